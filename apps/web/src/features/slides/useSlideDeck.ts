// Slide navigation for the slides-only kind: the current slide, and changes that go through the
// SPEC §4 slide change rules, are persisted (SPEC §9 storage prefix) and logged (SPEC §7 logevent,
// Slide). Navigation itself is local: the slides-only kind has no presenter to follow.
import { useCallback, useMemo } from 'react';
import {
  LogEventType,
  decideSlideChange,
  isSlideNavigationAllowed,
  isValidSlideIndex,
  type Slide,
  type SlideChangeSource,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { logActivity } from '../viewer/activity-log.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { readSlideIndex, writeSlideIndex } from './slide-index.storage.ts';
import { useSlidesStore } from './slides.store.ts';

export interface SlideDeck {
  readonly slides: readonly Slide[];
  readonly index: number;
  readonly current: Slide | undefined;
  readonly canNavigate: boolean;
  readonly goTo: (index: number, source?: SlideChangeSource) => void;
  readonly next: () => void;
  readonly previous: () => void;
}

export function useSlideDeck(): SlideDeck {
  const { presId, presentation, user, logId } = usePresentation();
  const { kind } = useViewerKind();
  const slides = presentation.Slides;
  const count = slides.length;
  const stored = useSlidesStore((state) => state.indexByPres[presId]);
  const setIndex = useSlidesStore((state) => state.setIndex);
  const restored = useMemo(() => readSlideIndex(presId, count) ?? 0, [presId, count]);
  const index = stored !== undefined && isValidSlideIndex(stored, count) ? stored : restored;
  const canNavigate = isSlideNavigationAllowed({
    kind,
    permissions: user?.PresPermissions ?? null,
    liveVideoEnded: false,
    replayAvailable: false,
  });

  // Reads the store, not the render's index: two key presses can arrive before a re-render.
  const latestIndex = useCallback(() => {
    const latest = useSlidesStore.getState().indexByPres[presId];
    return latest !== undefined && isValidSlideIndex(latest, count) ? latest : restored;
  }, [presId, count, restored]);

  const goTo = useCallback(
    (target: number, source: SlideChangeSource = 'direct') => {
      if (!canNavigate) return;
      const decision = decideSlideChange(
        {
          currentIndex: latestIndex(),
          slideCount: count,
          // Local navigation applies at once, so no arrow request is ever pending.
          pendingArrowIndex: null,
          focusedView: null,
          previousFocusedView: null,
          mayChangeInVideoOnlyFocus: false,
        },
        { index: target, source },
      );
      if (!decision.accepted) return;
      setIndex(presId, decision.index);
      writeSlideIndex(presId, decision.index);
      logActivity(presId, logId, { EventType: LogEventType.Slide, SlideIndex: decision.index });
    },
    [canNavigate, latestIndex, count, setIndex, presId, logId],
  );

  const next = useCallback(() => goTo(latestIndex() + 1, 'arrow'), [goTo, latestIndex]);
  const previous = useCallback(() => goTo(latestIndex() - 1, 'arrow'), [goTo, latestIndex]);

  return { slides, index, current: slides[index], canNavigate, goTo, next, previous };
}
