// SPEC §6 cut-off in the viewer of a conference call with slides: a revoked participant sees the
// SPEC §8 access-revoked text, a public participant whose public portion ended the public-ended
// message, and neither keeps the deck (no slide, no `Slide thumbnails` bar nor the bottom bar
// around it, no live audio) nor the call's side panels (Ask a Question, Dial-In, Documents).
// A registered participant keeps the deck when the public portion ends.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hubTopics, LiveVideoRole, type User } from '@podium/domain';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { useCallCutOffStore } from '../../presentation/call-cutoff.store.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { attendee, renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { ConferenceHubContext } from '../session-host.ts';
import {
  CALL,
  CONF_ID,
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
  participant,
} from '../testing/conferenceFixtures.ts';
import { createFakeHub, type FakeHub } from '../testing/fakeHub.ts';

const LAZY = { timeout: 5000 } as const;
const ACCESS_REVOKED =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';
const PUBLIC_ENDED = 'The public portion of this call has ended.';
const END = '2026-11-21T15:30:00.000Z';
let hub: FakeHub;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setViewport(1366, 768);
  hub = createFakeHub();
});

afterEach(() => {
  cleanup();
});

const doc = {
  DocumentId: 7,
  DocumentName: 'Preliminary Prospectus',
  DocumentExtType: 1 as const,
  IsStale: false,
  FileName: 'prospectus.pdf',
  LinkUrl: null,
};

function renderCall(user: User = attendee) {
  return renderWithPresentation(
    <ConferenceHubContext.Provider value={hub}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    conferencePresentation({ Documents: [doc] }),
    { user },
  );
}

const CALL_PANELS = ['Ask a Question', 'Documents', 'Dial-In'];
const panelToggle = (name: string) => screen.queryByRole('button', { name });

const publicParticipant = () =>
  participant({ IsPublicParticipant: true, RegistrationType: 'ListenOnly' });

async function inTheCall(server: ReturnType<typeof installFakeFetch>) {
  await waitFor(() => expect(server.to(`GET ${CALL}/presControl`)).toHaveLength(1), LAZY);
  await screen.findByRole('img', { name: /^Slide \d+ of \d+$/ }, LAZY);
  expect(screen.getByRole('navigation', { name: 'Slide thumbnails' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Live audio' })).toBeInTheDocument();
  for (const name of CALL_PANELS) expect(panelToggle(name)).toBeInTheDocument();
}

function expectNoDeck() {
  expect(screen.queryByRole('img', { name: /^Slide/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Slide thumbnails' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Go to slide/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Live audio' })).not.toBeInTheDocument();
  // No bottom bar left behind either: an empty one would still draw its border.
  expect(document.querySelector('.viewer__bottom-bar')).toBeNull();
  // SPEC §5/§6: no longer a participant, so no questions, dial-in numbers or documents.
  for (const name of CALL_PANELS) expect(panelToggle(name)).not.toBeInTheDocument();
  expect(panelToggle('Help')).toBeInTheDocument();
  expect(panelToggle('Event Info')).toBeInTheDocument();
}

describe('a participant the call cuts off (SPEC §6)', () => {
  it('revoked: the SPEC §8 access-revoked text, and the deck and thumbnails are gone', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await inTheCall(server);
    act(() => hub.send(hubTopics.userAccess(CONF_ID, 42), { AccessRevoked: true }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCESS_REVOKED);
    expect(screen.queryByText(PUBLIC_ENDED)).not.toBeInTheDocument();
    expectNoDeck();
  });

  it('public, when the public portion ends (.access topic): the public-ended message, no deck', async () => {
    const server = installFakeFetch(conferenceHandlers({ participant: publicParticipant() }));
    renderCall();
    await inTheCall(server);
    act(() =>
      hub.send(hubTopics.callAccess(CONF_ID), {
        PublicAccessRevoked: true,
        PublicCallEndTimeUtc: END,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(PUBLIC_ENDED);
    expect(screen.queryByText(ACCESS_REVOKED)).not.toBeInTheDocument();
    expectNoDeck();
    expect(hub.started()).toBe(false);
  });

  it('public, when the status carries the public call end time: the same message', async () => {
    const server = installFakeFetch(conferenceHandlers({ participant: publicParticipant() }));
    renderCall();
    await inTheCall(server);
    act(() =>
      hub.send(hubTopics.callStatus(CONF_ID), {
        Status: 'LIVE',
        StreamingState: 'Streaming',
        UpdatedDateUtc: '2026-11-21T15:30:00.000Z',
        PublicCallEndTimeUtc: END,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(PUBLIC_ENDED);
    expectNoDeck();
  });

  it('public, entering after the public portion ended: the message from the first answers', async () => {
    installFakeFetch(
      conferenceHandlers({
        status: liveStatus({ PublicCallEndTimeUtc: END }),
        participant: participant({
          IsPublicParticipant: true,
          RegistrationType: 'ListenOnly',
          AccessRevoked: true,
        }),
      }),
    );
    renderCall();
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(PUBLIC_ENDED);
    expectNoDeck();
  });

  it('registered: the end of the public portion leaves the deck and the thumbnails', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await inTheCall(server);
    act(() =>
      hub.send(hubTopics.callAccess(CONF_ID), {
        PublicAccessRevoked: true,
        PublicCallEndTimeUtc: END,
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Slide \d+ of \d+$/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Slide thumbnails' })).toBeInTheDocument();
    for (const name of CALL_PANELS) expect(panelToggle(name)).toBeInTheDocument();
  });

  it('revoked with the Dial-In panel open: the panel closes with its toggle', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await inTheCall(server);
    await userEvent.click(screen.getByRole('button', { name: 'Dial-In' }));
    expect(await screen.findByRole('complementary', { name: 'Dial-In' })).toBeInTheDocument();
    act(() => hub.send(hubTopics.userAccess(CONF_ID, 42), { AccessRevoked: true }));
    expect(screen.queryByRole('complementary', { name: 'Dial-In' })).not.toBeInTheDocument();
    expectNoDeck();
  });

  it('a revoked event coordinator keeps the call, as the server keeps serving them', async () => {
    const coordinator: User = {
      ...attendee,
      PresPermissions: { PresentationRole: LiveVideoRole.EventCoordinator, SlideNavigation: true },
    };
    const server = installFakeFetch(conferenceHandlers());
    renderCall(coordinator);
    await inTheCall(server);
    act(() => hub.send(hubTopics.userAccess(CONF_ID, 42), { AccessRevoked: true }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useCallCutOffStore.getState().cutOff).toBeNull();
    expect(screen.getByRole('img', { name: /^Slide \d+ of \d+$/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Slide thumbnails' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live audio' })).toBeInTheDocument();
    for (const name of CALL_PANELS) expect(panelToggle(name)).toBeInTheDocument();
    expect(hub.started()).toBe(true);
  });

  it('leaving the call leaves its cut-off behind', async () => {
    const server = installFakeFetch(conferenceHandlers());
    const view = renderCall();
    await inTheCall(server);
    act(() => hub.send(hubTopics.userAccess(CONF_ID, 42), { AccessRevoked: true }));
    expect(useCallCutOffStore.getState().cutOff).toBe('accessRevoked');
    view.unmount();
    expect(useCallCutOffStore.getState().cutOff).toBeNull();
  });
});
