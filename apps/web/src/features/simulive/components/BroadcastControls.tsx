// The console's broadcast panel for a simulated-live show (SPEC §4 playback states): where the
// broadcast is, and `Pause broadcast`, `Resume broadcast`, `Stop broadcast`, each enabled only when
// the domain's applyBroadcastCommand accepts it now. Every attendee follows through
// liveevent.{confId}.playback. The console shows it for simulated-live shows only.
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  broadcastCommandsFor,
  type BroadcastCommand,
  type PlaybackControlResponse,
} from '@podium/domain';
import { formatClock } from '../../media/time-format.ts';
import { fetchPlaybackControl, sendBroadcastCommand, type LiveEventRef } from '../simulive.api.ts';
import '../simulive-i18n.ts';

/** How often the console re-reads the broadcast (another coordinator may have changed it). */
const CONSOLE_REFRESH_MS = 5_000;
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
  const [control, setControl] = useState<PlaybackControlResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setControl(await fetchPlaybackControl(ids));
    } catch {
      setFailed(true);
    }
  }, [ids]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), CONSOLE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const run = async (command: BroadcastCommand) => {
    setBusy(true);
    setFailed(false);
    try {
      setControl(await sendBroadcastCommand(ids, command));
    } catch {
      setFailed(true);
      await refresh();
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
