// SPEC §2 Event Media panel: the event's SPEC §3 EventMedia URLs, each opening in a new tab.
import { useTranslation } from 'react-i18next';
import { CHROME_PANELS_NAMESPACE } from '../chrome-panels-i18n.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';

export function EventMediaPanel() {
  const { t } = useTranslation(CHROME_PANELS_NAMESPACE);
  const { presentation } = usePresentation();
  return (
    <div className="event-media-panel">
      <p>{t('eventMedia.intro')}</p>
      <ul className="event-media-panel__list">
        {presentation.EventMedia.map((media) => (
          <li key={media.URL}>
            <a
              className="pd-link"
              href={media.URL}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('eventMedia.opensInNewTab', { name: media.Name })}
            >
              {media.Name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
