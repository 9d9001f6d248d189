// Making a slide deck from an uploaded PDF (manage area): the upload is answered at once (202)
// and the slides are made in the background, page by page; the manage page reads how far it is
// until the deck is Done (it then replaces the event's slides) or Failed, with the reason.
import { z } from 'zod';
import { ManagedSlideSchema } from './api.ts';

export const DeckRenderStatusSchema = z.enum(['Queued', 'Rendering', 'Done', 'Failed']);
export type DeckRenderStatus = z.infer<typeof DeckRenderStatusSchema>;

export const ManagedDeckRenderSchema = z.object({
  /** The name the coordinator's file had. */
  FileName: z.string(),
  Status: DeckRenderStatusSchema,
  /** Pages made so far. */
  PagesDone: z.number().int().nonnegative(),
  /** Null until the PDF has been opened. */
  PageCount: z.number().int().nonnegative().nullable(),
  /** Why the PDF could not be used, when Failed. */
  Error: z.string().nullable(),
});
export type ManagedDeckRender = z.infer<typeof ManagedDeckRenderSchema>;

/** The answer of PUT manage/events/{presId}/slidedeck (202): the render, just started. */
export const SlideDeckRenderResponseSchema = z.object({ Render: ManagedDeckRenderSchema });

/** GET manage/events/{presId}/slidedeck: the event's latest render (null: none) and its deck. */
export const SlideDeckStateResponseSchema = z.object({
  Render: ManagedDeckRenderSchema.nullable(),
  Slides: z.array(ManagedSlideSchema),
});
export type SlideDeckState = z.infer<typeof SlideDeckStateResponseSchema>;

/** Said of a render whose server stopped before it was done. */
export const DECK_RENDER_INTERRUPTED_MESSAGE =
  'The server stopped while making the slides. Upload the PDF again.';
/** Said when a second PDF is sent while slides are still being made from the first. */
export const DECK_RENDER_BUSY_MESSAGE =
  'Slides are still being made from the last PDF. Try again when they are ready.';

/** Still being made: waiting for its turn or drawing pages. */
export function isDeckRenderUnderway(render: Pick<ManagedDeckRender, 'Status'> | null): boolean {
  return render !== null && (render.Status === 'Queued' || render.Status === 'Rendering');
}

/** 0–100: the share of pages made (0 until the page count is known). */
export function deckRenderPercent(render: Pick<ManagedDeckRender, 'PagesDone' | 'PageCount'>) {
  if (render.PageCount === null || render.PageCount === 0) return 0;
  return Math.min(100, Math.floor((render.PagesDone / render.PageCount) * 100));
}
