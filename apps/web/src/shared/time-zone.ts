// The viewer's IANA time zone (SPEC §7 IanaTimeZone), read once per page: asking Intl for it
// builds a date formatter each time, which a phone pays for on every request otherwise.
let zone: string | null = null;

export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
