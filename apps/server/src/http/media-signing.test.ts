// Signed media paths: one token per stream and window, checked without any session.
import { describe, expect, it } from 'vitest';
import {
  createLivePlaylistSigner,
  createMediaSigner,
  SIGNED_MACS_KEPT,
  SIGNED_MEDIA_WINDOW_MS,
  SIGNED_RECORDING_WINDOW_MS,
  signedSegmentCache,
  signPlaylist,
} from './media-signing.ts';

const W = SIGNED_MEDIA_WINDOW_MS;

function clock(startMs: number) {
  let at = startMs;
  return { now: () => new Date(at), set: (ms: number) => void (at = ms) };
}

describe('createMediaSigner', () => {
  it('hands everyone the same token within a window, a new one in the next', () => {
    const c = clock(1_800_000_000_000);
    const signer = createMediaSigner('secret', c.now);
    const first = signer.token('live-video:3001:r1');
    c.set(1_800_000_000_000 + W - 1);
    expect(signer.token('live-video:3001:r1')).toBe(first);
    c.set(1_800_000_000_000 + W);
    expect(signer.token('live-video:3001:r1')).not.toBe(first);
    expect(signer.token('live-video:3001:r2')).not.toBe(signer.token('live-video:3001:r1'));
  });

  it('accepts its token until the end of the next window, then refuses it', () => {
    const start = 1_800_000_000_000; // a window boundary
    const c = clock(start);
    const signer = createMediaSigner('secret', c.now);
    const token = signer.token('call-audio:2001:1');
    expect(token).toMatch(/^1800000120-[A-Za-z0-9_-]{43}$/);
    expect(signer.remainingMs('call-audio:2001:1', token)).toBe(2 * W);
    c.set(start + 2 * W - 1);
    expect(signer.remainingMs('call-audio:2001:1', token)).toBe(1);
    c.set(start + 2 * W);
    expect(signer.remainingMs('call-audio:2001:1', token)).toBeNull();
  });

  it('refuses a token of another stream, another secret, a changed expiry or signature', () => {
    const c = clock(1_800_000_030_000);
    const signer = createMediaSigner('secret', c.now);
    const token = signer.token('call-audio:2001:1');
    const [seconds = '', mac = ''] = token.split('-');
    expect(signer.remainingMs('call-audio:2001:2', token)).toBeNull();
    expect(createMediaSigner('other', c.now).remainingMs('call-audio:2001:1', token)).toBeNull();
    expect(signer.remainingMs('call-audio:2001:1', `${Number(seconds) + 60}-${mac}`)).toBeNull();
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expect(signer.remainingMs('call-audio:2001:1', `${seconds}-${flipped}`)).toBeNull();
    for (const bad of ['', 'x', `${seconds}-${mac}x`, `${seconds}${mac}`, `-${mac}`])
      expect(signer.remainingMs('call-audio:2001:1', bad), bad).toBeNull();
  });

  it('a recording signer keeps one token for its longer window, valid through the next one', () => {
    const R = SIGNED_RECORDING_WINDOW_MS;
    const start = 1_800_000_000_000 - (1_800_000_000_000 % R); // a recording window boundary
    const c = clock(start);
    const signer = createMediaSigner('secret', c.now, R);
    const token = signer.token('recording:1002:video-360p.mp4');
    c.set(start + R - 1);
    expect(signer.token('recording:1002:video-360p.mp4')).toBe(token);
    expect(signer.remainingMs('recording:1002:video-360p.mp4', token)).toBe(R + 1);
    c.set(start + 2 * R - 1);
    expect(signer.remainingMs('recording:1002:video-360p.mp4', token)).toBe(1);
    c.set(start + 2 * R);
    expect(signer.remainingMs('recording:1002:video-360p.mp4', token)).toBeNull();
    expect(R).toBeGreaterThan(SIGNED_MEDIA_WINDOW_MS);
  });

  it('keeps its tokens right past SIGNED_MACS_KEPT streams, and for streams it no longer keeps', () => {
    const c = clock(1_800_000_000_000);
    const signer = createMediaSigner('secret', c.now);
    const fresh = createMediaSigner('secret', c.now);
    const first = signer.token('stream-0');
    for (let i = 1; i <= SIGNED_MACS_KEPT; i += 1) signer.token(`stream-${i}`);
    expect(signer.token('stream-0')).toBe(first);
    expect(signer.token(`stream-${SIGNED_MACS_KEPT}`)).toBe(
      fresh.token(`stream-${SIGNED_MACS_KEPT}`),
    );
    expect(signer.remainingMs('stream-0', first)).not.toBeNull();
    expect(signer.remainingMs('stream-1', first)).toBeNull();
  });

  it('two processes with the same secret accept each other’s tokens', () => {
    const c = clock(1_800_000_030_000);
    const token = createMediaSigner('shared', c.now).token('s');
    expect(createMediaSigner('shared', c.now).remainingMs('s', token)).not.toBeNull();
    expect(createMediaSigner(undefined, c.now).remainingMs('s', token)).toBeNull();
  });
});

