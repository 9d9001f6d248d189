// The listeners' stream is played close to live: the server cuts it in half-second segments, and
// hls.js is told to keep about a second behind the live edge, catch up gently, jump past three.
import { describe, expect, it } from 'vitest';
import { LIVE_AUDIO_HLS_CONFIG } from './useLiveAudio.ts';

describe('live audio latency', () => {
  it('plays a second behind live, catching up at 1.1x, jumping when 3 s behind', () => {
    expect(LIVE_AUDIO_HLS_CONFIG).toMatchObject({
      lowLatencyMode: true,
      liveSyncDuration: 1,
      liveMaxLatencyDuration: 3,
      maxLiveSyncPlaybackRate: 1.1,
    });
    expect(LIVE_AUDIO_HLS_CONFIG.backBufferLength).toBeLessThanOrEqual(5);
  });
});
