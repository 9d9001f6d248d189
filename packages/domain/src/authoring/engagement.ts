// Per-slide engagement for the manage area: from the activity log's slide views (SPEC §7
// logevent type Slide), how many viewers saw each slide and for how long. A view lasts until the
// same visit's next slide view; a visit's last view lasts until the visit was last heard from
// (any later log event, such as KeepAlive). Events may arrive in any order: each visit's views
// are put in time order first. No view counts for more than ENGAGEMENT_MAX_VIEW_SECONDS (a tab
// left open overnight is not an hour of attention).
import { z } from 'zod';

/** The longest one slide view counts for. */
export const ENGAGEMENT_MAX_VIEW_SECONDS = 10 * 60;

export interface SlideViewEvent {
  readonly visitId: number;
  /** The visit's user; null when not known (each visit then counts as its own viewer). */
  readonly userId: number | null;
  readonly slideIndex: number;
  readonly atMs: number;
}

export const SlideEngagementSchema = z.object({
  /** 0-based slide index. */
  Index: z.number().int().nonnegative(),
  Title: z.string().nullable(),
  /** Distinct viewers who saw the slide. */
  Viewers: z.number().int().nonnegative(),
  Views: z.number().int().nonnegative(),
  /** Time on the slide, all viewers together, in whole seconds. */
  TotalSeconds: z.number().nonnegative(),
  /** TotalSeconds per viewer, one decimal; 0 when nobody saw it. */
  AverageSecondsPerViewer: z.number().nonnegative(),
});
export type SlideEngagement = z.infer<typeof SlideEngagementSchema>;
export const EngagementResponseSchema = z.object({ Slides: z.array(SlideEngagementSchema) });
export type EngagementResponse = z.infer<typeof EngagementResponseSchema>;

/**
 * Engagement for each slide of the deck (in deck order, slides nobody saw included).
 * `lastHeardMs` gives, per visit, its latest log event of any kind.
 */
export function slideEngagement(
  deck: readonly { readonly index: number; readonly title: string | null }[],
  views: readonly SlideViewEvent[],
  lastHeardMs: ReadonlyMap<number, number>,
): SlideEngagement[] {
  const byVisit = new Map<number, SlideViewEvent[]>();
  for (const view of views) {
    const list = byVisit.get(view.visitId);
    if (list) list.push(view);
    else byVisit.set(view.visitId, [view]);
  }
  const viewers = new Map<number, Set<string>>();
  const counts = new Map<number, number>();
  const millis = new Map<number, number>();
  const maxMs = ENGAGEMENT_MAX_VIEW_SECONDS * 1000;
  for (const [visitId, list] of byVisit) {
    list.sort((a, b) => a.atMs - b.atMs);
    const heard = lastHeardMs.get(visitId) ?? list[list.length - 1]!.atMs;
    list.forEach((view, i) => {
      const endMs = list[i + 1]?.atMs ?? Math.max(heard, view.atMs);
      const spent = Math.min(Math.max(0, endMs - view.atMs), maxMs);
      const who = view.userId === null ? `visit:${visitId}` : `user:${view.userId}`;
      const seen = viewers.get(view.slideIndex) ?? new Set<string>();
      seen.add(who);
      viewers.set(view.slideIndex, seen);
      counts.set(view.slideIndex, (counts.get(view.slideIndex) ?? 0) + 1);
      millis.set(view.slideIndex, (millis.get(view.slideIndex) ?? 0) + spent);
    });
  }
  return [...deck]
    .sort((a, b) => a.index - b.index)
    .map((slide) => {
      const n = viewers.get(slide.index)?.size ?? 0;
      const total = Math.round((millis.get(slide.index) ?? 0) / 1000);
      return {
        Index: slide.index,
        Title: slide.title,
        Viewers: n,
        Views: counts.get(slide.index) ?? 0,
        TotalSeconds: total,
        AverageSecondsPerViewer: n === 0 ? 0 : Math.round((total / n) * 10) / 10,
      };
    });
}

const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** `Export engagement`: one CSV row per slide, with a header row (RFC 4180, CRLF). */
export function engagementCsv(slides: readonly SlideEngagement[]): string {
  const header = [
    'Slide',
    'Title',
    'Viewers',
    'Views',
    'Total seconds',
    'Average seconds per viewer',
  ];
  const rows = slides.map((s) => [
    s.Index + 1,
    s.Title,
    s.Viewers,
    s.Views,
    s.TotalSeconds,
    s.AverageSecondsPerViewer,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
