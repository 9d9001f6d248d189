// SPEC §2 Event Media and /{presId}/openVideo/{url}: an event media URL that is a video plays in
// the viewer's own plain player; any other URL opens as a page. A video is told by its file: SPEC
// §3 accepts only .mp4 video files.

const VIDEO_PATH = /\.mp4$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** Whether `url` (absolute http(s), or a same-site path) names an .mp4 video. */
export function isVideoUrl(url: string): boolean {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return VIDEO_PATH.test(path);
}

/** The openVideo route (relative to the viewer's base path) that plays `url`. */
export function openVideoPath(presId: number, url: string): string {
  return `/${presId}/openVideo/${encodeURIComponent(url)}`;
}
