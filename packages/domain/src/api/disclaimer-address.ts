// SPEC §7 Disclaimer: a presentation names the address of its disclaimer (DisclaimerPath); a
// path under /api (not /api/v1) is the service route's. The viewer asks that address, and the
// server, which places the disclaimer's answer in the page when it is the presentation's own
// call, tells the two apart with the same rule.
import { SERVICE_BASE_PATH } from '../constants.ts';
import { apiPaths } from './paths.ts';

/** The address a DisclaimerPath names: a leading /api is rewritten to the service route. */
export function disclaimerAddress(path: string): string {
  if (path.startsWith('/api/') && !path.startsWith('/api/v1/'))
    return SERVICE_BASE_PATH + path.slice('/api'.length);
  return path;
}

/** The disclaimer presId's presentation names is its own disclaimer call (or it names none). */
export function namesOwnDisclaimer(presId: number, path: string | null | undefined): boolean {
  return !path || disclaimerAddress(path) === `${SERVICE_BASE_PATH}/${apiPaths.disclaimer(presId)}`;
}
