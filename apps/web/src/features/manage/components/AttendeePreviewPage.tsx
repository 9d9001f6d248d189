// The attendee preview (/manage/{presId}/preview): the viewer showing the event as an attendee
// who entered with a registered code sees it (the server's manage/events/{presId}/preview, for
// the event's coordinators and site admins), without an entry code of one's own. A preview opens
// no socket and logs no activity.
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { useAsyncData } from '../../../shared/useAsyncData.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { parsePresId } from '../../entry/entry.paths.ts';
import { PresentationContext } from '../../presentation/presentation.context.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { fetchAttendeePreview } from '../manage.api.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';

export function AttendeePreviewPage() {
  const presId = parsePresId(useParams()['eventId'] ?? '');
  if (presId === null) return <NotFoundPage />;
  return <PreviewOf key={presId} presId={presId} />;
}

function PreviewOf({ presId }: { readonly presId: number }) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const loaded = useAsyncData(`preview/${presId}`, () => fetchAttendeePreview(presId));
  return (
    <div className="manage-preview" role="region" aria-label={t('attendeePreview.region')}>
      <div className="manage-preview__bar">
        <p>{t('attendeePreview.note')}</p>
        <Link className="pd-link" to={`/manage/${presId}`}>
          {t('attendeePreview.back')}
        </Link>
      </div>
      <div className="manage-preview__viewer">
        {loaded.status === 'error' ? (
          <Alert>{t('error.loadFailed')}</Alert>
        ) : loaded.status !== 'success' ? (
          <Loading />
        ) : (
          <PresentationContext.Provider
            value={{ presId, presentation: loaded.data, user: null, logId: null, preview: true }}
          >
            <ViewerPage />
          </PresentationContext.Provider>
        )}
      </div>
    </div>
  );
}
