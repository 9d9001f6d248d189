// The meeting session of the page: the status and participants read from the server and kept
// current by the hub (the meeting's call topics: update sources 1, 2, 16, the participants, the
// user's own audio state and access), and this user's media (meeting.media.ts), which a host
// leaves through leavingmeetingstatus (SPEC §6, §7).
import { useCallback, useEffect, useMemo } from 'react';
import { hubTopics, isSgmHost, SgmRole, type SmallGroupMeetingData } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { fetchMeetingStatus, fetchParticipants, sendLeavingStatus } from './meeting.api.ts';
import { createMeetingMedia, type MeetingMedia } from './meeting.media.ts';
import { startSpeakerDetection } from './meeting.speaker.ts';
import {
  applyMeetingMessage,
  applyMeetingState,
  initialMeetingState,
  useMeetingStore,
} from './meeting.store.ts';

/** How often the status is read besides the hub's messages (SPEC is silent; one named value). */
const STATUS_FALLBACK_POLL_MS = 10_000;

export interface MeetingSession {
  readonly data: SmallGroupMeetingData;
  readonly isHost: boolean;
  readonly coreUserId: number | null;
  readonly media: MeetingMedia | null;
  readonly refresh: () => Promise<void>;
  /** Leaves the meeting's media; resolves once the connection and the devices are closed. */
  readonly leave: () => Promise<void>;
}

export function useMeetingSession(data: SmallGroupMeetingData): MeetingSession {
  const { presId, presentation, user } = usePresentation();
  const session = useConferenceSession();
  const hub = session?.hub ?? null;
  const confId = presentation.ConferenceCallData?.Id ?? null;
  const coreUserId = user?.CoreId ?? null;
  const isHost = isSgmHost(user?.SgmRole ?? SgmRole.None);
  const meetingId = data.MeetingId;

  const refresh = useMemo(
    () => async () => {
      const [status, participants] = await Promise.all([
        fetchMeetingStatus(presId, meetingId),
        fetchParticipants(presId, meetingId),
      ]);
      applyMeetingState(status, participants);
    },
    [presId, meetingId],
  );

  const media = useMemo(() => (hub ? createMeetingMedia(hub) : null), [hub]);
  useEffect(() => () => media?.stop(), [media]);

  // SPEC §6: hosts send the leaving status (SPEC §7 leavingmeetingstatus with the ConnectionId);
  // should it fail, the hub's leave signal tells the server instead. Attendees use the hub's.
  const leave = useCallback(async () => {
    if (!media) return;
    if (!isHost || !hub) return media.leave();
    await media.leave((connectionId) =>
      sendLeavingStatus(presId, connectionId).catch(() =>
        hub.meetingSignal({ Type: 'leave', ConnectionId: connectionId }),
      ),
    );
  }, [media, isHost, hub, presId]);

  useEffect(() => {
    useMeetingStore.setState(initialMeetingState);
    void refresh().catch(() => undefined);
    // The hub brings every change; this read is the fallback for one it could not deliver.
    const poll = setInterval(() => {
      if (!useMeetingStore.getState().status.HasEnded) void refresh().catch(() => undefined);
    }, STATUS_FALLBACK_POLL_MS);
    return () => clearInterval(poll);
  }, [refresh]);

  // The active speaker, and the large tile that follows them.
  useEffect(() => startSpeakerDetection(coreUserId), [coreUserId]);

  useEffect(() => {
    if (!hub || confId === null || coreUserId === null) return;
    const topics = [
      hubTopics.callUpdate(confId),
      hubTopics.meetingParticipants(confId),
      hubTopics.audioState(confId, coreUserId),
    ];
    // A change published before the subscriptions took effect reached nobody: read once more.
    void Promise.all(topics.map((topic) => hub.subscribe(topic)))
      .then(() => refresh())
      .catch(() => undefined);
    const offMessage = hub.onMessage((message) => {
      switch (applyMeetingMessage(message, coreUserId)) {
        case 'refresh':
          void refresh().catch(() => undefined);
          return;
        case 'applyMicrophone':
          media?.setMicrophone(useMeetingStore.getState().microphoneOn);
          return;
        case null:
          return;
      }
    });
    const offConnection = hub.onConnection((event) => {
      if (event.type === 'connected') void refresh().catch(() => undefined);
    });
    return () => {
      offMessage();
      offConnection();
      for (const topic of topics) void hub.unsubscribe(topic);
    };
  }, [hub, confId, coreUserId, refresh, media]);

  return { data, isHost, coreUserId, media, refresh, leave };
}
