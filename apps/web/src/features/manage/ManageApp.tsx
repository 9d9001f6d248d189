// The lazy chunk of the manage area (/presentation/v2/manage/): who may use it is the server's
// answer to manage/me (sign-in form on 401, a refusal on 403), then the list, the new-event form
// and each event's page.
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { HttpError } from '../../shared/http/client.ts';
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { CenteredPage } from '../../shared/ui/CenteredPage.tsx';
import { Loading } from '../../shared/ui/Loading.tsx';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { fetchManageMe } from './manage.api.ts';
import { MANAGE_NAMESPACE } from './manage-i18n.ts';
import { ManageSignIn } from './components/ManageSignIn.tsx';
import { EventListPage } from './components/EventListPage.tsx';
import { NewEventPage } from './components/NewEventPage.tsx';
import { EventPage } from './components/EventPage.tsx';
import { AttendeePreviewPage } from './components/AttendeePreviewPage.tsx';
import './manage.css';

export function ManageApp() {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [attempt, setAttempt] = useState(0);
  const me = useAsyncData(`me/${attempt}`, () => fetchManageMe());
  const again = () => setAttempt((n) => n + 1);

  if (me.status === 'pending' || me.status === 'idle') return <Loading />;
  if (me.status === 'error') {
    const status = me.error instanceof HttpError ? me.error.status : 0;
    if (status === 401) return <ManageSignIn onSignedIn={again} />;
    if (status === 403)
      return (
        <CenteredPage title={t('forbidden.title')}>
          <p>{t('forbidden.message')}</p>
        </CenteredPage>
      );
    return (
      <CenteredPage title={t('error.loadFailed')}>
        <Button onClick={again}>{t('error.retry')}</Button>
      </CenteredPage>
    );
  }
  const area = (
    <div className="manage">
      <header className="manage-header">
        <p className="manage-header__title">{t('title')}</p>
        <p className="manage-header__user">{me.data.FullName}</p>
      </header>
      <main className="manage-main">
        <Routes>
          <Route index element={<EventListPage />} />
          <Route path="new" element={<NewEventPage />} />
          <Route path=":eventId" element={<EventPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </div>
  );
  // The attendee preview takes the whole window, as the viewer does.
  return (
    <Routes>
      <Route path=":eventId/preview" element={<AttendeePreviewPage />} />
      <Route path="*" element={area} />
    </Routes>
  );
}
