// Where a lazy chunk failed to load (ChunkLoadError), the part of the page it was for offers a
// reload instead; the rest of the page keeps working. Any other error goes on to the route's
// error page.
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lazy-chunk.ts';

function ChunkFailed() {
  const { t } = useTranslation('chrome');
  return (
    <div className="pd-chunk-failed" role="alert">
      <p>{t('chunk.failed')}</p>
      <button
        type="button"
        className="pd-button pd-button--primary"
        onClick={() => window.location.reload()}
      >
        {t('chunk.reload')}
      </button>
    </div>
  );
}

interface State {
  readonly error: unknown;
}

export class ChunkBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkFailed />;
    throw error;
  }
}
