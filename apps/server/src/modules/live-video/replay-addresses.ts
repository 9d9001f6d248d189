// The addresses of a live video event's replay as handed to viewers: its HLS segments and a replay
// prepared as one media file, each under a path signed for SIGNED_RECORDING_WINDOW_MS (between one
// and two hours), as recordings are (media/recording-urls.ts). A replay plays for as long as the
// viewer watches from the one playlist or address it was handed; a live window's one-minute
// signatures would expire under it. The right to watch is checked by the call that hands the
// address out (livevideo/stream, replay.m3u8, playbackMedia).
import { liveVideoPaths, SERVICE_BASE_PATH } from '@podium/domain';
import type { MediaSigner } from '../../http/media-signing.ts';

/** What a live segment's signature is bound to: one recording folder of the event. */
export function liveStream(presId: number, folder: string): string {
  return `live-video:${presId}:${folder}`;
}

/** What a replay segment's signature is bound to: the same folder, for the replay's window. */
export function replayStream(presId: number, folder: string): string {
  return `live-video-replay:${presId}:${folder}`;
}

/** What a replay file's signature is bound to: the stored file, so a new replay has new ones. */
export function replayFileStream(presId: number, key: string): string {
  return `live-video-replay-file:${presId}:${key}`;
}

/** The signed address of the replay file `key` of the event. */
export function signedReplayFileUrl(signer: MediaSigner, presId: number, key: string): string {
  const token = signer.token(replayFileStream(presId, key));
  return `${SERVICE_BASE_PATH}/${liveVideoPaths.signedReplayMedia(presId, token)}`;
}
