// The console's broadcast panel for a simulated-live show (SPEC §4 playback states): where the
// broadcast is, and `Pause broadcast`, `Resume broadcast`, `Stop broadcast`, each enabled only when
// the domain's applyBroadcastCommand accepts it now. Every attendee follows through
// liveevent.{confId}.playback, and so does this panel (simulive.console-hub.ts): a change made by
// another coordinator shows at once. The console shows it for simulated-live shows only.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  broadcastCommandsFor,
  type BroadcastCommand,
  type PlaybackControlResponse,
} from '@podium/domain';
import { formatClock } from '../../media/time-format.ts';
import { sendBroadcastCommand, type LiveEventRef } from '../simulive.api.ts';
import { followBroadcastInConsole } from '../simulive.console-hub.ts';
import {
  applyConsoleControlResponse,
  consoleControlFailed,
  useConsoleBroadcastStore,
} from '../simulive.console-store.ts';
import '../simulive-i18n.ts';
const COMMANDS: readonly BroadcastCommand[] = ['pause', 'resume', 'stop'];

interface Props {
  readonly ids: LiveEventRef;
  readonly confirm: (title: string, message: string, run: () => void) => void;
}

function available(control: PlaybackControlResponse, command: BroadcastCommand): boolean {
  const current = { Status: control.Status, Offset: control.Offset, ended: control.Ended };
  return broadcastCommandsFor(current).includes(command);
}

export function BroadcastControls({ ids, confirm }: Props) {
  const { t } = useTranslation('simulive');
  const headingId = useId();
  const control = useConsoleBroadcastStore((s) => s.control);
  const failed = useConsoleBroadcastStore((s) => s.failed);
  const [busy, setBusy] = useState(false);
  const { presId, confId } = ids;

  useEffect(() => followBroadcastInConsole({ presId, confId }), [presId, confId]);

  const run = async (command: BroadcastCommand) => {
    setBusy(true);
    try {
      applyConsoleControlResponse(await sendBroadcastCommand(ids, command));
    } catch {
      // The state shown stays what the hub last said; a refusal changed nothing.
      consoleControlFailed();
    } finally {
      setBusy(false);
    }
  };

  const onCommand = (command: BroadcastCommand) => {
    if (command === 'stop')
      confirm(
        t('console.confirmStopTitle'),
        t('console.confirmStopMessage'),
        () => void run('stop'),
      );
    else void run(command);
  };

  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('console.region')}
      </h2>
      {control && (
        <p className="console-panel__meta">
          {control.Ended
            ? t('status.ended')
            : control.Status === 'Paused'
              ? t('status.paused')
              : control.Status === 'Stopped'
                ? t('status.stopped')
                : control.Status === 'NotStarted'
                  ? t('status.scheduled', { time: new Date(control.StartTimeUtc).toLocaleString() })
                  : t('status.live')}{' '}
          {t('console.position', {
            position: formatClock(control.Offset),
            duration: formatClock(control.DurationSeconds),
          })}
        </p>
      )}
      {failed && <p role="alert">{t('console.failed')}</p>}
      <div className="console-actions">
        {COMMANDS.map((command) => (
          <button
            key={command}
            type="button"
            className="pd-button"
            disabled={busy || control === null || !available(control, command)}
            onClick={() => onCommand(command)}
          >
            {t(`console.${command}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
