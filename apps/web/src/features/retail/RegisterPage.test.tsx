// SPEC §2 /register/{presentationId} through the real route table: a retail visitor is sent to
// registration, sees per-field messages (aria-invalid, described by the message), registers with
// the link code they came with, and enters a show loaded by the retail call (SPEC §7).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePresentation } from '../presentation/presentation.context.ts';
import { errorBody, installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { makePresentation, makeUser } from '../../app/testing/fixtures.ts';
import { renderApp, resetAppState } from '../../app/testing/renderApp.tsx';

vi.mock('../viewer/ViewerPage.tsx', () => ({
  ViewerPage: function StubViewer() {
    const { presentation, logId, isRetail } = usePresentation();
    return (
      <main>
        <h1>{presentation.TitleBarWeb}</h1>
        <p>
          retail {String(isRetail)} log {String(logId)}
        </p>
      </main>
    );
  },
}));

const LINK = 'NORTHWIND-RETAIL';
const summary = {
  PresentationId: 6001,
  TitleBarWeb: 'Retail Show',
  Retail_PricingMessage: 'Expected pricing: next week.',
  RegistrationRequired: true,
};

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

function retailServer(registered: { value: boolean }) {
  return installFakeFetch({
    'GET presentation/6001/route': () => ({
      body: {
        PresentationId: 6001,
        Route: registered.value ? 'viewer' : 'register',
        LogId: null,
        IsRetail: true,
      },
    }),
    'GET retail/shows/6001/registration': { body: summary },
    'POST retail/shows/6001/registrations': () => {
      registered.value = true;
      return { status: 201, body: { PresentationId: 6001, Route: 'viewer' } };
    },
    'GET account/GetLoggedInUserForPresentation': {
      body: makeUser({ PresPermissions: { PresentationRole: 0, SlideNavigation: true } }),
    },
    'GET retail/shows/6001': {
      body: makePresentation({ PresentationId: 6001, TitleBarWeb: 'Retail Show' }),
    },
  });
}

describe('registration (SPEC §2)', () => {
  it('sends a retail visitor to registration, then into the show by the retail call', async () => {
    const server = retailServer({ value: false });
    // The entry reads the show link's query from the address bar, as in the browser.
    window.history.replaceState(null, '', `/presentation/v2/6001/?linkCode=${LINK}`);
    renderApp(`/6001/?linkCode=${LINK}`);
    expect(await screen.findByRole('heading', { name: 'Register to watch' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Pricing information' })).toHaveTextContent(
      'Expected pricing: next week.',
    );
    expect(server.to('GET retail/shows/6001/registration')[0]?.query.get('linkCode')).toBe(LINK);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(first).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Select your country.',
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-invalid');
    expect(server.to('POST retail/shows/6001/registrations')).toHaveLength(0);

    await user.type(first, 'Robin');
    expect(first).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Retail');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'robin@example');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(email).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(email).toHaveFocus();

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('retail true log null')).toBeInTheDocument();
    expect(server.to('POST retail/shows/6001/registrations')[0]?.body).toEqual({
      FirstName: 'Robin',
      LastName: 'Retail',
      Email: 'robin@example.com',
      Company: '',
      CountryCode: 'GB',
      LinkCode: LINK,
    });
    expect(server.to('GET retail/shows/6001')[0]?.query.get('linkCode')).toBe(LINK);
    expect(server.to('GET presentation')).toHaveLength(0);
  });

  it('lets a visitor into a show that requires no registration without the form', async () => {
    const entered = { value: false };
    const server = installFakeFetch({
      'GET presentation/6001/route': () => ({
        body: {
          PresentationId: 6001,
          Route: entered.value ? 'viewer' : 'register',
          LogId: null,
          IsRetail: true,
        },
      }),
      'GET retail/shows/6001/registration': {
        body: { ...summary, RegistrationRequired: false },
      },
      'POST retail/shows/6001/watch': () => {
        entered.value = true;
        return { body: { PresentationId: 6001, Route: 'viewer' } };
      },
      'GET account/GetLoggedInUserForPresentation': {
        body: makeUser({ PresPermissions: { PresentationRole: 0, SlideNavigation: true } }),
      },
      'GET retail/shows/6001': {
        body: makePresentation({ PresentationId: 6001, TitleBarWeb: 'Retail Show' }),
      },
    });
    window.history.replaceState(null, '', `/presentation/v2/6001/?linkCode=${LINK}`);
    renderApp(`/6001/?linkCode=${LINK}`);
    expect(await screen.findByText('retail true log null')).toBeInTheDocument();
    expect(server.to('POST retail/shows/6001/watch')[0]?.query.get('linkCode')).toBe(LINK);
    expect(server.to('POST retail/shows/6001/registrations')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says plainly when the link is not valid', async () => {
    installFakeFetch({
      'GET retail/shows/6001/registration': { status: 404, body: errorBody(404, 'Unknown.') },
    });
    renderApp('/register/6001?linkCode=WRONG');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This registration link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the form in the chosen language (ja)', async () => {
    retailServer({ value: false });
    document.cookie = 'podium_language=ja; path=/';
    const { i18n } = await import('../../shared/i18n/i18n.ts');
    await i18n.changeLanguage('ja');
    try {
      renderApp('/register/6001');
      expect(await screen.findByRole('heading', { name: '視聴登録' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '登録' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('option', { name: 'イギリス' })).toBeInTheDocument(),
      );
    } finally {
      document.cookie = 'podium_language=; path=/; max-age=0';
      await i18n.changeLanguage('en-us');
    }
  });
});
