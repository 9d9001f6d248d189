// The viewer's HTML with a preload of the first slide's image (ARCHITECTURE §7: the largest
// paint of a phone's first load is that image; announced in the HTML it downloads beside the
// script instead of after the entry calls).
import { readFile } from 'node:fs/promises';

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** The preload tag of a slide image: high priority, it is the page's largest paint. */
export function slideImagePreloadTag(imageUrl: string): string {
  return `<link rel="preload" as="image" href="${escapeAttribute(imageUrl)}" fetchpriority="high" />`;
}

/** The built index.html with the preload at the start of its head. */
export async function viewerPageWithPreload(
  indexHtmlPath: string,
  imageUrl: string,
): Promise<string> {
  const html = await readFile(indexHtmlPath, 'utf8');
  const tag = slideImagePreloadTag(imageUrl);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}
