// /{presId}/console/ through the real route table (ARCHITECTURE §5): behind the entry guard, the
// lazy console loads for the presentation's conference call; an event without one says so.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { makePresentation, makeUser } from '../../app/testing/fixtures.ts';
import { renderApp, resetAppState } from '../../app/testing/renderApp.tsx';
import { CONF_ID, PRES_ID, installFakeConsole, paths } from './testing/fakeConsoleServer.ts';

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (presentation: ReturnType<typeof makePresentation>) => ({
  [`GET presentation/${presentation.PresentationId}/route`]: {
    body: { PresentationId: presentation.PresentationId, Route: 'viewer', LogId: 9 },
  },
  'GET account/GetLoggedInUserForPresentation': {
    body: makeUser({ FullName: 'Cora Coordinator', AntiForgeryToken: 'af-console' }),
  },
  'GET presentation': { body: presentation },
});

describe('console route', () => {
  it('opens the console of the conference call, with the anti-forgery header on actions', async () => {
    const conference = makePresentation({
      PresentationId: PRES_ID,
      TitleBarWeb: 'Acme Q3 Earnings Call',
      HasConferenceCall: true,
      ConferenceCallData: {
        CallTitle: 'Q3 call',
        Id: CONF_ID,
        AskForPublicPrivate: true,
        QandAType: 'TextAndAudio',
        PreEventQADisabled: false,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: true,
        PlaybackEndTimeUtc: null,
      },
    });
    const server = installFakeConsole({}, entry(conference));

    renderApp(`/${PRES_ID}/console/`);
    expect(await screen.findByRole('heading', { name: 'Event console' })).toBeInTheDocument();
    expect(screen.getByText('Acme Q3 Earnings Call')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Questions' })).toBeInTheDocument();
    expect(server.to('GET presentation')).toHaveLength(1);

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Call controls' })).getByRole('button', {
        name: 'Go live',
      }),
    );
    await screen.findByText('Live');
    const [goLive] = server.to(`POST ${paths.transition}`);
    expect(goLive?.headers.RequestVerificationToken).toBe('af-console');
  });

  it('says so for an event without a conference call', async () => {
    installFakeFetch(entry(makePresentation()));
    renderApp('/1001/console/');
    expect(await screen.findByRole('heading', { name: 'Event console' })).toBeInTheDocument();
    expect(
      screen.getByText('This event has no conference call to run from the console.'),
    ).toBeInTheDocument();
  });
});
