// The viewer's HTML with a preload of the first slide's image (ARCHITECTURE §7: the largest
// paint of a phone's first load is that image; announced in the HTML it downloads beside the
// script instead of after the entry calls).
import { readFile } from 'node:fs/promises';
import { SLIDE_IMAGE_SIZES } from '@podium/domain';

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A slide image to preload: its original, and the srcset of its copies sized for the screen. */
export interface SlideImagePreload {
  readonly url: string;
  readonly srcSet: string | null;
}

/**
 * The preload tag of a slide image: high priority, it is the page's largest paint. With a srcset
 * it carries the viewer's `sizes`, so the browser preloads the very copy the <img> then uses.
 */
export function slideImagePreloadTag({ url, srcSet }: SlideImagePreload): string {
  const responsive = srcSet
    ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(SLIDE_IMAGE_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(url)}"${responsive} fetchpriority="high" />`;
}

/**
 * The built index.html with the preload right after its viewport meta: the browser's preload
 * scanner picks a srcset candidate with the viewport it knows at that point, and before the
 * viewport meta that is a desktop's width (a phone would then fetch the largest copy as well).
 * Without a viewport meta the preload goes at the start of the head.
 */
export async function viewerPageWithPreload(
  indexHtmlPath: string,
  image: SlideImagePreload,
): Promise<string> {
  const html = await readFile(indexHtmlPath, 'utf8');
  const tag = slideImagePreloadTag(image);
  const anchor = /<meta\s+name="viewport"[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}
