import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_MAX_VIEW_SECONDS,
  engagementCsv,
  slideEngagement,
  type SlideViewEvent,
} from './engagement.ts';

const deck = [
  { index: 0, title: 'Harbor Logistics' },
  { index: 1, title: 'Fleet, "renewed"' },
  { index: 2, title: null },
];
const s = (seconds: number) => seconds * 1000;
const view = (visitId: number, userId: number | null, slideIndex: number, at: number) =>
  ({ visitId, userId, slideIndex, atMs: s(at) }) satisfies SlideViewEvent;

describe('per-slide engagement', () => {
  it('times each view until the visit’s next view, whatever order the events came in', () => {
    const events = [
      view(1, 10, 1, 30),
      view(2, 11, 0, 5),
      view(1, 10, 0, 0),
      view(2, 11, 1, 25),
      view(1, 10, 0, 50),
    ];
    const heard = new Map([
      [1, s(60)],
      [2, s(40)],
    ]);
    const result = slideEngagement(deck, events, heard);
    expect(result).toEqual([
      // visit 1: 0→30 and 50→60 on slide 1; visit 2: 5→25.
      {
        Index: 0,
        Title: 'Harbor Logistics',
        Viewers: 2,
        Views: 3,
        TotalSeconds: 60,
        AverageSecondsPerViewer: 30,
      },
      // visit 1: 30→50; visit 2: 25→40.
      {
        Index: 1,
        Title: 'Fleet, "renewed"',
        Viewers: 2,
        Views: 2,
        TotalSeconds: 35,
        AverageSecondsPerViewer: 17.5,
      },
      { Index: 2, Title: null, Viewers: 0, Views: 0, TotalSeconds: 0, AverageSecondsPerViewer: 0 },
    ]);
    // The same events reversed give the same answer.
    expect(slideEngagement(deck, [...events].reverse(), heard)).toEqual(result);
  });

  it('counts a person once across their visits; unknown users count per visit', () => {
    const result = slideEngagement(
      deck,
      [view(1, 10, 0, 0), view(2, 10, 0, 100), view(3, null, 0, 0), view(4, null, 0, 0)],
      new Map(),
    );
    expect(result[0]).toMatchObject({ Viewers: 3, Views: 4, TotalSeconds: 0 });
  });

  it('caps a view left open and ignores a last-heard time before the view', () => {
    const result = slideEngagement(
      deck,
      [view(1, 10, 2, 0), view(2, 11, 2, 500)],
      new Map([
        [1, s(5 * 3600)],
        [2, s(400)],
      ]),
    );
    expect(result[2]).toMatchObject({ Viewers: 2, TotalSeconds: ENGAGEMENT_MAX_VIEW_SECONDS });
  });

  it('exports CSV with a header, quoted cells and no formula', () => {
    const rows = slideEngagement(
      [...deck, { index: 3, title: '=HYPERLINK("x")' }],
      [view(1, 10, 1, 0)],
      new Map([[1, s(12)]]),
    );
    expect(engagementCsv(rows).split('\r\n')).toEqual([
      'Slide,Title,Viewers,Views,Total seconds,Average seconds per viewer',
      '1,Harbor Logistics,0,0,0,0',
      '2,"Fleet, ""renewed""",1,1,12,12',
      '3,,0,0,0,0',
      `4,"'=HYPERLINK(""x"")",0,0,0,0`,
      '',
    ]);
  });
});
