// The Welcome checklist's ticks, kept in this browser per presentation (SPEC §9 storage keys
// prefixed P{presId}P), so a viewer who comes back before the event finds their progress.
import { storageKey, type PreEventChecklistItem } from '@podium/domain';

const CHECKLIST_KEY = 'preEventChecklist';

export function readChecklistTicks(presId: number): ReadonlySet<string> {
  try {
    const raw = localStorage.getItem(storageKey(presId, CHECKLIST_KEY));
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return new Set(
      Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

export function writeChecklistTicks(
  presId: number,
  ticks: ReadonlySet<PreEventChecklistItem>,
): void {
  try {
    localStorage.setItem(storageKey(presId, CHECKLIST_KEY), JSON.stringify([...ticks]));
  } catch {
    // Storage may be full or blocked; the ticks then last for this visit only.
  }
}
