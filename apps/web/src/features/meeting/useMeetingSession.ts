// The meeting session of the page: the status and participants read from the server and kept
// current by the hub (the meeting's call topics: update sources 1, 2, 16, the participants, the
// user's own audio state and access), and this user's media (meeting.media.ts).
import { useEffect, useMemo } from 'react';
import { hubTopics, isSgmHost, SgmRole, type SmallGroupMeetingData } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { fetchMeetingStatus, fetchParticipants } from './meeting.api.ts';
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

  return { data, isHost, coreUserId, media, refresh };
}
