// The other participants' streams as the page shows them, rebuilt from the tracks of the m-lines
// the server's offer names: one stream of audio and video per participant and one of each host's
// shared screen. A stream whose tracks did not change is kept, so its video element keeps playing.
import type { MeetingStream } from '@podium/domain';
import { setMeeting, useMeetingStore } from './meeting.store.ts';

export function publishRemoteStreams(
  streams: readonly MeetingStream[],
  byMid: ReadonlyMap<string, MediaStreamTrack>,
): void {
  const tracks = new Map<number, MediaStreamTrack[]>();
  const screens = new Map<number, MediaStream>();
  const previousScreens = useMeetingStore.getState().screenStreams;
  for (const stream of streams) {
    const track = byMid.get(stream.Mid);
    if (!track) continue;
    if (stream.Kind === 'screen') {
      const kept = previousScreens.get(stream.CoreUserId);
      screens.set(
        stream.CoreUserId,
        kept?.getTracks()[0] === track ? kept : new MediaStream([track]),
      );
      continue;
    }
    tracks.set(stream.CoreUserId, [...(tracks.get(stream.CoreUserId) ?? []), track]);
  }
  setMeeting({ screenStreams: screens });
  const previous = useMeetingStore.getState().remoteStreams;
  const next = new Map<number, MediaStream>();
  for (const [coreUserId, list] of tracks) {
    const kept = previous.get(coreUserId);
    const same =
      kept !== undefined &&
      kept.getTracks().length === list.length &&
      list.every((track) => kept.getTracks().includes(track));
    next.set(coreUserId, same ? kept : new MediaStream(list));
  }
  setMeeting({ remoteStreams: next });
}
