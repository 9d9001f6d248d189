// Microphone and camera pickers: the devices the browser lists once it has granted access.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { DeviceChoice } from '../meeting.devices.ts';

interface Props {
  readonly choice: DeviceChoice;
  readonly onChange: (choice: DeviceChoice) => void;
  /** Re-read the list when this changes (after joining, labels become known). */
  readonly refreshKey: unknown;
}

export function DevicePickers({ choice, onChange, refreshKey }: Props) {
  const { t } = useTranslation('meeting');
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    const read = () => void media.enumerateDevices().then(setDevices, () => undefined);
    read();
    media.addEventListener('devicechange', read);
    return () => media.removeEventListener('devicechange', read);
  }, [refreshKey]);
  const of = (kind: MediaDeviceKind) => devices.filter((d) => d.kind === kind && d.deviceId);
  const picker = (
    kind: MediaDeviceKind,
    label: string,
    value: string | null,
    set: (id: string | null) => void,
  ) => (
    <label className="meeting__picker">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => set(event.target.value || null)}>
        <option value="">{t('defaultDevice')}</option>
        {of(kind).map((device, i) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${i + 1}`}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="meeting__pickers">
      {picker('audioinput', t('microphone'), choice.microphoneId, (id) =>
        onChange({ ...choice, microphoneId: id }),
      )}
      {picker('videoinput', t('camera'), choice.cameraId, (id) =>
        onChange({ ...choice, cameraId: id }),
      )}
    </div>
  );
}
