// /{presId}/linkedshow/ (SPEC §2, §7): the presentations linked to the one entered, found with
// the entry code the user entered with.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { entryPaths } from '../entry.paths.ts';
import { serverMessage } from '../serverMessage.ts';
import { useLinkedPresentations } from '../useEntryQueries.ts';
import { usePresId } from '../usePresId.ts';

function LinkedList({ presId }: { presId: number }) {
  const { t } = useTranslation('entry');
  const { entryCodeKnown, data } = useLinkedPresentations(presId);
  if (!entryCodeKnown) {
    return (
      <p>
        {t('linked.needCode')}{' '}
        <Link className="pd-link" to={entryPaths.validate(presId)}>
          {t('linked.enterCode')}
        </Link>
      </p>
    );
  }
  if (data.status === 'error')
    return <Alert>{serverMessage(data.error, t('linked.failed'))}</Alert>;
  if (data.status !== 'success') return <Loading />;
  if (data.data.length === 0) return <p>{t('linked.none')}</p>;
  return (
    <ul className="pd-link-list" aria-label={t('linked.listLabel')}>
      {data.data.map((linked) => (
        <li key={linked.PresentationId}>
          <Link className="pd-link" to={entryPaths.presentation(linked.PresentationId)}>
            {linked.TitleBarWeb}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LinkedShowPage() {
  const { t } = useTranslation('entry');
  const presId = usePresId();
  return (
    <CenteredPage title={t('linked.title')}>
      <LinkedList presId={presId} />
    </CenteredPage>
  );
}
