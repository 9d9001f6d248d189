// SPEC §2 Event Media and /{presId}/openVideo/{url}: an event media URL that is a video plays in
// the viewer's own plain player; any other URL opens as a page. A video is told by its file: SPEC
// §3 accepts only .mp4 video files.

const VIDEO_PATH = /\.mp4$/i;

/** Whether `url` (absolute http(s), or a same-site path) names an .mp4 video. */
export function isVideoUrl(url: string): boolean {
  try {
    const parsed = new URL(url, 'https://same-site.invalid');
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    return VIDEO_PATH.test(parsed.pathname);
  } catch {
    return false;
  }
}

/** The openVideo route (relative to the viewer's base path) that plays `url`. */
export function openVideoPath(presId: number, url: string): string {
  return `/${presId}/openVideo/${encodeURIComponent(url)}`;
}
