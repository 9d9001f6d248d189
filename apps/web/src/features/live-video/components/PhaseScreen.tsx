// The screens of SPEC §4 live video states that have no video: waiting with a countdown,
// available, starting soon, started (waiting for the broadcast), ended, replay pending or
// expired, each with its SPEC §8 text.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { countdownSeconds, LiveVideoPhase } from '@podium/domain';

function clock(totalSeconds: number): string {
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

interface Props {
  readonly phase: LiveVideoPhase;
  readonly startTimeUtc: string | null;
  readonly nowMs: number;
  /** Ended with a replay type that records: the replay is coming. */
  readonly replayExpected: boolean;
}

export function PhaseScreen({ phase, startTimeUtc, nowMs, replayExpected }: Props) {
  const { t } = useTranslation('liveVideo');
  const seconds = countdownSeconds(startTimeUtc, nowMs);
  switch (phase) {
    case LiveVideoPhase.Waiting:
    case LiveVideoPhase.Available:
    case LiveVideoPhase.StartingSoon:
      return (
        <section className="live-video__phase" aria-labelledby="live-video-phase-title">
          <h2 id="live-video-phase-title">
            {phase === LiveVideoPhase.StartingSoon
              ? t('phase.startingSoon')
              : t('phase.waitingTitle')}
          </h2>
          {seconds !== null && seconds > 0 && (
            <p className="live-video__countdown" role="timer">
              {t('phase.countdown', { time: clock(seconds) })}
            </p>
          )}
          <p role="status">
            {phase === LiveVideoPhase.Waiting ? t('phase.waiting') : t('phase.available')}
          </p>
        </section>
      );
    case LiveVideoPhase.Started:
      return (
        <p className="live-video__phase" role="status">
          {t('phase.started')}
        </p>
      );
    case LiveVideoPhase.Ended:
      return (
        <section className="live-video__phase">
          <p role="status">{t('phase.ended')}</p>
          {replayExpected && <p>{t('phase.replayPending')}</p>}
        </section>
      );
    case LiveVideoPhase.ReplayExpired:
      return (
        <p className="live-video__phase" role="status">
          {t('phase.replayExpired')}
        </p>
      );
    case LiveVideoPhase.Broadcasting:
    case LiveVideoPhase.ReplayAvailable:
      return null;
  }
}
