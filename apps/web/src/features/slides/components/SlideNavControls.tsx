// The Previous slide / counter / Next slide row (ARCHITECTURE §5 names) every slide stage shows:
// slides-only, media with slides and conference calls differ only in what may be reached.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { ChevronIcon } from './ChevronIcon.tsx';

interface SlideNavControlsProps {
  /** 0-based index of the slide shown. */
  readonly index: number;
  readonly count: number;
  readonly previousDisabled: boolean;
  readonly nextDisabled: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  /** Extra controls a stage adds after Next (e.g. follow the presenter). */
  readonly children?: ReactNode;
}

export function SlideNavControls({
  index,
  count,
  previousDisabled,
  nextDisabled,
  onPrevious,
  onNext,
  children,
}: SlideNavControlsProps) {
  const { t } = useTranslation('slides');
  return (
    <div className="slides__controls">
      <button
        type="button"
        className="slides__nav"
        aria-label={t('previous')}
        title={t('previous')}
        disabled={previousDisabled}
        onClick={onPrevious}
      >
        <ChevronIcon direction="left" />
      </button>
      <span className="slides__counter" aria-hidden="true">
        {t('counter', { n: index + 1, m: count })}
      </span>
      <button
        type="button"
        className="slides__nav"
        aria-label={t('next')}
        title={t('next')}
        disabled={nextDisabled}
        onClick={onNext}
      >
        <ChevronIcon direction="right" />
      </button>
      {children}
    </div>
  );
}
