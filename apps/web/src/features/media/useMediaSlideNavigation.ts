// Slide navigation while media plays (SPEC §2 MediaSlides): the slide shown is the media's (cue
// points), so choosing a slide seeks the media to that slide's cue start instead of changing a
// personal index. The SPEC §4 slide change rules still decide whether a request counts, and an
// accepted one is logged as Slide (SPEC §9): it is the viewer's own navigation, unlike the
// changes the media makes.
import { useCallback, useMemo } from 'react';
import {
  LogEventTypes,
  buildSlideCuepoints,
  decideSlideChange,
  slideCueStart,
  type Slide,
  type SlideChangeSource,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { logActivity } from '../viewer/activity-log.ts';
import { useMediaStore } from './media.store.ts';

/** Position in the slide list of the slide with this Index; the first slide before any cue. */
export function slidePosition(slides: readonly Slide[], slideIndex: number | null): number {
  if (slideIndex === null) return 0;
  const position = slides.findIndex((s) => s.Index === slideIndex);
  return position < 0 ? 0 : position;
}

export interface MediaSlideNavigation {
  readonly slides: readonly Slide[];
  readonly position: number;
  /** Whether the slide at this position has a cue to seek to. */
  readonly canGoTo: (position: number) => boolean;
  readonly goTo: (position: number, source?: SlideChangeSource) => void;
  readonly next: () => void;
  readonly previous: () => void;
}

export function useMediaSlideNavigation(): MediaSlideNavigation {
  const { presId, presentation, logId } = usePresentation();
  const slides = presentation.Slides;
  const position = slidePosition(
    slides,
    useMediaStore((s) => s.sync.slideIndex),
  );
  // Lookups go by start, so the duration (which only moves the last cue's end) is not needed.
  const cues = useMemo(() => buildSlideCuepoints(slides, null), [slides]);

  const cueStartAt = useCallback(
    (target: number) => {
      const slide = slides[target];
      return slide === undefined ? null : slideCueStart(cues, slide.Index);
    },
    [slides, cues],
  );

  const goTo = useCallback(
    (target: number, source: SlideChangeSource = 'direct') => {
      const { controller, sync } = useMediaStore.getState();
      const decision = decideSlideChange(
        {
          currentIndex: slidePosition(slides, sync.slideIndex),
          slideCount: slides.length,
          pendingArrowIndex: null,
          focusedView: null,
          previousFocusedView: null,
          mayChangeInVideoOnlyFocus: false,
        },
        { index: target, source },
      );
      const start = decision.accepted ? cueStartAt(decision.index) : null;
      const slide = slides[target];
      if (controller === null || start === null || slide === undefined) return;
      controller.seekTo(start, 'user');
      logActivity(presId, logId, {
        EventType: LogEventTypes.Slide,
        SlideIndex: slide.Index,
        MediaTimeSeconds: start,
      });
    },
    [slides, cueStartAt, presId, logId],
  );

  const next = useCallback(() => {
    goTo(slidePosition(slides, useMediaStore.getState().sync.slideIndex) + 1, 'arrow');
  }, [goTo, slides]);
  const previous = useCallback(() => {
    goTo(slidePosition(slides, useMediaStore.getState().sync.slideIndex) - 1, 'arrow');
  }, [goTo, slides]);

  return {
    slides,
    position,
    canGoTo: (target) => cueStartAt(target) !== null,
    goTo,
    next,
    previous,
  };
}
