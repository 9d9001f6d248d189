// Signed media paths: a viewer's right to a stream is checked once, when it asks for the
// playlist; the segments the playlist names sit under a path that carries an expiring HMAC of the
// stream (PODIUM_SIGNING_SECRET), so a shared cache or a CDN may keep and serve them to everyone,
// and Node answers each segment about once however many viewers ask. The signature names the
// stream and a time window, never the viewer: every viewer of a stream in one window is handed the
// same paths. A viewer cut off (SPEC §6) gets no new playlist; the paths it already holds work
// until their window ends (at most 2 × SIGNED_MEDIA_WINDOW_MS after it fetched them).
// Recordings (on-demand media, simulated live) are signed the same way with the longer
// SIGNED_RECORDING_WINDOW_MS: a player plays one recording for a long time through range
// requests on the one address it was handed.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Signed paths are handed out per window of this length and stay valid for the next one too. */
export const SIGNED_MEDIA_WINDOW_MS = 60_000;

/**
 * The window of a recording's signed address (on-demand media files, a simulated-live broadcast):
 * valid to the end of the next window, so between one and two hours after it is handed out.
 */
export const SIGNED_RECORDING_WINDOW_MS = 3_600_000;

/** The path segment that introduces a signature in a media URL: `…/s/{token}/{file}`. */
export const SIGNED_MEDIA_PREFIX = 's';

/** What a request under a tampered or expired signed path is told (403). */
export const SIGNED_MEDIA_REFUSED =
  'This media link has expired or is not valid; reload the player.';

/** How many streams' MACs are kept (all are dropped when more are made, then made again). */
export const SIGNED_MACS_KEPT = 10_000;

const TOKEN = /^(\d{10,13})-([A-Za-z0-9_-]{43})$/;

export interface MediaSigner {
  /** The token for `stream` now: the same for every caller until the window turns. */
  token(stream: string): string;
  /**
   * How long `token` stays valid for `stream`, in milliseconds; null when it was not made for
   * this stream by this deployment's secret, or has expired.
   */
  remainingMs(stream: string, token: string): number | null;
}

/** A signer whose tokens last `windowMs` and the window after it (live media: the default). */
export function createMediaSigner(
  secret: string | undefined,
  now: () => Date,
  windowMs: number = SIGNED_MEDIA_WINDOW_MS,
): MediaSigner {
  const key = secret ?? randomBytes(32).toString('hex');
  // Every viewer of a stream is handed the same token until the window turns, and each playlist
  // names it once per segment: each stream's MAC is made once per window, not per request.
  const macs = new Map<string, string>();
  const make = (name: string) => createHmac('sha256', key).update(name).digest('base64url');
  const handedOut = (stream: string, expires: number) => {
    const name = `media:${stream}:${expires}`;
    let made = macs.get(name);
    if (made === undefined) {
      if (macs.size >= SIGNED_MACS_KEPT) macs.clear();
      made = make(name);
      macs.set(name, made);
    }
    return made;
  };
  // A token brought back is checked against the one handed out when it is still kept; any other
  // (an old window, a forged expiry) is made for the check alone and not kept.
  const mac = (stream: string, expires: number) => {
    const name = `media:${stream}:${expires}`;
    return macs.get(name) ?? make(name);
  };
  return {
    token(stream) {
      const at = now().getTime();
      const expires = (Math.floor(at / windowMs) + 2) * windowMs;
      const seconds = expires / 1000;
      return `${seconds}-${handedOut(stream, seconds)}`;
    },
    remainingMs(stream, token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const seconds = Number(match[1]);
      const given = Buffer.from(match[2] ?? '');
      const expected = Buffer.from(mac(stream, seconds));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const left = seconds * 1000 - now().getTime();
      return left > 0 ? left : null;
    },
  };
}

/**
 * The playlist with each segment (a line that is not a tag) under a signed path: `dir/file`
 * becomes `dir/s/{token}/file`, with the token `tokenOf(dir)` ('' for a file beside the
 * playlist); a line whose directory has no token (null) stays as it is.
 */
export function signPlaylist(text: string, tokenOf: (dir: string) => string | null): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '' || trimmed.startsWith('#')) return line;
      const cut = trimmed.lastIndexOf('/');
      const dir = cut < 0 ? '' : trimmed.slice(0, cut);
      const token = tokenOf(dir);
      if (token === null) return line;
      const file = trimmed.slice(cut + 1);
      return `${dir === '' ? '' : `${dir}/`}${SIGNED_MEDIA_PREFIX}/${token}/${file}`;
    })
    .join('\n');
}

/** The Cache-Control of a file under a signed path: shared caches keep it until the path expires. */
export function signedSegmentCache(remainingMs: number): string {
  return `public, max-age=${Math.max(1, Math.floor(remainingMs / 1000))}, immutable`;
}

/**
 * Signs live playlists whose segments lie beside them, for every viewer of a stream alike: the
 * text signed for one viewer is handed to the next while the playlist and the token are the
 * same (the live window changes about once a segment, the token once a window), so a reload costs
 * no signing at all. One text is kept per stream.
 */
export function createLivePlaylistSigner(
  signer: MediaSigner,
): (stream: string, text: string) => string {
  const last = new Map<string, { text: string; token: string; signed: string }>();
  return (stream, text) => {
    const token = signer.token(stream);
    const kept = last.get(stream);
    if (kept && kept.text === text && kept.token === token) return kept.signed;
    const signed = signPlaylist(text, (dir) => (dir === '' ? token : null));
    last.set(stream, { text, token, signed });
    return signed;
  };
}
