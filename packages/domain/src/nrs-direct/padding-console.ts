// The console's live control of NRS Direct padding navigation (SPEC §4 padding dates): an event
// coordinator closes the free-browsing window now (Start guided tour) or opens it again now (End
// guided tour). Each command moves the SPEC §3 dates to the moment the server takes it, so
// attendees change window by the same rule (paddingWindowAt) as at any scheduled date.
import { z } from 'zod';
import { paddingWindowAt, PaddingWindow, type PaddingNavData } from './padding.ts';

export const PaddingCommand = { StartTour: 'startTour', EndTour: 'endTour' } as const;
export type PaddingCommand = (typeof PaddingCommand)[keyof typeof PaddingCommand];

/** POST console/paddingnav: the coordinator's Start guided tour or End guided tour. */
export const PaddingCommandBodySchema = z.strictObject({
  Command: z.enum([PaddingCommand.StartTour, PaddingCommand.EndTour]),
});
export type PaddingCommandBody = z.infer<typeof PaddingCommandBodySchema>;

function parse(utc: string | null): number | null {
  if (utc === null) return null;
  const ms = Date.parse(utc);
  return Number.isNaN(ms) ? null : ms;
}

/** The commands that apply in the window at nowMs (one each: free browsing or the tour). */
export function paddingCommandsAt(data: PaddingNavData | null, nowMs: number): PaddingCommand[] {
  switch (paddingWindowAt(data, nowMs)) {
    case PaddingWindow.Before:
    case PaddingWindow.After:
      return [PaddingCommand.StartTour];
    case PaddingWindow.Tour:
      return [PaddingCommand.EndTour];
  }
}

/**
 * The dates after `command` at nowMs; null when the command does not apply in the current window.
 * - Start guided tour (from either free window): the first date becomes now; a second date still
 *   ahead stays (the tour ends then, as planned), a passed one is cleared (the tour runs until a
 *   coordinator ends it).
 * - End guided tour (during the tour): the second date becomes now; the first date stays, so the
 *   record still says when the tour began.
 */
export function applyPaddingCommand(
  data: PaddingNavData | null,
  command: PaddingCommand,
  nowMs: number,
): PaddingNavData | null {
  if (!paddingCommandsAt(data, nowMs).includes(command)) return null;
  const now = new Date(nowMs).toISOString();
  switch (command) {
    case PaddingCommand.StartTour: {
      const endOfTour = parse(data?.PaddingNavAtEndStartDateUTC ?? null);
      return {
        PaddingNavAtStartEndDateUTC: now,
        PaddingNavAtEndStartDateUTC:
          endOfTour !== null && endOfTour > nowMs
            ? (data?.PaddingNavAtEndStartDateUTC ?? null)
            : null,
      };
    }
    case PaddingCommand.EndTour:
      return {
        PaddingNavAtStartEndDateUTC: data?.PaddingNavAtStartEndDateUTC ?? null,
        PaddingNavAtEndStartDateUTC: now,
      };
  }
}
