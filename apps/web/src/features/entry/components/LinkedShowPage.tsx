// /{presId}/linkedshow/ (SPEC §2, §7): the presentations linked to the one entered, found with
// the entry code the user entered with (or, for retail, the show's link code), grouped by what
// the link means (SPEC §9 show link types). A lazy route of its own.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Link } from 'react-router';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { LinkedShowsGroups } from '../../linked-shows/components/LinkedShowsBar.tsx';
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
    <nav aria-label={t('linked.listLabel')}>
      <LinkedShowsGroups presId={presId} links={data.data} />
    </nav>
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
