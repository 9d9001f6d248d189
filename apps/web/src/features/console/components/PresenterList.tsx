// The call's presenters (ARCHITECTURE §5 list `Presenters`): the coordinator hands presenter
// control to one of them (SPEC §4/§6: the active presenter turns the slides for everyone). The
// active one is marked and has nothing to take.
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { ConsolePresentersResponse } from '@podium/domain';

interface PresenterListProps {
  readonly presenters: ConsolePresentersResponse;
  readonly busy: boolean;
  readonly onMakeActive: (coreUserId: number) => void;
}

export function PresenterList({ presenters, busy, onMakeActive }: PresenterListProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const list = presenters.Presenters;
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('presenters.heading')}
      </h2>
      {list.length === 0 && <p className="console-empty">{t('presenters.empty')}</p>}
      <ul className="console-list" aria-label={t('presenters.heading')}>
        {list.map((presenter) => {
          const active = presenter.CoreUserId === presenters.ActivePresenterCoreUserId;
          const nameId = `${headingId}-${presenter.CoreUserId}`;
          return (
            <li
              key={presenter.CoreUserId}
              className={`console-item${active ? ' console-item--active' : ''}`}
              aria-current={active ? 'true' : undefined}
            >
              <div className="console-item__head">
                <span id={nameId} className="console-item__name">
                  {presenter.Name}
                </span>
                {active && (
                  <span className="console-badge console-badge--current">
                    {t('presenters.active')}
                  </span>
                )}
              </div>
              {presenter.EmailAddress && (
                <div className="console-item__meta">
                  <span>{presenter.EmailAddress}</span>
                </div>
              )}
              <div className="console-item__actions">
                <button
                  type="button"
                  className="pd-button pd-button--secondary console-button--small"
                  aria-describedby={nameId}
                  disabled={busy || active}
                  onClick={() => onMakeActive(presenter.CoreUserId)}
                >
                  {t('presenters.makeActive')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
