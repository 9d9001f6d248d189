// Encoding a canvas off the main thread, safely. @napi-rs/canvas's async encode works on the
// canvas's drawing surface in the thread pool without holding the canvas: when the garbage
// collector takes a canvas no longer referenced while its encode runs, the surface is freed under
// the encoder and the process dies (a segmentation fault). Each canvas is held here until its
// encode has settled.
import type { Canvas } from '@napi-rs/canvas';

const encoding = new Set<Canvas>();

/** The canvas as a JPEG or WebP file, the canvas held until the encode is done. */
export async function encodeHeld(
  canvas: Canvas,
  format: 'jpeg' | 'webp',
  quality: number,
): Promise<Buffer> {
  encoding.add(canvas);
  try {
    return await canvas.encode(format, quality);
  } finally {
    encoding.delete(canvas);
  }
}

/** How many canvases are being encoded now. */
export function canvasesEncoding(): number {
  return encoding.size;
}
