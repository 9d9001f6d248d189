// SPEC §3 TickerMessages scrolling under the header. The moving strip is decoration for sighted
// viewers and hidden from assistive technology: screen readers get the messages once, as a plain
// list, instead of a live region that would announce them again on every loop. The strip can be
// paused, and starts paused for viewers who ask for reduced motion.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { tickerDurationSeconds } from '../ticker.ts';
import '../chrome.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Environments without media queries (some embedded browsers) count as no preference. */
function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

export function Ticker({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('chrome');
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
  /** The viewer's own choice; until they make one, reduced motion decides. */
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const paused = pausedChoice ?? reducedMotion;
  if (messages.length === 0) return null;
  const copy = (key: string) => (
    <span className="ticker__copy" key={key}>
      {messages.map((message, i) => (
        <span className="ticker__item" key={i}>
          {message}
        </span>
      ))}
    </span>
  );
  return (
    <section className="ticker" aria-label={t('ticker.label')}>
      <ul className="pd-visually-hidden">
        {messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
      <div className="ticker__viewport" aria-hidden="true">
        <div
          className={paused ? 'ticker__track ticker__track--paused' : 'ticker__track'}
          style={{ animationDuration: `${tickerDurationSeconds(messages)}s` }}
        >
          {copy('a')}
          {copy('b')}
        </div>
      </div>
      <button type="button" className="ticker__toggle" onClick={() => setPausedChoice(!paused)}>
        {paused ? t('ticker.play') : t('ticker.pause')}
      </button>
    </section>
  );
}
