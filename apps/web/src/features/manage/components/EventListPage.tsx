// The events this user manages: title, kind, start time with its zone, state; and New event.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useAsyncData } from '../../../shared/useAsyncData.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { fetchManagedEvents } from '../manage.api.ts';
import { formatEventStart } from '../manage-format.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';

export function EventListPage() {
  const { t, i18n } = useTranslation(MANAGE_NAMESPACE);
  const navigate = useNavigate();
  const events = useAsyncData('events', fetchManagedEvents);
  return (
    <section className="manage-section" aria-labelledby="manage-list-title">
      <div className="manage-toolbar">
        <h1 id="manage-list-title">{t('list.caption')}</h1>
        <Button onClick={() => void navigate('new')}>{t('list.newEvent')}</Button>
      </div>
      {events.status === 'error' ? <Alert>{t('error.loadFailed')}</Alert> : null}
      {events.status === 'success' ? (
        events.data.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">{t('list.columns.title')}</th>
                <th scope="col">{t('list.columns.kind')}</th>
                <th scope="col">{t('list.columns.start')}</th>
                <th scope="col">{t('list.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((event) => (
                <tr key={event.PresentationId}>
                  <th scope="row">
                    <Link className="pd-link" to={String(event.PresentationId)}>
                      {event.Title}
                    </Link>
                  </th>
                  <td>{t(`kind.${event.Kind}`)}</td>
                  <td>{formatEventStart(event.StartTimeUtc, event.Timezone, i18n.language)}</td>
                  <td>{t(`state.${event.State}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {events.status === 'pending' ? <Loading /> : null}
    </section>
  );
}
