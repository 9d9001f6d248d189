// The personal slide index survives a reload of the tab: sessionStorage under the SPEC §9
// P{presId}P prefix. Storage can be unavailable (privacy modes, quota); the viewer then simply
// starts at the first slide.
import { isValidSlideIndex, storageKey } from '@podium/domain';

const SLIDE_INDEX_KEY = 'slideIndex';

export function readSlideIndex(presId: number, slideCount: number): number | null {
  try {
    const raw = sessionStorage.getItem(storageKey(presId, SLIDE_INDEX_KEY));
    if (raw === null || !/^\d+$/.test(raw)) return null;
    const index = Number(raw);
    return isValidSlideIndex(index, slideCount) ? index : null;
  } catch {
    return null;
  }
}

export function writeSlideIndex(presId: number, index: number): void {
  try {
    sessionStorage.setItem(storageKey(presId, SLIDE_INDEX_KEY), String(index));
  } catch {
    // not persisting only costs the position on reload
  }
}