describe('signPlaylist', () => {
  it('puts each segment under its directory’s signed path and leaves tags alone', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-PROGRAM-DATE-TIME:2027-01-01T00:00:00.000Z',
      '#EXTINF:1.0,',
      'seg_00001.ts',
      '#EXTINF:1.0,',
      'hls/r2/seg_00002.ts',
      'other/r3/seg_00003.ts',
      '',
    ].join('\n');
    const tokens: Record<string, string | null> = { '': 'A', 'hls/r2': 'B' };
    expect(signPlaylist(text, (dir) => tokens[dir] ?? null).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-PROGRAM-DATE-TIME:2027-01-01T00:00:00.000Z',
      '#EXTINF:1.0,',
      's/A/seg_00001.ts',
      '#EXTINF:1.0,',
      'hls/r2/s/B/seg_00002.ts',
      'other/r3/seg_00003.ts',
      '',
    ]);
  });
});

describe('signedSegmentCache', () => {
  it('is public for the seconds left, at least one', () => {
    expect(signedSegmentCache(119_999)).toBe('public, max-age=119, immutable');
    expect(signedSegmentCache(400)).toBe('public, max-age=1, immutable');
  });
});

describe('createLivePlaylistSigner', () => {
  const window = (first: number) =>
    [
      '#EXTM3U',
      '#EXTINF:1.0,',
      `seg_0000${first}.ts`,
      '#EXTINF:1.0,',
      `seg_0000${first + 1}.ts`,
      '',
    ].join('\n');

  it('signs the files beside the playlist with the stream’s token of the window', () => {
    const c = clock(1_800_000_000_000);
    const signer = createMediaSigner('secret', c.now);
    const sign = createLivePlaylistSigner(signer);
    const token = signer.token('live:1');
    expect(sign('live:1', window(1))).toBe(
      [
        '#EXTM3U',
        '#EXTINF:1.0,',
        `s/${token}/seg_00001.ts`,
        '#EXTINF:1.0,',
        `s/${token}/seg_00002.ts`,
        '',
      ].join('\n'),
    );
  });

  it('hands the same text again until the playlist, the token or the stream changes', () => {
    const c = clock(1_800_000_000_000);
    const signer = createMediaSigner('secret', c.now);
    const sign = createLivePlaylistSigner(signer);
    const first = sign('live:1', window(1));
    expect(sign('live:1', window(1))).toBe(first);
    // Another stream of the same text: its own token.
    const other = sign('live:2', window(1));
    expect(other).toContain(`s/${signer.token('live:2')}/seg_00001.ts`);
    expect(sign('live:1', window(1))).toBe(first);
    // The window slid.
    expect(sign('live:1', window(2))).toContain(`s/${signer.token('live:1')}/seg_00003.ts`);
    // The signing window turned: the same playlist under the new token.
    const text = window(2);
    const before = sign('live:1', text);
    c.set(1_800_000_000_000 + W);
    const after = sign('live:1', text);
    expect(after).not.toBe(before);
    expect(after).toContain(`s/${signer.token('live:1')}/seg_00002.ts`);
    expect(signer.remainingMs('live:1', signer.token('live:1'))).toBe(2 * W);
  });
});
