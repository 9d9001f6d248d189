// A lazily loaded part of a page (ARCHITECTURE §7: what the first screen does not need is a chunk
// of its own). While the chunk loads its fallback shows; if it cannot load (a dropped connection,
// or a new deployment that replaced the chunk) the part offers a reload in place, never a blank.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { dismissFirstSlidePoster } from '../first-slide-poster.ts';
import { Button } from './Button.tsx';
import { Loading } from './Loading.tsx';

function LoadFailed() {
  const { t } = useTranslation('common');
  return (
    <div className="pd-lazy-failed" role="alert">
      <p>{t('lazyFailed')}</p>
      <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
    </div>
  );
}

interface BoundaryState {
  readonly failed: boolean;
}

class FailureBoundary extends Component<{ readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    dismissFirstSlidePoster();
    console.error('a part of the page failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

export function LazyBoundary({
  children,
  fallback = <Loading />,
}: {
  readonly children: ReactNode;
  /** Shown while the chunk loads; null for parts that may simply appear. */
  readonly fallback?: ReactNode;
}) {
  return (
    <FailureBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}
