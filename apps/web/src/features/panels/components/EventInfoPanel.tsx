// Event Info panel (SPEC §2): issuer, description, start in the user's time zone, speakers with
// title and company (styled, the name linking to the speaker's page: SpeakerText), and the
// underwriters under their SPEC §9 title.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { Underwriter } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { formatEventStart } from '../format-date.ts';
import { SpeakerName, SpeakerRole } from './SpeakerText.tsx';

export function EventInfoPanel({ underwriters }: { underwriters: readonly Underwriter[] }) {
  const { t, i18n } = useTranslation('panels');
  const { presentation } = usePresentation();
  const info = presentation.EventInfo;
  const start = formatEventStart(info.StartDateUtc, info.Timezone, i18n.language);
  const underwriterTitle = presentation.UnderwriterButtonText ?? t('eventInfo.underwritersDefault');
  return (
    <div className="event-info">
      <dl className="event-info__facts">
        {info.Issuer && (
          <>
            <dt>{t('eventInfo.issuer')}</dt>
            <dd>{info.Issuer}</dd>
          </>
        )}
        {start && (
          <>
            <dt>{t('eventInfo.start')}</dt>
            <dd>
              <time dateTime={info.StartDateUtc ?? undefined}>
                {start.viewerTime === null
                  ? start.eventTime
                  : t('eventInfo.startWithViewer', {
                      eventTime: start.eventTime,
                      viewerTime: start.viewerTime,
                    })}
              </time>
            </dd>
          </>
        )}
      </dl>
      {info.Description && (
        <section>
          <h3>{t('eventInfo.description')}</h3>
          <p className="event-info__description">{info.Description}</p>
        </section>
      )}
      <section>
        <h3>{t('eventInfo.speakers')}</h3>
        {presentation.Speakers.length === 0 ? (
          <p className="event-info__empty">{t('eventInfo.noSpeakers')}</p>
        ) : (
          <ul className="event-info__speakers">
            {presentation.Speakers.map((speaker) => (
              <li key={speaker.SpeakerId}>
                <SpeakerName speaker={speaker} className="event-info__speaker-name" />
                <SpeakerRole speaker={speaker} className="event-info__speaker-role" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {underwriters.length > 0 && (
        <section>
          <h3>{underwriterTitle}</h3>
          <ul className="event-info__underwriters">
            {underwriters.map((u) => (
              <li key={u.Name}>
                <img
                  src={u.BrandingGroupItem.LogoUrl}
                  alt={t('eventInfo.underwriterLogoAlt', { name: u.Name })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
