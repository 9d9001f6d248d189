// A slide image that failed to load (a network blip, a server restart) is fetched again rather
// than left broken: after 1 s, then twice as long each time, never more than 10 s apart, for as
// long as the slide is on screen. SPEC §9 names no value for this; these are ours.

/** The first retry's delay. */
export const SLIDE_IMAGE_RETRY_FIRST_MS = 1_000;
/** The longest wait between two retries. */
export const SLIDE_IMAGE_RETRY_MAX_MS = 10_000;

/** The wait before retry number `retriesDone + 1` of a slide image. */
export function slideImageRetryDelayMs(retriesDone: number): number {
  const doubled = SLIDE_IMAGE_RETRY_FIRST_MS * 2 ** Math.max(0, retriesDone);
  return Math.min(doubled, SLIDE_IMAGE_RETRY_MAX_MS);
}

/**
 * The address that fetches the image again: the same resource with a retry marker, so the
 * browser asks the server afresh instead of replaying its failed attempt.
 */
export function slideImageRetryUrl(url: string, retry: number): string {
  if (retry <= 0) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}retry=${retry}${hash}`;
}
