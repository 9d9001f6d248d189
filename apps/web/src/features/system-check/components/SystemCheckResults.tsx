// The result list of the system check (SPEC §2): every check of the role with its state, and
// why it failed where it did.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  BrowserName,
  systemCheckIds,
  type SystemCheckId,
  type SystemCheckState,
} from '@podium/domain';
import type { SystemCheckDetails } from '../useSystemCheck.ts';

type ItemState = 'pending' | 'running' | 'passed' | 'failed';

function itemState(state: SystemCheckState, id: SystemCheckId): ItemState {
  const result = state.results[id];
  if (result !== undefined) return result.outcome;
  return state.current === id ? 'running' : 'pending';
}

const BROWSER_NAMES: Record<BrowserName, string> = {
  [BrowserName.Chrome]: 'Chrome',
  [BrowserName.Firefox]: 'Firefox',
  [BrowserName.Edge]: 'Edge',
  [BrowserName.Safari]: 'Safari',
  [BrowserName.InternetExplorer]: 'Internet Explorer',
  [BrowserName.Other]: '',
};

export function SystemCheckResults({
  state,
  details,
}: {
  readonly state: SystemCheckState;
  readonly details: SystemCheckDetails;
}) {
  const { t } = useTranslation('systemCheck');

  const detailFor = (id: SystemCheckId): string | null => {
    const result = state.results[id];
    if (result === undefined) return null;
    if (result.outcome === 'failed') return t(`failure.${result.failure}`);
    if (id === 'browser' && details.browser !== null)
      return `${BROWSER_NAMES[details.browser.name]} ${details.browser.major ?? ''}`.trim();
    if (id === 'network' && details.roundTripMs !== null)
      return t('detail.roundTrip', { ms: details.roundTripMs });
    return null;
  };

  return (
    <ul className="pd-system-check__results" aria-label={t('results')}>
      {systemCheckIds(state.role).map((id) => {
        const item = itemState(state, id);
        const detail = detailFor(id);
        return (
          <li
            key={id}
            className={`pd-system-check__item pd-system-check__item--${item}`}
            data-state={item}
          >
            <span className="pd-system-check__name">{t(`check.${id}`)}</span>
            <span className="pd-system-check__state">{t(`state.${item}`)}</span>
            {detail !== null && detail !== '' && (
              <span className="pd-system-check__detail">{detail}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
