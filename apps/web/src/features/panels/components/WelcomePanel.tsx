// SPEC §2 Pre-Event Checklist panel, titled Welcome: when the event starts, and a checklist the
// viewer ticks off while they wait.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { CHROME_PANELS_NAMESPACE } from '../chrome-panels-i18n.ts';
import { PreEventChecklistItem, VIEWER_BASE_PATH } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { formatEventStart } from '../format-date.ts';
import { usePreEventChecklist } from '../usePreEventChecklist.ts';

const SYSTEM_CHECK_PATH = `${VIEWER_BASE_PATH}viewer/nrslive-participant-system-check`;

export function WelcomePanel() {
  const { t, i18n } = useTranslation(CHROME_PANELS_NAMESPACE);
  const { presentation } = usePresentation();
  const { items, ticks, setTicked, startDateUtc } = usePreEventChecklist();
  const start = formatEventStart(startDateUtc, presentation.EventInfo.Timezone, i18n.language);
  const done = items.filter((item) => ticks.has(item)).length;
  return (
    <div className="welcome-panel">
      <p>{start ? t('welcome.intro', { start: start.eventTime }) : t('welcome.introNoStart')}</p>
      <ul className="welcome-panel__list" aria-label={t('welcome.listLabel')}>
        {items.map((item) => (
          <li key={item}>
            <label className="welcome-panel__item">
              <input
                type="checkbox"
                checked={ticks.has(item)}
                onChange={(event) => setTicked(item, event.target.checked)}
              />
              <span>{t(`welcome.${item}`)}</span>
            </label>
            {item === PreEventChecklistItem.SystemCheck && (
              <a
                className="pd-link welcome-panel__link"
                href={SYSTEM_CHECK_PATH}
                target="_blank"
                rel="noopener"
              >
                {t('welcome.systemCheckLink')}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="welcome-panel__progress">{t('welcome.done', { done, total: items.length })}</p>
    </div>
  );
}
