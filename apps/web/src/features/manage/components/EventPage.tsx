// One event: its content (the slide deck), its entry codes and its settings.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { authoringKind, type ManagedEventDetail, type ManagedMedia } from '@podium/domain';
import { useAsyncData } from '../../../shared/useAsyncData.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { parsePresId } from '../../entry/entry.paths.ts';
import { fetchManagedEvent, updateEvent } from '../manage.api.ts';
import { formFromSettings } from '../event-form.model.ts';
import { formatEventStart } from '../manage-format.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { DocumentsSection } from './DocumentsSection.tsx';
import { EntryCodesSection } from './EntryCodesSection.tsx';
import { EventForm } from './EventForm.tsx';
import { MediaSection } from './MediaSection.tsx';
import { CaptionsSection } from './CaptionsSection.tsx';
import { SlideSyncSection } from './SlideSyncSection.tsx';
import { SlideDeckSection } from './SlideDeckSection.tsx';
import { EngagementSection } from './EngagementSection.tsx';

export function EventPage() {
  const presId = parsePresId(useParams()['eventId'] ?? '');
  if (presId === null) return <NotFoundPage />;
  return <EventPageFor key={presId} presId={presId} />;
}

function EventPageFor({ presId }: { readonly presId: number }) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const loaded = useAsyncData(`event/${presId}`, () => fetchManagedEvent(presId));
  if (loaded.status === 'error') return <Alert>{t('error.loadFailed')}</Alert>;
  if (loaded.status !== 'success') return <Loading />;
  return <EventDetail initial={loaded.data} />;
}

function EventDetail({ initial }: { readonly initial: ManagedEventDetail }) {
  const { t, i18n } = useTranslation(MANAGE_NAMESPACE);
  const [event, setEvent] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [media, setMedia] = useState<ManagedMedia | null>(null);
  const presId = event.PresentationId;
  const parts = authoringKind(event.Kind).parts;
  return (
    <article className="manage-event" aria-labelledby="manage-event-title">
      <nav className="manage-event__nav">
        <Link className="pd-link" to="..">
          {t('event.back')}
        </Link>
        <Link className="pd-link" to={`/${presId}/`} target="_blank" rel="noopener">
          {t('event.open')}
        </Link>
      </nav>
      <h1 id="manage-event-title">{event.Title}</h1>
      <p className="manage-hint">
        {t(`kind.${event.Kind}`)} ·{' '}
        {formatEventStart(event.StartTimeUtc, event.Timezone, i18n.language)} ·{' '}
        {t(`state.${event.State}`)}
      </p>
      {parts.slides ? (
        <SlideDeckSection
          presId={presId}
          slides={event.Slides}
          onReplaced={(slides) =>
            setEvent((e) => ({
              ...e,
              Slides: slides,
              State: slides.length > 0 ? e.State : 'NeedsContent',
            }))
          }
        />
      ) : null}
      {parts.media === 'video' || parts.media === 'either' ? (
        <MediaSection presId={presId} media={media} onMedia={setMedia} />
      ) : (
        <CaptionsSection presId={presId} mediaKey={null} onlyWithMedia />
      )}
      {parts.slides && parts.media !== null && media?.Url && event.Slides.length > 0 ? (
        <SlideSyncSection
          presId={presId}
          mediaUrl={media.Url}
          slides={event.Slides}
          onSaved={(slides) => setEvent((e) => ({ ...e, Slides: slides }))}
        />
      ) : null}
      {parts.slides && event.Slides.length > 0 ? <EngagementSection presId={presId} /> : null}
      <DocumentsSection presId={presId} />
      <EntryCodesSection presId={presId} initial={event.EntryCodes} />
      <section className="manage-section" aria-labelledby="manage-settings-title">
        <h2 id="manage-settings-title">{t('form.settings')}</h2>
        <EventForm
          initial={formFromSettings(event.Settings)}
          submitLabel={t('form.save')}
          onSubmit={async (body) => {
            setSaved(false);
            setEvent(await updateEvent(presId, body));
            setSaved(true);
          }}
        />
        {saved ? <Alert tone="info">{t('form.saved')}</Alert> : null}
      </section>
    </article>
  );
}
