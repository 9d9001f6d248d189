// Where a slide stage offers `Search slides`: the domain's rule (isSlideSearchOffered) decides by
// the event's kind and whether this viewer may page on their own. The search itself is a lazy
// chunk of its own: the first slide does not need it.
import { lazy } from 'react';
import { isSlideSearchOffered, type Slide } from '@podium/domain';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';
import { withChunkTimeout } from '../../../shared/lazy-chunk.ts';
import { useViewerKind } from '../../viewer/useViewerKind.ts';

const SlideSearch = lazy(
  withChunkTimeout(() => import('./SlideSearch.tsx').then((m) => ({ default: m.SlideSearch }))),
);

interface SlideSearchSlotProps {
  /** The deck as this viewer has it (a public participant's is cut, SPEC §6). */
  readonly slides: readonly Slide[];
  /** SPEC §5: this viewer may page through the slides on their own. */
  readonly mayNavigate: boolean;
  /** Shows the slide at this position of `slides`. */
  readonly onJump: (position: number) => void;
}

export function SlideSearchSlot({ slides, mayNavigate, onJump }: SlideSearchSlotProps) {
  const { kind } = useViewerKind();
  if (!isSlideSearchOffered(kind, mayNavigate)) return null;
  return (
    <LazyBoundary fallback={null}>
      <SlideSearch slides={slides} onJump={onJump} />
    </LazyBoundary>
  );
}
