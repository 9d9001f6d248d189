// The slide sync tool: while the media plays, each `Mark slide change` records the time the
// next slide starts; the first slide starts at 0. Saved as the slides' Time (SPEC §3 Slide.Time),
// the cue points the media viewer turns slides by.
import { z } from 'zod';

/**
 * The times after a mark at `at` seconds: the next slide without a time starts there. A mark
 * at or before the last recorded time, or past the last slide, changes nothing.
 */
export function markSlideChange(
  times: readonly number[],
  at: number,
  slideCount: number,
): number[] {
  const recorded = times.length === 0 ? [0] : [...times];
  const last = recorded.at(-1) ?? 0;
  if (recorded.length >= slideCount || at <= last) return recorded;
  return [...recorded, Math.round(at * 100) / 100];
}

/** PUT manage/events/{presId}/slidetimes: a start time per slide, from 0, increasing. */
export const SlideTimesBodySchema = z.object({
  Times: z
    .array(
      z
        .number()
        .nonnegative()
        .max(24 * 60 * 60),
    )
    .min(1, 'Mark at least the first slide.')
    .refine((times) => times[0] === 0, 'The first slide starts at 0.')
    .refine(
      (times) => times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0)),
      'Each slide must start after the one before.',
    ),
});
export type SlideTimesBody = z.infer<typeof SlideTimesBodySchema>;
