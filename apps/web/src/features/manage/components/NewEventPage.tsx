// A new event from the form; once created, its page (content, entry codes) opens.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { createEvent } from '../manage.api.ts';
import { emptyEventForm } from '../event-form.model.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { EventForm } from './EventForm.tsx';

export function NewEventPage() {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const navigate = useNavigate();
  return (
    <section className="manage-section" aria-labelledby="manage-new-title">
      <h1 id="manage-new-title">{t('form.newTitle')}</h1>
      <EventForm
        initial={emptyEventForm()}
        submitLabel={t('form.create')}
        onSubmit={async (body) => {
          const event = await createEvent(body);
          await navigate(`../${event.PresentationId}`, { relative: 'path' });
        }}
      />
    </section>
  );
}
