// The call panel of the console (ARCHITECTURE §5): the SPEC §4 call status, start time and
// active presenter, the five call controls, each enabled only when the server lists it as a
// move allowed now (availableConsoleTransitions), and the schedule controls (CallSchedule).
// Moves that cannot be undone ask first. A simulated-live show runs on its broadcast's clock,
// which the console's Broadcast panel states and steers: its call panel keeps the schedule and
// the presenter, without a call status or call moves that would say otherwise.
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { CONSOLE_TRANSITIONS, ConsoleTransition, type ConsoleState } from '@podium/domain';
import { formatDateTime } from '../console-format.ts';
import { CallSchedule } from './CallSchedule.tsx';
import type { AskConfirm } from '../../../shared/ui/useConfirm.ts';

/** Moves that cannot be taken back: the console confirms them with a dialog. */
const CONFIRMED: ReadonlySet<ConsoleTransition> = new Set([
  ConsoleTransition.End,
  ConsoleTransition.Expire,
  ConsoleTransition.EndPublicPortion,
]);

interface CallControlsProps {
  readonly state: ConsoleState;
  readonly busy: boolean;
  readonly onTransition: (transition: ConsoleTransition) => void;
  readonly onCancelCall: () => void;
  readonly onChangeStartTime: (startTimeUtc: string) => void;
  readonly confirm: AskConfirm;
  /** A simulated-live show: the Broadcast panel holds its state and controls. */
  readonly broadcast?: boolean;
}

function useStatusLabel(state: ConsoleState): string {
  const { t } = useTranslation('console');
  if (state.Status.IsDeleted) return t('callStatus.cancelled');
  return state.Status.Status === null
    ? t('callStatus.notStarted')
    : t(`callStatus.${state.Status.Status}`);
}

export function CallControls({
  state,
  busy,
  onTransition,
  onCancelCall,
  onChangeStartTime,
  confirm,
  broadcast = false,
}: CallControlsProps) {
  const { t, i18n } = useTranslation('console');
  const headingId = useId();
  const statusLabel = useStatusLabel(state);
  const { Status: status, PresenterControl: control } = state;
  const allowed = new Set(state.Transitions);

  const act = (transition: ConsoleTransition) => {
    if (!CONFIRMED.has(transition)) {
      onTransition(transition);
      return;
    }
    confirm(t(`confirm.${transition}.title`), t(`confirm.${transition}.message`), () =>
      onTransition(transition),
    );
  };

  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('call.heading')}
      </h2>
      <dl className="console-facts">
        {(!broadcast || status.IsDeleted) && (
          <div>
            <dt>{t('call.status')}</dt>
            <dd>
              <span
                className={`console-status console-status--${status.IsDeleted ? 'cancelled' : (status.Status ?? 'none')}`}
              >
                {statusLabel}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('call.startTime')}</dt>
          <dd>{formatDateTime(status.StartTimeUtc, i18n.language)}</dd>
        </div>
        {status.PublicCallEndTimeUtc !== null && (
          <div>
            <dt>{t('call.publicEnd')}</dt>
            <dd>{formatDateTime(status.PublicCallEndTimeUtc, i18n.language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('call.activePresenter')}</dt>
          <dd>{control.ActivePresenterName ?? t('call.noActivePresenter')}</dd>
        </div>
      </dl>
      {!broadcast && (
        <div className="console-controls" role="group" aria-label={t('call.controls')}>
          {CONSOLE_TRANSITIONS.map((transition) => (
            <button
              key={transition}
              type="button"
              className={`pd-button ${CONFIRMED.has(transition) ? 'pd-button--danger' : 'pd-button--primary'}`}
              disabled={busy || !allowed.has(transition)}
              onClick={() => act(transition)}
            >
              {t(`transition.${transition}`)}
            </button>
          ))}
        </div>
      )}
      <CallSchedule
        state={state}
        busy={busy}
        onCancelCall={onCancelCall}
        onChangeStartTime={onChangeStartTime}
        confirm={confirm}
      />
    </section>
  );
}
