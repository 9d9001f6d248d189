// The addresses of recordings (on-demand media files, a simulated-live broadcast) handed to
// viewers: each under a signed path, presentation/{presId}/media/s/{token}/{fileName}, whose token
// names the file and a SIGNED_RECORDING_WINDOW_MS window (media-signing.ts). The viewer's right is
// checked by the call that hands the address out (GET presentation, slidemedia, playbackMedia);
// the file itself is then served without a session, and a shared cache may keep it.
import { SERVICE_BASE_PATH } from '@podium/domain';
import { SIGNED_MEDIA_PREFIX, type MediaSigner } from '../../http/media-signing.ts';

/** The address of one media file of a presentation, as handed to a viewer. */
export type MediaUrlOf = (presId: number, fileName: string) => string;

/** What a recording's token is bound to: one file of one presentation. */
export function recordingStream(presId: number, fileName: string): string {
  return `recording:${presId}:${fileName}`;
}

/** The path of a media file under its signature, below the service route. */
export function signedMediaFilePath(presId: number, token: string, fileName: string): string {
  return `presentation/${presId}/media/${SIGNED_MEDIA_PREFIX}/${token}/${encodeURIComponent(fileName)}`;
}

/** Signed addresses: every viewer of a file in one window is handed the same one. */
export function signedMediaUrls(signer: MediaSigner): MediaUrlOf {
  return (presId, fileName) =>
    `${SERVICE_BASE_PATH}/${signedMediaFilePath(presId, signer.token(recordingStream(presId, fileName)), fileName)}`;
}
