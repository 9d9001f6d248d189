// How loud the speaker's microphone is now (`Microphone level`): a meter from 0 to 100, so they
// can see the call hears them, or that the microphone picked is not the one they speak into.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useMicrophoneLevel } from '../useMicrophoneLevel.ts';

export function LevelMeter({ stream }: { readonly stream: MediaStream | null }) {
  const { t } = useTranslation('callAudio');
  const level = useMicrophoneLevel(stream);
  return (
    <div
      className="call-audio__meter"
      role="meter"
      aria-label={t('level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={level}
    >
      <span className="call-audio__meter-bar" style={{ width: `${level}%` }} />
    </div>
  );
}
