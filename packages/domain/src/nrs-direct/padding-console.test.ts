import { describe, expect, it } from 'vitest';
import { applyPaddingCommand, PaddingCommand, paddingCommandsAt } from './padding-console.ts';
import { paddingWindowAt, PaddingWindow, type PaddingNavData } from './padding.ts';

const MIN = 60_000;
const T0 = Date.parse('2026-01-01T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const planned: PaddingNavData = {
  PaddingNavAtStartEndDateUTC: iso(T0 + 5 * MIN),
  PaddingNavAtEndStartDateUTC: iso(T0 + 15 * MIN),
};
const BEFORE = T0;
const TOUR = T0 + 10 * MIN;
const AFTER = T0 + 20 * MIN;

describe('console commands on the NRS Direct padding dates', () => {
  it('offers Start guided tour in the free windows and End guided tour during the tour', () => {
    expect(paddingCommandsAt(planned, BEFORE)).toEqual([PaddingCommand.StartTour]);
    expect(paddingCommandsAt(planned, TOUR)).toEqual([PaddingCommand.EndTour]);
    expect(paddingCommandsAt(planned, AFTER)).toEqual([PaddingCommand.StartTour]);
    // Without dates the tour runs (paddingWindowAt): it can only be ended.
    expect(paddingCommandsAt(null, BEFORE)).toEqual([PaddingCommand.EndTour]);
  });

  it('Start guided tour before the first date: the tour starts now and still ends as planned', () => {
    const next = applyPaddingCommand(planned, PaddingCommand.StartTour, BEFORE);
    expect(next).toEqual({
      PaddingNavAtStartEndDateUTC: iso(BEFORE),
      PaddingNavAtEndStartDateUTC: planned.PaddingNavAtEndStartDateUTC,
    });
    expect(paddingWindowAt(next, BEFORE)).toBe(PaddingWindow.Tour);
    expect(paddingWindowAt(next, T0 + 15 * MIN)).toBe(PaddingWindow.After);
  });

  it('Start guided tour after the tour ended: a new tour runs until a coordinator ends it', () => {
    const next = applyPaddingCommand(planned, PaddingCommand.StartTour, AFTER);
    expect(next).toEqual({
      PaddingNavAtStartEndDateUTC: iso(AFTER),
      PaddingNavAtEndStartDateUTC: null,
    });
    expect(paddingWindowAt(next, AFTER)).toBe(PaddingWindow.Tour);
    expect(paddingWindowAt(next, AFTER + 24 * 60 * MIN)).toBe(PaddingWindow.Tour);
  });

  it('End guided tour during the tour: free browsing from now, the start kept', () => {
    const next = applyPaddingCommand(planned, PaddingCommand.EndTour, TOUR);
    expect(next).toEqual({
      PaddingNavAtStartEndDateUTC: planned.PaddingNavAtStartEndDateUTC,
      PaddingNavAtEndStartDateUTC: iso(TOUR),
    });
    expect(paddingWindowAt(next, TOUR)).toBe(PaddingWindow.After);
  });

  it('End guided tour without any dates (a tour with no schedule) opens browsing now', () => {
    const next = applyPaddingCommand(null, PaddingCommand.EndTour, TOUR);
    expect(next).toEqual({
      PaddingNavAtStartEndDateUTC: null,
      PaddingNavAtEndStartDateUTC: iso(TOUR),
    });
    expect(paddingWindowAt(next, TOUR)).toBe(PaddingWindow.After);
  });

  it('refuses a command that does not apply in the window (null)', () => {
    expect(applyPaddingCommand(planned, PaddingCommand.EndTour, BEFORE)).toBeNull();
    expect(applyPaddingCommand(planned, PaddingCommand.StartTour, TOUR)).toBeNull();
    expect(applyPaddingCommand(planned, PaddingCommand.EndTour, AFTER)).toBeNull();
    expect(applyPaddingCommand(null, PaddingCommand.StartTour, TOUR)).toBeNull();
  });

  it('the two commands alternate: start, end, start again, end again', () => {
    let data: PaddingNavData | null = planned;
    let at = BEFORE;
    for (const command of ['startTour', 'endTour', 'startTour', 'endTour'] as const) {
      data = applyPaddingCommand(data, command, at);
      expect(data).not.toBeNull();
      expect(paddingWindowAt(data, at)).toBe(
        command === 'startTour' ? PaddingWindow.Tour : PaddingWindow.After,
      );
      at += MIN;
    }
  });
});
