// Retail visitors and linked shows (SPEC §7 GET {product}/show/{presId}/linkedshows, §9 show link
// types). A retail show's link code opens the show and the shows linked to it, like an entry code
// (presentation/linked-shows codeAdmitsTo); a registration covers the show registered for and the
// retail shows linked to it, one link deep, so a visitor moves to another part or language of the
// offering without registering again. Linked shows that are not retail are never covered: they are
// entered with their own codes.
import { linkedSet } from '../presentation/linked-shows.ts';

/**
 * The shows a registration for `registeredPresId` lets its visitor watch: that show first, then
 * each show it links to (`links`) that is a retail show (`isRetailShow`), each once.
 */
export function registrationCovers(
  registeredPresId: number,
  links: readonly { presId: number }[],
  isRetailShow: (presId: number) => boolean,
): number[] {
  return linkedSet(registeredPresId, links).filter(
    (presId) => presId === registeredPresId || isRetailShow(presId),
  );
}
