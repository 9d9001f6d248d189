// Moving to a linked show (SPEC §2 /linkedshow/, §9 show link types). The entry code the user
// entered with admits to the linked shows too (the server's linked set), so it goes with them for
// their own linked-show listing (SPEC §7 linkedpresentations/{password}); so does a retail show's
// link code, for the retail calls of the linked show (SPEC §7 {product}/shows, linkedshows). A DualLanguage link
// switches the viewer's language with the content; a move within a custom agenda is recorded on
// the visit (SPEC §7 updatelogforcustomshow; never for retail, whose visits have no log).
import { apiPaths, ShowLinkType, type LinkedShow } from '@podium/domain';
import { chooseLanguage } from '../../shared/i18n/i18n.ts';
import { requestVoid } from '../../shared/http/client.ts';
import { entryPaths } from '../entry/entry.paths.ts';
import {
  cachedRoute,
  rememberedEntryCode,
  rememberedLinkCode,
  rememberEntryCode,
  rememberLinkCode,
} from '../entry/entry.store.ts';

export type LinkTarget = Pick<LinkedShow, 'PresentationId' | 'ShowLinkType'> &
  Partial<Pick<LinkedShow, 'Language'>>;

/**
 * Prepares the move from `fromPresId` to `target` and returns the path to go to. Logging is
 * fire-and-forget (SPEC §8: such failures are silently ignored); the language switch is awaited
 * so the linked show renders in its language from the first paint.
 */
export async function prepareLinkedShow(fromPresId: number, target: LinkTarget): Promise<string> {
  const code = rememberedEntryCode(fromPresId);
  if (code !== null) rememberEntryCode(target.PresentationId, code);
  const linkCode = rememberedLinkCode(fromPresId);
  if (linkCode !== null && rememberedLinkCode(target.PresentationId) === null)
    rememberLinkCode(target.PresentationId, linkCode);
  if (target.ShowLinkType === ShowLinkType.CustomAgenda) {
    const logId = cachedRoute(fromPresId)?.LogId ?? null;
    if (logId !== null) {
      requestVoid(apiPaths.customShowLog(logId), {
        method: 'PUT',
        body: { PresId: fromPresId, ShowId: target.PresentationId },
      }).catch(() => undefined);
    }
  }
  if (target.ShowLinkType === ShowLinkType.DualLanguage && target.Language !== undefined) {
    // Without its catalogs the linked show still opens, in the fallback language.
    await chooseLanguage(target.Language).catch(() => undefined);
  }
  return entryPaths.presentation(target.PresentationId);
}
