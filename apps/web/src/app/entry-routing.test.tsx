// SPEC §2 entry sequence through the real route table: the route answer decides the screen;
// the viewer loads the user (with the show link) before the presentation and proceeds when the
// user load fails; SPEC §4/§8 load failure → error screen. The console (ARCHITECTURE §5) stays
// the destination through validation and the disclaimer.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePresentation } from '../features/presentation/presentation.context.ts';
import { errorBody, installFakeFetch } from './testing/fakeFetch.ts';
import { makePresentation, makeUser } from './testing/fixtures.ts';
import { renderApp, resetAppState } from './testing/renderApp.tsx';

vi.mock('../features/viewer/ViewerPage.tsx', () => ({
  ViewerPage: function StubViewer() {
    const { presId, presentation, user, logId } = usePresentation();
    return (
      <main>
        <h1>{presentation.TitleBarWeb}</h1>
        <p>
          viewer {presId} log {String(logId)} user {user?.FullName ?? 'none'}
        </p>
      </main>
    );
  },
}));

const route = (Route: string, LogId: number | null = null) => ({
  body: { PresentationId: 1001, Route, LogId },
});

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('entry gate (SPEC §2)', () => {
  it('sends a visitor without access to the validate screen', async () => {
    installFakeFetch({ 'GET presentation/1001/route': route('validate') });
    const { router } = renderApp('/1001/');
    expect(await screen.findByRole('textbox', { name: 'Entry code' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/validate/');
  });

  it('opens the viewer: user first (with the show link), then the presentation, one route call', async () => {
    const server = installFakeFetch({
      'GET presentation/1001/route': route('viewer', 77),
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    const { router } = renderApp('/1001/');
    expect(
      await screen.findByRole('heading', { name: 'Acme Corp Investor Day' }),
    ).toBeInTheDocument();
    expect(screen.getByText('viewer 1001 log 77 user Ada Attendee')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/viewer/');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET presentation/1001/route',
      'GET account/GetLoggedInUserForPresentation',
      'GET presentation',
    ]);
    const userCall = server.to('GET account/GetLoggedInUserForPresentation')[0];
    expect(userCall?.query.get('presId')).toBe('1001');
    expect(userCall?.query.get('showUrl')).toBe(window.location.href);
    const presentationCall = server.to('GET presentation')[0];
    expect(presentationCall?.query.get('presid')).toBe('1001');
    expect(presentationCall?.query.get('includeMedia')).toBe('true');
  });

  it('proceeds to the viewer when the user load fails (SPEC §2)', async () => {
    installFakeFetch({
      'GET presentation/1001/route': route('viewer', 5),
      'GET account/GetLoggedInUserForPresentation': {
        status: 403,
        body: errorBody(403, 'No access.'),
      },
      'GET presentation': { body: makePresentation() },
    });
    renderApp('/1001/viewer/');
    expect(await screen.findByText('viewer 1001 log 5 user none')).toBeInTheDocument();
  });

  it('redirects a direct visit to the viewer when the route answer is validate', async () => {
    const server = installFakeFetch({ 'GET presentation/1001/route': route('validate') });
    const { router } = renderApp('/1001/viewer/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/validate/');
    expect(server.to('GET presentation')).toHaveLength(0);
  });

  it('shows the disclaimer, and "I agree" accepts with the anti-forgery token, then the viewer', async () => {
    const server = installFakeFetch({
      'GET presentation/1001/route': () =>
        server.to('POST presentation/1001/disclaimer/accept').length > 0
          ? route('viewer', 9)
          : route('disclaimer'),
      'GET account/GetLoggedInUserForPresentation': {
        body: makeUser({ AntiForgeryToken: 'af-1' }),
      },
      'GET presentation': {
        body: makePresentation({ DisclaimerPath: '/api/presentation/1001/disclaimer' }),
      },
      'GET presentation/1001/disclaimer': {
        body: { Title: 'Important notice', Paragraphs: ['Read this.', 'And this.'] },
      },
      'POST presentation/1001/disclaimer/accept': { status: 204 },
    });
    const { router } = renderApp('/1001/');
    expect(await screen.findByRole('heading', { name: 'Important notice' })).toBeInTheDocument();
    expect(screen.getByText('And this.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /leave the event/ })).toHaveAttribute(
      'href',
      '/1001/leaveevent/',
    );

    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect(await screen.findByText('viewer 1001 log 9 user Ada Attendee')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/viewer/');
    expect(
      server.to('POST presentation/1001/disclaimer/accept')[0]?.headers['RequestVerificationToken'],
    ).toBe('af-1');
    // SPEC §4: the presentation loaded for the disclaimer is reused by the viewer.
    expect(server.to('GET presentation')).toHaveLength(1);
  });

  it('shows the error screen when the presentation fails to load (SPEC §8)', async () => {
    installFakeFetch({
      'GET presentation/1001/route': route('viewer', 1),
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { status: 500, body: errorBody(500, 'Boom') },
    });
    const { router } = renderApp('/1001/viewer/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The presentation could not be loaded.',
    );
    expect(router.state.location.pathname).toBe('/1001/error/');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/1001/');
  });

  it('shows "does not exist" for an unknown presentation id', async () => {
    installFakeFetch({
      'GET presentation/999/route': { status: 404, body: errorBody(404, 'Unknown.') },
    });
    renderApp('/999/');
    expect(await screen.findByRole('alert')).toHaveTextContent('This presentation does not exist');
  });

  it('answers 404 for a presId that is not an id, and for unknown addresses', async () => {
    const server = installFakeFetch({});
    renderApp('/abc/viewer/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('opens the system check pages (SPEC §2) in their init state', async () => {
    installFakeFetch({});
    renderApp('/viewer/nrslive-presenter-system-check');
    expect(
      await screen.findByRole('heading', { name: 'System check: Presenter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start system check' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'System check status' })).toHaveTextContent(
      'The system check has not started.',
    );
    expect(screen.getByRole('list', { name: 'System check results' }).children).toHaveLength(6);
  });

  it('shows the console route under the presentation title', async () => {
    installFakeFetch({
      'GET presentation/1001/route': route('viewer', 3),
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    renderApp('/1001/console/');
    expect(await screen.findByRole('heading', { name: 'Event console' })).toBeInTheDocument();
    expect(screen.getByText('Acme Corp Investor Day')).toBeInTheDocument();
  });

  it('brings a coordinator who opened the console back to it after sign-in and the disclaimer', async () => {
    const server = installFakeFetch({
      'POST account/signin': { status: 204 },
      'GET presentation/1001/route': () =>
        server.to('POST account/signin').length === 0
          ? route('validate')
          : server.to('POST presentation/1001/disclaimer/accept').length === 0
            ? route('disclaimer')
            : route('viewer', 21),
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
      'GET presentation/1001/disclaimer': {
        body: { Title: 'Important notice', Paragraphs: ['Read this.'] },
      },
      'POST presentation/1001/disclaimer/accept': { status: 204 },
    });
    const { router } = renderApp('/1001/console/');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Email' }),
      'coordinator@podium.test',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'podium');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('heading', { name: 'Event console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/console/');
  });

  it('takes a signed-in coordinator from the console through the disclaimer and back', async () => {
    const server = installFakeFetch({
      'GET presentation/1001/route': () =>
        server.to('POST presentation/1001/disclaimer/accept').length === 0
          ? route('disclaimer')
          : route('viewer', 22),
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
      'GET presentation/1001/disclaimer': {
        body: { Title: 'Important notice', Paragraphs: ['Read this.'] },
      },
      'POST presentation/1001/disclaimer/accept': { status: 204 },
    });
    const { router } = renderApp('/1001/console/');
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('heading', { name: 'Event console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/console/');
  });

  it('keeps the console through an entry code for the same presentation only', async () => {
    installFakeFetch({
      'GET presentation/1001/route': route('validate'),
      'POST entrycode/processEntrycode': (request) => {
        const code = (request.body as { EntryCode: string }).EntryCode;
        return {
          body: {
            PresentationId: code === 'DEMO-1004' ? 1004 : 1001,
            IsPublicParticipant: false,
            Route: 'viewer',
          },
        };
      },
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    const first = renderApp('/1001/console/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Entry code' }), 'DEMO-1001');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/1001/console/'));
    first.unmount();

    resetAppState();
    const second = renderApp('/1001/console/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Entry code' }), 'DEMO-1004');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // A code for another presentation starts that one's entry: its viewer, not its console.
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/1004/viewer/'));
  });

  it('ignores a destination it does not know in the location state', async () => {
    installFakeFetch({
      'POST account/signin': { status: 204 },
      'GET presentation/1001/route': route('viewer', 4),
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    const { router } = renderApp({
      pathname: '/1001/validate/',
      state: { destination: 'https://evil.example/' },
    });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Email' }),
      'coordinator@podium.test',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'podium');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1001/viewer/'));
  });

  it('leaves the event with a way back in', async () => {
    installFakeFetch({});
    renderApp('/1001/leaveevent/');
    expect(await screen.findByRole('link', { name: 'Rejoin the event' })).toHaveAttribute(
      'href',
      '/1001/',
    );
  });

  it('waits for a slow route answer without flashing another screen', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderApp('/1001/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    answer(
      new Response(JSON.stringify({ PresentationId: 1001, Route: 'validate', LogId: null }), {
        status: 200,
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Entry code' })).toBeInTheDocument(),
    );
  });
});
