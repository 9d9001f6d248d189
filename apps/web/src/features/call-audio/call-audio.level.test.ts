// The level meter's reading: silence is 0, a full-scale signal 100, and levels between on a
// decibel scale (a voice at a tenth of full scale reads well above the middle).
import { describe, expect, it } from 'vitest';
import { levelOf } from './call-audio.level.ts';

const wave = (amplitude: number, length = 512) =>
  Uint8Array.from({ length }, (_, i) => 128 + Math.round(amplitude * (i % 2 === 0 ? 127 : -127)));

describe('microphone level', () => {
  it('reads silence as 0 and a full-scale signal as 100', () => {
    expect(levelOf(new Uint8Array(512).fill(128))).toBe(0);
    expect(levelOf(new Uint8Array(0))).toBe(0);
    expect(levelOf(wave(1))).toBe(100);
  });

  it('reads quieter signals on a decibel scale', () => {
    expect(levelOf(wave(0.1))).toBe(67);
    // One step of the byte samples: -42 dBFS.
    expect(levelOf(wave(0.01))).toBe(30);
    expect(levelOf(wave(0.001))).toBe(0);
  });
});
