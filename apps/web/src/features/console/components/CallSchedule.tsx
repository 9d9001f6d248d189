// The console's schedule controls (SPEC §4 call updates): move the start time, in the
// coordinator's own time zone, or cancel the call after a confirmation. Each is usable only when
// the server says so (MayChangeStartTime, MayCancel: conference/schedule.ts); a cancelled call
// has neither. The start is checked here with the server's own rule (startTimeProblem) so the
// coordinator reads why in their language before anything is sent.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  START_TIME_PAST_MARGIN_MS,
  startTimeProblem,
  type ConsoleState,
  type StartTimeProblem,
} from '@podium/domain';
import { viewerTimeZone } from '../../../shared/time-zone.ts';
import { fromLocalInputValue, toLocalInputValue } from '../console-format.ts';
import type { AskConfirm } from '../../../shared/ui/useConfirm.ts';
import '../console-schedule.css';

interface CallScheduleProps {
  readonly state: ConsoleState;
  readonly busy: boolean;
  readonly onCancelCall: () => void;
  /** The new start as ISO UTC. */
  readonly onChangeStartTime: (startTimeUtc: string) => void;
  readonly confirm: AskConfirm;
}

/** What the coordinator typed, for the start time it was typed against. */
interface Draft {
  readonly base: string;
  readonly value: string;
}

export function CallSchedule({
  state,
  busy,
  onCancelCall,
  onChangeStartTime,
  confirm,
}: CallScheduleProps) {
  const { t } = useTranslation('console');
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const startTimeUtc = state.Status.StartTimeUtc;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<StartTimeProblem | null>(null);

  // The console re-reads the call every few seconds: a draft survives those reads, and gives way
  // once the start time itself changed (this coordinator's change went through, or another's).
  const current = toLocalInputValue(startTimeUtc);
  const value = draft !== null && draft.base === startTimeUtc ? draft.value : current;
  const mayChange = state.MayChangeStartTime && !busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const proposed = fromLocalInputValue(value);
    const found = proposed === null ? 'invalid' : startTimeProblem(proposed, Date.now());
    setProblem(found);
    if (found === null && proposed !== null) onChangeStartTime(proposed);
  };

  // "Cancel" / "Confirm" would be ambiguous when the question is whether to cancel.
  const cancelCall = () =>
    confirm(t('confirm.cancelCall.title'), t('confirm.cancelCall.message'), onCancelCall, {
      confirm: t('confirm.cancelCall.confirm'),
      cancel: t('confirm.cancelCall.keep'),
    });

  return (
    <div className="console-schedule" role="group" aria-label={t('schedule.group')}>
      <form className="console-schedule__form" noValidate onSubmit={submit}>
        <label className="console-schedule__label" htmlFor={inputId}>
          {t('schedule.startTime')}
        </label>
        <input
          id={inputId}
          className="console-schedule__input"
          type="datetime-local"
          value={value}
          disabled={!state.MayChangeStartTime}
          aria-describedby={problem === null ? hintId : `${hintId} ${problemId}`}
          aria-invalid={problem !== null}
          onChange={(event) => {
            setDraft({ base: startTimeUtc, value: event.target.value });
            setProblem(null);
          }}
        />
        <button
          type="submit"
          className="pd-button pd-button--secondary"
          disabled={!mayChange || value === current}
        >
          {t('schedule.change')}
        </button>
        <p id={hintId} className="console-schedule__hint">
          {t('schedule.timeZone', { zone: viewerTimeZone() })}
        </p>
        {problem !== null && (
          <p id={problemId} className="console-schedule__problem" role="alert">
            {t(`schedule.problem.${problem}`, { minutes: START_TIME_PAST_MARGIN_MS / 60_000 })}
          </p>
        )}
      </form>
      <button
        type="button"
        className="pd-button pd-button--danger"
        disabled={busy || !state.MayCancel}
        onClick={cancelCall}
      >
        {t('schedule.cancelCall')}
      </button>
    </div>
  );
}
