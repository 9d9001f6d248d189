// /{presId}/documentvideo/{docId}/: a video document (SPEC §7 video documents resolved with
// getVideoUrl) played in the viewer's own player, in its own tab like the PDF viewer page. The
// server says where the video plays from; ?retail=true (with ?linkCode) asks the retail call.
import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { useLocation, useParams } from 'react-router';
import { parsePresId } from '../../features/entry/entry.paths.ts';
import { useDocumentVideo } from '../../features/documents/useDocumentVideo.ts';
import type { RetailDocuments } from '../../features/documents/documents.links.ts';
import { Alert } from '../../shared/ui/Alert.tsx';
import { CenteredPage } from '../../shared/ui/CenteredPage.tsx';
import { LazyBoundary } from '../../shared/ui/LazyBoundary.tsx';
import { Loading } from '../../shared/ui/Loading.tsx';

const OpenVideoPlayer = lazy(() =>
  import('../../features/media/MediaViews.tsx').then((m) => ({ default: m.OpenVideoPlayer })),
);

function retailOf(search: string): RetailDocuments | null {
  const query = new URLSearchParams(search);
  if (query.get('retail') !== 'true') return null;
  return { linkCode: query.get('linkCode') };
}

function DocumentVideo({
  presId,
  docId,
  retail,
}: {
  readonly presId: number;
  readonly docId: number;
  readonly retail: RetailDocuments | null;
}) {
  const { t } = useTranslation('common');
  const { t: td } = useTranslation('documents');
  const state = useDocumentVideo(presId, docId, retail);
  if (state.status === 'error') {
    return (
      <CenteredPage title={t('video.title')}>
        <Alert>{td('videoFailed')}</Alert>
      </CenteredPage>
    );
  }
  if (state.status !== 'success') return <Loading />;
  return (
    <main className="pd-video-page">
      <h1 className="pd-visually-hidden">{t('video.title')}</h1>
      <LazyBoundary>
        <OpenVideoPlayer src={state.data} />
      </LazyBoundary>
    </main>
  );
}

export function DocumentVideoPage() {
  const { t } = useTranslation('common');
  const params = useParams();
  const { search } = useLocation();
  const presId = parsePresId(params['presId']);
  const docId = parsePresId(params['docId']);
  if (presId === null || docId === null) {
    return (
      <CenteredPage title={t('video.title')}>
        <p role="alert">{t('video.invalid')}</p>
      </CenteredPage>
    );
  }
  return <DocumentVideo presId={presId} docId={docId} retail={retailOf(search)} />;
}
