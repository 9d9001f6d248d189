import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { canvasesEncoding, encodeHeld } from './canvas-encode.ts';

describe('encodeHeld', () => {
  it('holds the canvas while it encodes, and lets it go once done', async () => {
    const canvas = createCanvas(40, 30);
    canvas.getContext('2d').fillRect(0, 0, 40, 30);
    const webp = encodeHeld(canvas, 'webp', 80);
    expect(canvasesEncoding()).toBe(1);
    const file = await webp;
    expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(canvasesEncoding()).toBe(0);
  });

  it('encodes many canvases no one else holds, each to a whole JPEG', async () => {
    const files = await Promise.all(
      Array.from({ length: 64 }, (_, index) => {
        const canvas = createCanvas(64 + index, 48);
        canvas.getContext('2d').fillRect(0, 0, 10, 10);
        return encodeHeld(canvas, 'jpeg', 85);
      }),
    );
    for (const file of files) {
      expect([file[0], file[1]]).toEqual([0xff, 0xd8]);
      expect([file.at(-2), file.at(-1)]).toEqual([0xff, 0xd9]);
    }
    expect(canvasesEncoding()).toBe(0);
  });
});
