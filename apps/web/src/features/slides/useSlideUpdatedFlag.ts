// SPEC §4 slide-updated flag: raised when the presenter's slide changes under a viewer who
// follows it, and reset SLIDE_UPDATED_FLAG_RESET_MS later. The slide frame shows it as a brief
// highlight, so a viewer looking away notices the slide turned. The slide the page opens on is
// not an update.
import { useEffect, useRef, useState } from 'react';
import { SLIDE_UPDATED_FLAG_RESET_MS } from '@podium/domain';

export function useSlideUpdatedFlag(presenterIndex: number | null): boolean {
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const previous = useRef(presenterIndex);
  useEffect(() => {
    const before = previous.current;
    previous.current = presenterIndex;
    if (before === presenterIndex || before === null || presenterIndex === null) return;
    const at = Date.now();
    setUpdatedAt(at);
    const timer = setTimeout(
      () => setUpdatedAt((current) => (current === at ? null : current)),
      SLIDE_UPDATED_FLAG_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [presenterIndex]);
  return updatedAt !== null;
}
