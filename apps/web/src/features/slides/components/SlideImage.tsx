// The current slide's picture (ARCHITECTURE §5 `Slide N of M`). The <img> stays mounted and only
// its src changes, so a prefetched slide paints from cache without a remount (ARCHITECTURE §7).
// A picture that fails to load (a network blip) shows a loader and is fetched again with the
// domain's backoff, and at once when the browser comes back online: it recovers without a reload.
// The browser picks the size from srcSet (slide-picture.ts); a retry asks for the original.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { slideImageRetryDelayMs, slideImageRetryUrl } from '@podium/domain';
import { slideImageProtection } from '../slide-protection.ts';
import type { SlidePicture } from '../slide-picture.ts';

interface Props extends SlidePicture {
  readonly alt: string;
  readonly describedBy: string;
  readonly blockCopy: boolean;
}

interface LoadState {
  readonly src: string;
  readonly retries: number;
  readonly failed: boolean;
}

export function SlideImage({
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  describedBy,
  blockCopy,
}: Props) {
  const { t } = useTranslation('slides');
  const [load, setLoad] = useState<LoadState>({ src, retries: 0, failed: false });
  // A new slide starts afresh: its own retries, no loader left over from the last one.
  const current = load.src === src ? load : { src, retries: 0, failed: false };
  if (current !== load) setLoad(current);

  useEffect(() => {
    if (!current.failed) return undefined;
    const retry = () =>
      setLoad((state) =>
        state.src === src && state.failed
          ? { src, retries: state.retries + 1, failed: false }
          : state,
      );
    const timer = setTimeout(retry, slideImageRetryDelayMs(current.retries));
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [current.failed, current.retries, src]);

  return (
    <>
      <img
        className={current.failed ? 'slides__image slides__image--failed' : 'slides__image'}
        src={slideImageRetryUrl(src, current.retries)}
        srcSet={current.retries === 0 ? srcSet : undefined}
        sizes={current.retries === 0 ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        // The current slide is the viewer's largest paint: ahead of every other image.
        fetchPriority="high"
        aria-describedby={describedBy}
        onError={() => setLoad((state) => (state.src === src ? { ...state, failed: true } : state))}
        {...slideImageProtection(blockCopy)}
      />
      {current.failed && (
        <div className="slides__retry" role="status">
          <span className="pd-loading__spinner" aria-hidden="true" />
          <span>{t('retrying')}</span>
        </div>
      )}
    </>
  );
}
