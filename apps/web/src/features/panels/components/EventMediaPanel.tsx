// SPEC §2 Event Media panel: the event's SPEC §3 EventMedia URLs, each opening in a new tab; a
// video (SPEC §3: .mp4) opens in the viewer's own plain player, /{presId}/openVideo/{url}.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { VIEWER_BASE_PATH, isVideoUrl, openVideoPath } from '@podium/domain';
import { CHROME_PANELS_NAMESPACE } from '../chrome-panels-i18n.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';

export function EventMediaPanel() {
  const { t } = useTranslation(CHROME_PANELS_NAMESPACE);
  const { presId, presentation } = usePresentation();
  const hrefOf = (url: string) =>
    isVideoUrl(url)
      ? VIEWER_BASE_PATH.slice(0, -1) +
        openVideoPath(presId, new URL(url, window.location.href).href)
      : url;
  return (
    <div className="event-media-panel">
      <p>{t('eventMedia.intro')}</p>
      <ul className="event-media-panel__list">
        {presentation.EventMedia.map((media) => (
          <li key={media.URL}>
            <a
              className="pd-link"
              href={hrefOf(media.URL)}
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
