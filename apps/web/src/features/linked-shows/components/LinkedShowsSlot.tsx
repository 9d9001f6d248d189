// Where the viewer shows its linked shows (SPEC §2 linked show, §9 show link types): nothing for
// a show without links, the linked-show bar (a lazy chunk) for one with some.
import { lazy } from 'react';
import { withChunkTimeout } from '../../../shared/lazy-chunk.ts';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';
import { useLinkedShows } from '../useLinkedShows.ts';

const LinkedShowsBar = lazy(
  withChunkTimeout(() =>
    import('./LinkedShowsBar.tsx').then((m) => ({ default: m.LinkedShowsBar })),
  ),
);

export function LinkedShowsSlot({
  presId,
  title,
}: {
  readonly presId: number;
  readonly title: string;
}) {
  const links = useLinkedShows(presId);
  if (links.length === 0) return null;
  return (
    <LazyBoundary fallback={null}>
      <LinkedShowsBar presId={presId} title={title} links={links} />
    </LazyBoundary>
  );
}
