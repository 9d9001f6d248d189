// The WebP copies of a slide's picture sized for the screen (domain slides/image-variants.ts),
// made when the slides are made: by the PDF deck pipeline and the demo assets generator. Both
// the image's and the thumbnail's copies are scaled down from the full image, the sharpest
// source. The originals stay as they are, for full screen and download.
import { readFile, writeFile } from 'node:fs/promises';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { encodeHeld } from './canvas-encode.ts';
import {
  SLIDE_VARIANT_WEBP_QUALITY,
  slideVariantHeight,
  slideVariantKey,
  slideVariantWidths,
  type SlidePictureKind,
} from '@podium/domain';

export interface SlidePictureSizes {
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly thumbnailWidth: number;
}

export interface SlideVariantFile {
  readonly kind: SlidePictureKind;
  readonly width: number;
  /** Where the copy was written: the original's path named like its storage key. */
  readonly path: string;
}

async function webpCopy(image: Image, width: number): Promise<Buffer> {
  const height = slideVariantHeight(width, image.width, image.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return encodeHeld(canvas, 'webp', SLIDE_VARIANT_WEBP_QUALITY);
}

/**
 * Writes the copies of the slide image at imagePath and of its thumbnail at thumbnailPath beside
 * them (`slide.jpg` → `slide.w480.webp`, as slideVariantKey names their storage keys), and
 * returns the sizes the presentation payload gives the viewer.
 */
export async function writeSlideVariants(
  imagePath: string,
  thumbnailPath: string,
): Promise<{ sizes: SlidePictureSizes; files: SlideVariantFile[] }> {
  const [image, thumbnail] = await Promise.all([
    readFile(imagePath).then((bytes) => loadImage(bytes)),
    readFile(thumbnailPath).then((bytes) => loadImage(bytes)),
  ]);
  const files: SlideVariantFile[] = [];
  const originals = [
    { kind: 'image', path: imagePath, width: image.width },
    { kind: 'thumbnail', path: thumbnailPath, width: thumbnail.width },
  ] as const;
  for (const original of originals) {
    for (const width of slideVariantWidths(original.kind, original.width)) {
      const path = slideVariantKey(original.path, width);
      await writeFile(path, await webpCopy(image, width));
      files.push({ kind: original.kind, width, path });
    }
  }
  return {
    sizes: { imageWidth: image.width, imageHeight: image.height, thumbnailWidth: thumbnail.width },
    files,
  };
}
