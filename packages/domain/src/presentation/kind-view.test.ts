import { describe, expect, it } from 'vitest';
import { PresentationKind, RouteChild } from './kind.ts';
import { KIND_VIEWS, kindViewOf } from './kind-view.ts';

describe('kindViewOf', () => {
  it('names the view of every route child', () => {
    const views = Object.values(RouteChild).map((child) => [
      child,
      kindViewOf(PresentationKind.SlidesOnly, child),
    ]);
    expect(Object.fromEntries(views)).toEqual({
      [RouteChild.Slides]: 'slides',
      [RouteChild.Documents]: 'documents',
      [RouteChild.MediaSlides]: 'media',
      [RouteChild.VideoOnly]: 'media',
      [RouteChild.AudioOnly]: 'media',
      [RouteChild.SlidesConference]: 'conference',
      [RouteChild.Conference]: 'conference',
      [RouteChild.SimuLive]: 'conference',
      [RouteChild.LiveVideo]: 'liveVideo',
      [RouteChild.SmallGroupMeeting]: 'meeting',
    });
  });

  it('gives NRS Direct its own view, whatever its route child', () => {
    expect(kindViewOf(PresentationKind.NrsDirect, RouteChild.LiveVideo)).toBe('nrsDirect');
    expect(kindViewOf(PresentationKind.LiveVideo, RouteChild.LiveVideo)).toBe('liveVideo');
  });

  it('lists every view it can name', () => {
    const named = new Set(
      [...Object.values(RouteChild), 'Elsewhere' as RouteChild].flatMap((child) =>
        Object.values(PresentationKind).map((kind) => kindViewOf(kind, child)),
      ),
    );
    expect([...named].sort()).toEqual([...KIND_VIEWS].sort());
  });

  it('has none for a route child it does not know', () => {
    expect(kindViewOf(PresentationKind.SlidesOnly, 'Elsewhere' as RouteChild)).toBe('unavailable');
  });
});
