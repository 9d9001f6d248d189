// The attributes of a slide's <img> sized for the screen: the original as `src` (full screen,
// download, and browsers without srcset), the WebP copies in `srcSet`, and the image's size so
// its box is reserved before it loads.
import { SLIDE_IMAGE_SIZES, type Slide } from '@podium/domain';

export interface SlidePicture {
  readonly src: string;
  readonly srcSet?: string | undefined;
  readonly sizes?: string | undefined;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

export function slidePicture(slide: Slide): SlidePicture {
  return {
    src: slide.ImageUrl,
    srcSet: slide.ImageSrcSet ?? undefined,
    sizes: slide.ImageSrcSet ? SLIDE_IMAGE_SIZES : undefined,
    width: slide.Width ?? undefined,
    height: slide.Height ?? undefined,
  };
}
