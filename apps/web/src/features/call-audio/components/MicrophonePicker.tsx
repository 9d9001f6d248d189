// The microphone the speaker talks into (`Microphone`): the audio inputs the browser lists, whose
// names it gives once it has granted the microphone. Picking one swaps it in without rejoining.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';

interface Props {
  readonly value: string | null;
  readonly onChange: (deviceId: string | null) => void;
  /** Read the list again when this changes (a new microphone stream: labels become known). */
  readonly refreshKey: unknown;
}

export function MicrophonePicker({ value, onChange, refreshKey }: Props) {
  const { t } = useTranslation('callAudio');
  const id = useId();
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    let current = true;
    const read = () =>
      void media.enumerateDevices().then(
        (list) => {
          if (current) setDevices(list.filter((d) => d.kind === 'audioinput' && d.deviceId));
        },
        () => undefined,
      );
    read();
    media.addEventListener?.('devicechange', read);
    return () => {
      current = false;
      media.removeEventListener?.('devicechange', read);
    };
  }, [refreshKey]);
  return (
    <div className="call-audio__picker">
      <label htmlFor={id}>{t('microphone')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('defaultDevice')}</option>
        {devices
          .filter((device) => device.deviceId !== 'default')
          .map((device, i) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || t('microphoneNumber', { number: i + 1 })}
            </option>
          ))}
      </select>
    </div>
  );
}
