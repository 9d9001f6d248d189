// A document's size as people read it, in the viewer's language: "840 kB", "1.2 MB" (a file
// under a kilobyte reads "1 kB").
const KIB = 1024;
const MIB = KIB * 1024;

export function formatFileSize(bytes: number, locale: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte', digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (bytes < MIB) return format(Math.max(1, Math.round(bytes / KIB)), 'kilobyte', 0);
  return format(bytes / MIB, 'megabyte', 1);
}
