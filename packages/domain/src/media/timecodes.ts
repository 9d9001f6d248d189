// SPEC §3 Media action TimecodeSequence: a comma-separated list of timecodes. SPEC does not show
// the timecode format; Podium accepts plain seconds ("40", "12.5") and clock forms ("1:05",
// "01:02:03.5"), since authoring tools write either. Anything else is one bad entry among good
// ones and is skipped rather than failing the whole presentation.

const SECONDS = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** Seconds for one timecode, or null when it is not a timecode Podium understands. */
export function parseTimecode(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  const parts = text.split(':');
  if (parts.length > 3) return null;
  const last = parts[parts.length - 1] ?? '';
  if (!SECONDS.test(last)) return null;
  const leading = parts.slice(0, -1);
  if (!leading.every((p) => WHOLE.test(p))) return null;
  const seconds = Number(last);
  // In clock forms every field after the first is below 60: "1:75" is a typo, not 2:15.
  if (parts.length > 1 && seconds >= 60) return null;
  if (parts.length === 3 && Number(parts[1]) >= 60) return null;
  const total = leading.reduce((acc, p) => acc * 60 + Number(p), 0) * 60 + seconds;
  return Number.isFinite(total) ? total : null;
}

/** SPEC §3: the distinct valid timecodes of a sequence, ascending. */
export function parseTimecodeSequence(sequence: string): number[] {
  const times = new Set<number>();
  for (const entry of sequence.split(',')) {
    const t = parseTimecode(entry);
    if (t !== null) times.add(t);
  }
  return [...times].sort((a, b) => a - b);
}
