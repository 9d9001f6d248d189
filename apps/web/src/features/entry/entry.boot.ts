// The first screen's calls as early as the page can make them (ARCHITECTURE §7): opened at a
// viewer address, the route call and, beside it, the user and presentation calls go out before
// the first render, unless the page already holds their answers; at the entry address
// (/{presId}/) the route call, which decides where to go, goes out before the first render too,
// unless the page holds its answer (a session's entry page holds the user, presentation and
// disclaimer answers as well, for the screen the route leads to). The disclaimer's address is
// served and read as the entry address is. SPEC §2's order holds where the answers are applied:
// the route answer decides the screen, then the user's answer is applied, then the
// presentation's.
import { FIRST_SCREEN_ANSWERS_ID, readFirstScreenAnswers, VIEWER_BASE_PATH } from '@podium/domain';
import { holdEntryAnswers, startEarlyEntryLoad } from '../presentation/presentation.store.ts';
import { parsePresId } from './entry.paths.ts';
import {
  holdDisclaimerAnswer,
  rememberedLinkCode,
  resolveRouteEarly,
  routeQueryFrom,
} from './entry.store.ts';

const VIEWER_ADDRESS = new RegExp(`^${VIEWER_BASE_PATH}(\\d+)/viewer/?$`);
const ENTRY_ADDRESS = new RegExp(`^${VIEWER_BASE_PATH}(\\d+)/?$`);
const DISCLAIMER_ADDRESS = new RegExp(`^${VIEWER_BASE_PATH}(\\d+)/disclaimer/?$`);

/**
 * `page` is the document the viewer was served in: it may hold the first screen's answers (domain
 * first-screen.ts), which then stand in for the calls: at the entry address the route's alone.
 * True when calls went out (they leave before the first render).
 */
export function startEntryCalls(
  location: { pathname: string; search: string; href: string },
  page: Pick<Document, 'getElementById'> | null = null,
): boolean {
  const answersOf = (presId: number) =>
    readFirstScreenAnswers(page?.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent, presId);
  const entryId = parsePresId(
    (ENTRY_ADDRESS.exec(location.pathname) ?? DISCLAIMER_ADDRESS.exec(location.pathname))?.[1],
  );
  if (entryId !== null) {
    const held = answersOf(entryId);
    resolveRouteEarly(entryId, routeQueryFrom(location.search), held?.route);
    // A session's entry page also holds what the screen it leads to asks first; nothing more is
    // asked ahead from here.
    if (held?.user !== undefined && held.presentation !== undefined)
      holdEntryAnswers(entryId, { user: held.user, presentation: held.presentation });
    if (held?.disclaimer !== undefined) holdDisclaimerAnswer(entryId, held.disclaimer);
    return held?.route === undefined;
  }
  const presId = parsePresId(VIEWER_ADDRESS.exec(location.pathname)?.[1]);
  if (presId === null) return false;
  const answered = answersOf(presId);
  if (answered?.disclaimer !== undefined) holdDisclaimerAnswer(presId, answered.disclaimer);
  resolveRouteEarly(presId, routeQueryFrom(location.search), answered?.route);
  // A retail show (reached by its link code) loads with the retail call, which the route answer
  // confirms: nothing more is asked ahead of it.
  const retail = rememberedLinkCode(presId) !== null;
  if (!retail) startEarlyEntryLoad(presId, location.href, answered ?? undefined);
  return (
    answered?.route === undefined ||
    (!retail && (answered.user === undefined || answered.presentation === undefined))
  );
}
