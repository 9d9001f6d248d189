// Slide pictures sized for the screen: besides its original (kept for full screen and download),
// each slide image and thumbnail has WebP copies at the widths of a fixed ladder that are smaller
// than the original, made when the slides are made. The browser picks one through `srcset`.

/** Widths (px) of the WebP copies of a slide image, where the original is wider. */
export const SLIDE_IMAGE_VARIANT_WIDTHS = [480, 720, 960, 1920] as const;
/** Widths (px) of the WebP copies of a slide thumbnail, where the original is wider. */
export const SLIDE_THUMBNAIL_VARIANT_WIDTHS = [160] as const;
/** WebP quality (0–100) of the copies: no visible loss on a slide, about half the bytes of JPEG. */
export const SLIDE_VARIANT_WEBP_QUALITY = 80;

export type SlidePictureKind = 'image' | 'thumbnail';

const LADDERS: Record<SlidePictureKind, readonly number[]> = {
  image: SLIDE_IMAGE_VARIANT_WIDTHS,
  thumbnail: SLIDE_THUMBNAIL_VARIANT_WIDTHS,
};

/** The copies a picture of this width has: the ladder's widths below it (never an enlargement). */
export function slideVariantWidths(kind: SlidePictureKind, originalWidth: number): number[] {
  return LADDERS[kind].filter((width) => width < originalWidth);
}

/** Height of a copy `width` wide of a picture originalWidth × originalHeight (at least 1 px). */
export function slideVariantHeight(
  width: number,
  originalWidth: number,
  originalHeight: number,
): number {
  return Math.max(1, Math.round((originalHeight * width) / originalWidth));
}

/** The storage key of a copy: the original's key with its extension replaced (`a/b.jpg` → `a/b.w480.webp`). */
export function slideVariantKey(originalKey: string, width: number): string {
  const slash = originalKey.lastIndexOf('/');
  const dot = originalKey.lastIndexOf('.');
  const stem = dot > slash ? originalKey.slice(0, dot) : originalKey;
  return `${stem}.w${width}.webp`;
}

/**
 * A `srcset` of the copies and the original: `url(480) 480w, …, original originalWidth w`.
 * `variantUrl` gives a copy's address.
 */
export function slideSrcSet(
  kind: SlidePictureKind,
  originalUrl: string,
  originalWidth: number,
  variantUrl: (width: number) => string,
): string {
  return [
    ...slideVariantWidths(kind, originalWidth).map((width) => `${variantUrl(width)} ${width}w`),
    `${originalUrl} ${originalWidth}w`,
  ].join(', ');
}

/**
 * The `sizes` of a slide image: the width of a phone less the mobile layout's 12 px margins
 * (up to its 768 px), about three quarters of a wider screen (the stage beside the side panel).
 * The viewer's <img>, the first slide's poster and the server's preload of it use the same
 * value, so the preload is the picture used.
 */
export const SLIDE_IMAGE_SIZES = '(max-width: 768px) calc(100vw - 24px), 75vw';
/** The `sizes` of a thumbnail: the thumbnail strip's button widths (slides.css). */
export const SLIDE_THUMBNAIL_SIZES = '(max-width: 768px) 88px, 120px';
