// SPEC §2, §4: the first slide a fresh viewer paints, for kinds where the presentation decides it.
import { describe, expect, it } from 'vitest';
import { makePresentation, makeSlide, makeSlides } from '../presentation/presentation.fixture.ts';
import {
  conferenceFirstSlide,
  firstSlideFollowsPresenter,
  firstSlideShown,
} from './first-slide.ts';

describe('firstSlideShown', () => {
  it('is the lowest-index slide of a slide show, whatever the order sent', () => {
    const slides = [makeSlide(2), makeSlide(0), makeSlide(1)];
    expect(firstSlideShown(makePresentation({ HasSlides: true, Slides: slides }))?.Index).toBe(0);
  });

  it('is the first slide of on-demand media with slides', () => {
    const presentation = makePresentation({
      HasSlides: true,
      Slides: makeSlides(3),
      Video: {
        ContainerGuid: '33333333-3333-3333-3333-333333333333',
        DurationSeconds: 60,
        Resolutions: [{ Height: 360, Width: 640, Url: '/v.mp4' }],
      },
    });
    expect(firstSlideShown(presentation)?.Index).toBe(0);
  });

  it('is none for a call, whose presenter decides the slide', () => {
    const presentation = makePresentation({
      HasSlides: true,
      Slides: makeSlides(3),
      HasConferenceCall: true,
    });
    expect(firstSlideShown(presentation)).toBeNull();
  });

  it('is none without slides (a public participant may have none left)', () => {
    expect(firstSlideShown(makePresentation({ HasSlides: true, Slides: [] }))).toBeNull();
    expect(firstSlideShown(makePresentation())).toBeNull();
  });
});

describe('conferenceFirstSlide', () => {
  const call = (slides = [makeSlide(2), makeSlide(0), makeSlide(1)]) =>
    makePresentation({ HasSlides: true, Slides: slides, HasConferenceCall: true });

  it("is the presenter's slide, counted in show order whatever the order sent", () => {
    expect(conferenceFirstSlide(call(), 0)?.Index).toBe(0);
    expect(conferenceFirstSlide(call(), 1)?.Index).toBe(1);
    expect(conferenceFirstSlide(call(), 2)?.Index).toBe(2);
  });

  it('is the last slide when the presenter is past the end of the deck this viewer sees', () => {
    expect(conferenceFirstSlide(call(), 3)?.Index).toBe(2);
    expect(conferenceFirstSlide(call(), 40)?.Index).toBe(2);
  });

  it("is none without slides, and for kinds whose slide is not the presenter's", () => {
    expect(conferenceFirstSlide(call([]), 0)).toBeNull();
    const show = makePresentation({ HasSlides: true, Slides: makeSlides(3) });
    expect(conferenceFirstSlide(show, 1)).toBeNull();
    expect(firstSlideFollowsPresenter(show)).toBe(false);
    expect(firstSlideFollowsPresenter(call())).toBe(true);
    const callOnly = makePresentation({ HasConferenceCall: true });
    expect(firstSlideFollowsPresenter(callOnly)).toBe(false);
  });
});
