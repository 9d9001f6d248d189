// The console's guided-tour panel of an NRS Direct show (SPEC §4 padding navigation): which window
// attendees are in now, and `Start guided tour` (free browsing closes, everyone is returned to the
// host's slide) or `End guided tour` (free browsing opens), each offered only when the domain's
// paddingCommandsAt allows it. Attendees follow through conferencecall.{confId}.update.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  nextPaddingChangeMs,
  PaddingCommand,
  paddingCommandsAt,
  paddingWindowAt,
  type PaddingNavData,
} from '@podium/domain';
import { sendPaddingCommand, type NrsDirectCallRef } from '../nrs-direct.api.ts';
import '../nrsdirect-i18n.ts';

const COMMANDS: readonly PaddingCommand[] = [PaddingCommand.StartTour, PaddingCommand.EndTour];

interface Props {
  readonly ids: NrsDirectCallRef;
  /** The show's padding dates as the console loaded them. */
  readonly initial: PaddingNavData | null;
}

export function PaddingControls({ ids, initial }: Props) {
  const { t } = useTranslation('nrsdirect');
  const headingId = useId();
  const [data, setData] = useState(initial);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // The window moves on by itself at each date: re-render then (SPEC §9 timer rule).
  useEffect(() => {
    const delay = nextPaddingChangeMs(data, now);
    if (delay === null) return;
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [data, now]);

  const window = paddingWindowAt(data, now);
  const allowed = paddingCommandsAt(data, now);
  const run = async (command: PaddingCommand) => {
    setBusy(true);
    setFailed(false);
    try {
      setData(await sendPaddingCommand(ids, command));
    } catch {
      setFailed(true);
    } finally {
      setNow(Date.now());
      setBusy(false);
    }
  };

  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('console.heading')}
      </h2>
      <p className="console-panel__meta" role="status">
        {t(`console.window.${window}`)}
      </p>
      {failed && <p role="alert">{t('console.failed')}</p>}
      <div className="console-actions">
        {COMMANDS.map((command) => (
          <button
            key={command}
            type="button"
            className="pd-button"
            disabled={busy || !allowed.includes(command)}
            onClick={() => void run(command)}
          >
            {t(`console.${command}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
