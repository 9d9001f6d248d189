// SPEC §3 slidesAvailableDateTime / slidesExpireDateTime: the server decides what the deck holds
// inside and outside the window, so the viewer loads the presentation again the moment the window
// opens or closes, when that moment is under MAX_TIMER_MS away (SPEC §9 timers).
import { useEffect } from 'react';
import { MAX_TIMER_MS, slidesWindowOf, type Presentation } from '@podium/domain';
import { loadPresentation } from './presentation.store.ts';
import { serverNow } from '../../shared/server-clock.ts';

/** The next bound of the window after nowMs, or null when none is ahead. */
export function nextSlidesWindowBound(
  presentation: Pick<Presentation, 'slidesAvailableDateTime' | 'slidesExpireDateTime'>,
  nowMs: number,
): number | null {
  const { availableFromMs, expiresAtMs } = slidesWindowOf(presentation);
  const ahead = [availableFromMs, expiresAtMs].filter(
    (ms): ms is number => ms !== null && ms > nowMs,
  );
  return ahead.length === 0 ? null : Math.min(...ahead);
}

export function useSlidesWindowReload(presId: number, presentation: Presentation | null): void {
  const bound = presentation === null ? null : nextSlidesWindowBound(presentation, serverNow());
  useEffect(() => {
    if (bound === null) return;
    const delay = bound - serverNow();
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => void loadPresentation(presId, { force: true }).catch(() => undefined),
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [presId, bound]);
}
