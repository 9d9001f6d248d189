// The IANA time zones this browser knows, as a list to pick the event's zone from.
import { useMemo } from 'react';

interface TimeZoneSelectProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': boolean | undefined;
  readonly value: string;
  readonly onChange: (zone: string) => void;
}

function knownZones(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current !== '') zones.add(current);
  return [...zones].sort();
}

export function TimeZoneSelect({ value, onChange, ...control }: TimeZoneSelectProps) {
  const zones = useMemo(() => knownZones(value), [value]);
  return (
    <select
      {...control}
      className="pd-field__input"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </select>
  );
}
