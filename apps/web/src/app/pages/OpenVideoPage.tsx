// /{presId}/openVideo/{url} (SPEC §2): a plain video player for the url. Only http(s) and
// same-site addresses play; anything else (javascript:, data:) is refused. The player is the
// viewer's own (accessible controls, no picture-in-picture), loaded lazily (ARCHITECTURE §7).
import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { useParams } from 'react-router';
import { CenteredPage } from '../../shared/ui/CenteredPage.tsx';
import { LazyBoundary } from '../../shared/ui/LazyBoundary.tsx';

const OpenVideoPlayer = lazy(() =>
  import('../../features/media/MediaViews.tsx').then((m) => ({ default: m.OpenVideoPlayer })),
);

function httpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The {url} segment may arrive encoded once more (https%3A%2F%2F…) or with raw slashes. */
export function playableVideoUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  let candidate = raw;
  try {
    if (/^[a-z][a-z0-9+.-]*%3a/i.test(raw)) candidate = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return httpUrl(candidate);
}

export function OpenVideoPage() {
  const { t } = useTranslation('common');
  const src = playableVideoUrl(useParams()['*']);
  if (!src) {
    return (
      <CenteredPage title={t('video.title')}>
        <p role="alert">{t('video.invalid')}</p>
      </CenteredPage>
    );
  }
  return (
    <main className="pd-video-page">
      <h1 className="pd-visually-hidden">{t('video.title')}</h1>
      <LazyBoundary>
        <OpenVideoPlayer src={src} />
      </LazyBoundary>
    </main>
  );
}
