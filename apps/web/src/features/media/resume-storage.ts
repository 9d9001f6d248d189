// SPEC §4 resume modal value 2, "resume from stored video data": the position this browser keeps
// per presentation, under the SPEC §9 P{presId}P prefix. It survives closing the tab (local
// storage), and covers viewers the server keeps no data for or a save that did not arrive.
// Storage can be unavailable (privacy modes, quota); the viewer then relies on the server alone.
import { storageKey } from '@podium/domain';

const MEDIA_POSITION_KEY = 'mediaPosition';

export function readLocalPosition(presId: number): number | null {
  try {
    const raw = localStorage.getItem(storageKey(presId, MEDIA_POSITION_KEY));
    if (raw === null) return null;
    const seconds = Number(raw);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    return null;
  }
}

export function writeLocalPosition(presId: number, seconds: number): void {
  try {
    localStorage.setItem(storageKey(presId, MEDIA_POSITION_KEY), String(seconds));
  } catch {
    // the server copy (userPresData) still holds the position
  }
}
