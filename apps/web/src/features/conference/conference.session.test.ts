// The session's listening report (SPEC §7, §9): a participant session when the live audio starts,
// the still-streaming event every 28 s while it plays, and the session closed when it stops.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hubTopics, PresentationKind, RouteChild, STILL_STREAMING_POLL_MS } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { attendee } from '../viewer/test-utils.tsx';
import { startConferenceSession } from './conference.session.ts';
import { useConferenceStore } from './conference.store.ts';
import {
  CALL,
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
} from './testing/conferenceFixtures.ts';
import { createFakeHub, type FakeHub } from './testing/fakeHub.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An attendee's session on call 7001 of demo 2001 (conference with slides). */
function startAttendeeSession(hub: FakeHub, presentation = conferencePresentation()) {
  return startConferenceSession({
    presId: 2001,
    confId: 7001,
    logId: 77,
    user: attendee,
    getPresentation: () => presentation,
    kind: PresentationKind.CallWithSlides,
    routeChild: RouteChild.SlidesConference,
    reviewMode: false,
    reloadPresentation: () => undefined,
    hub,
  });
}

describe('conference session', () => {
  it("takes the event's scheduled start for the call's until the status answers", () => {
    installFakeFetch(conferenceHandlers());
    const scheduled = '2030-03-04T15:00:00.000Z';
    const base = conferencePresentation();
    const session = startAttendeeSession(createFakeHub(), {
      ...base,
      EventInfo: { ...base.EventInfo, StartDateUtc: scheduled },
    });
    expect(useConferenceStore.getState().call.startTimeUtc).toBe(scheduled);
    session.stop();
  });

  it('reports listening with a participant session, Play, and the still-streaming event every 28 s', async () => {
    vi.useFakeTimers();
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/participantsessions/501/events`]: { status: 204 },
      [`PUT ${CALL}/participantsessions/1`]: { body: {} },
    });
    const session = startAttendeeSession(createFakeHub());
    await vi.waitFor(() => expect(useConferenceStore.getState().participant?.Id).toBe(501));

    session.setListening(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.to(`POST ${CALL}/participantsessions`)[0]?.body).toEqual({
      ConferenceId: 7001,
      ParticipantType: 'Live',
    });
    // SPEC §7: Play as listening starts (once the session is open), before any poll.
    expect(server.to(`POST ${CALL}/participantsessions/501/events`).map((r) => r.body)).toEqual([
      { ParticipantId: 501, EventType: 'Play' },
    ]);
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS - 1);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`).map((r) => r.body)).toEqual([
      { ParticipantId: 501, EventType: 'Play' },
      { ParticipantId: 501, EventType: 'IsStillStreaming' },
    ]);
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`)).toHaveLength(3);

    session.setListening(false);
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS * 2);
    expect(server.to(`POST ${CALL}/participantsessions/501/events`)).toHaveLength(3);
    expect(server.to(`PUT ${CALL}/participantsessions/1`)[0]?.body).toEqual({
      Id: 1,
      IsActive: false,
    });
    session.stop();
  });

  it('ignores a session that fails to close or to open (SPEC §8), and listens again after', async () => {
    vi.useFakeTimers();
    let opens = 0;
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/participantsessions`]: () =>
        ++opens === 2
          ? { status: 503, body: { message: 'down' } }
          : {
              body: {
                Id: opens,
                ConferenceId: 7001,
                ParticipantId: 501,
                ParticipantType: 'Live',
                JoinTimeUtc: null,
                IsActive: true,
              },
            },
      [`POST ${CALL}/participantsessions/501/events`]: { status: 204 },
      [`PUT ${CALL}/participantsessions/1`]: { status: 500, body: { message: 'down' } },
    });
    const session = startAttendeeSession(createFakeHub());
    await vi.waitFor(() => expect(useConferenceStore.getState().participant?.Id).toBe(501));
    const events = () => server.to(`POST ${CALL}/participantsessions/501/events`).length;

    session.setListening(true);
    await vi.advanceTimersByTimeAsync(0);
    session.setListening(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.to(`PUT ${CALL}/participantsessions/1`)).toHaveLength(1);
    expect(events()).toBe(1);

    // The second session fails to open: no Play, the poll still reports listening.
    session.setListening(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(events()).toBe(1);
    await vi.advanceTimersByTimeAsync(STILL_STREAMING_POLL_MS);
    expect(events()).toBe(2);
    session.setListening(false);

    // The third opens, and Play is sent for it.
    session.setListening(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(opens).toBe(3);
    expect(events()).toBe(3);
    session.stop();
  });

  it('never lets a status read that a call update overtook put back the old start time (SPEC §4)', async () => {
    const OLD = '2026-11-21T15:00:00.000Z';
    const NEW = '2026-11-21T18:00:00.000Z';
    const preEvent = (StartTimeUtc: string) =>
      liveStatus({ Status: null, StreamingState: 'NotStarted', StartTimeUtc });
    const hub = createFakeHub();
    let reads = 0;
    installFakeFetch({
      ...conferenceHandlers(),
      // The read after the subscriptions is answered from before the change, and the change's
      // message arrives while that answer is on its way; the server stores the change first.
      [`GET ${CALL}/status`]: () => {
        reads += 1;
        if (reads === 2) hub.send(hubTopics.callUpdate(7001), { StartTimeUtc: NEW });
        return { body: preEvent(reads >= 3 ? NEW : OLD) };
      },
    });
    const session = startAttendeeSession(hub);
    await vi.waitFor(() => expect(reads).toBe(3));
    await vi.waitFor(() => expect(useConferenceStore.getState().call.startTimeUtc).toBe(NEW));
    session.stop();
  });
  it('shows a viewer who enters the notification the event team left (SPEC §3)', async () => {
    useConferenceStore.setState({ notification: null });
    installFakeFetch({
      ...conferenceHandlers(),
      'GET prescontrol/2001': { body: { NotificationMessage: 'We resume at 3 pm.' } },
    });
    const session = startAttendeeSession(createFakeHub());
    await vi.waitFor(() =>
      expect(useConferenceStore.getState().notification).toBe('We resume at 3 pm.'),
    );
    session.stop();
  });

  it('never lets a notification read that the hub overtook put back the old message', async () => {
    useConferenceStore.setState({ notification: null });
    const hub = createFakeHub();
    const answered: Promise<Response>[] = [];
    const server = installFakeFetch({
      ...conferenceHandlers(),
      // A new message is posted while the read's answer, from before it, is on its way.
      'GET prescontrol/2001': () => {
        hub.send(hubTopics.callNotification(7001), { NotificationMessage: 'New news.' });
        return { body: { NotificationMessage: 'Old news.' } };
      },
    });
    const fetchMock = vi.mocked(fetch);
    const session = startAttendeeSession(hub);
    await vi.waitFor(() => expect(server.to('GET prescontrol/2001')).toHaveLength(1));
    expect(useConferenceStore.getState().notification).toBe('New news.');
    // Once the answer has been read through and its task is over, the hub's message still holds.
    for (const result of fetchMock.mock.results) answered.push(result.value as Promise<Response>);
    await Promise.all(answered);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useConferenceStore.getState().notification).toBe('New news.');
    session.stop();
  });
});
