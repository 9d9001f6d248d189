// The session's listening report (SPEC §7, §9): a participant session when the live audio starts,
// the still-streaming event every 28 s while it plays, and the session closed when it stops.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PresentationKind, RouteChild, STILL_STREAMING_POLL_MS } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { attendee } from '../viewer/test-utils.tsx';
import { startConferenceSession } from './conference.session.ts';
import { useConferenceStore } from './conference.store.ts';
import { CALL, conferenceHandlers, conferencePresentation } from './testing/conferenceFixtures.ts';
import { createFakeHub } from './testing/fakeHub.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('conference session', () => {
  it('reports listening with a participant session and the still-streaming event every 28 s', async () => {
    vi.useFakeTimers();
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/participantsessions/501/events`]: { status: 204 },
      [`PUT ${CALL}/participantsessions/1`]: { body: {} },
    });
    const presentation = conferencePresentation();
    const session = startConferenceSession({
      presId: 2001,
      confId: 7001,
      logId: 77,
      user: attendee,
      getPresentation: () => presentation,
      kind: PresentationKind.CallWithSlides,
      routeChild: RouteChild.SlidesConference,
      reviewMode: false,
      reloadPresentation: () => undefined,
      hub: createFakeHub(),
    });
    await vi.waitFor(() => expect(useConferenceStore.getState().participant?.Id).toBe(501));

    session.setListening(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.to(`POST ${CALL}/participantsessions`)[0]?.body).toEqual({
      ConferenceId: 7001,
      ParticipantType: 'Live',
    });
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS - 1);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`).map((r) => r.body)).toEqual([
      { ParticipantId: 501, EventType: 'IsStillStreaming' },
    ]);
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`)).toHaveLength(2);

    session.setListening(false);
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS * 2);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`)).toHaveLength(2);
    expect(server.to(`PUT ${CALL}/participantsessions/1`)[0]?.body).toEqual({
      Id: 1,
      IsActive: false,
    });
    session.stop();
  });
});
