// The console's broadcast panel for a simulated-live show (SPEC §4 playback states): where the
// broadcast is, and `Pause broadcast`, `Resume broadcast`, `Stop broadcast`, each enabled only when
// the domain's applyBroadcastCommand accepts it now. Every attendee follows through
// liveevent.{confId}.playback, and so does this panel (simulive.console-hub.ts): a change made by
// another coordinator shows at once, and a playing broadcast's position moves on each second
// (the domain's broadcastHeardAt). The console shows it for simulated-live shows only.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  broadcastCommandsFor,
  broadcastHeardAt,
  type BroadcastCommand,
  type BroadcastNow,
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
/** How often a playing broadcast's position is read again for the panel. */
const TICK_MS = 1_000;

interface Props {
  readonly ids: LiveEventRef;
  readonly confirm: (title: string, message: string, run: () => void) => void;
}

/** The broadcast as of now, from what the panel last heard; null before the first read. */
function useBroadcastNow(): BroadcastNow | null {
  const control = useConsoleBroadcastStore((s) => s.control);
  const receivedAtMs = useConsoleBroadcastStore((s) => s.receivedAtMs);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const playing = control?.Status === 'Playing' && !control.Ended;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);
  if (control === null) return null;
  const heard = {
    control: { Status: control.Status, Offset: control.Offset },
    receivedAtMs,
    ended: control.Ended,
    durationSeconds: control.DurationSeconds,
  };
  return broadcastHeardAt(heard, Math.max(nowMs, receivedAtMs));
}

export function BroadcastControls({ ids, confirm }: Props) {
  const { t } = useTranslation('simulive');
  const headingId = useId();
  const control = useConsoleBroadcastStore((s) => s.control);
  const current = useBroadcastNow();
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
      {control && current && (
        <p className="console-panel__meta">
          {current.ended
            ? t('status.ended')
            : current.Status === 'Paused'
              ? t('status.paused')
              : current.Status === 'Stopped'
                ? t('status.stopped')
                : current.Status === 'NotStarted'
                  ? t('status.scheduled', { time: new Date(control.StartTimeUtc).toLocaleString() })
                  : t('status.live')}{' '}
          {t('console.position', {
            position: formatClock(current.Offset),
            duration: formatClock(control.DurationSeconds),
          })}
        </p>
      )}
      {failed && <p role="alert">{t('console.failed')}</p>}
      <div className="console-controls">
        {COMMANDS.map((command) => (
          <button
            key={command}
            type="button"
            className={`pd-button ${command === 'stop' ? 'pd-button--danger' : 'pd-button--primary'}`}
            disabled={busy || current === null || !broadcastCommandsFor(current).includes(command)}
            onClick={() => onCommand(command)}
          >
            {t(`console.${command}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
