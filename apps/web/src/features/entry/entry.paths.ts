// SPEC §2 routes (relative to the router basename /presentation/v2/), with the trailing slash
// the spec writes them with. Other features link through these, never through literals.
import { parseIdText, type EntryRoute } from '@podium/domain';

export const entryPaths = {
  presentation: (presId: number) => `/${presId}/`,
  viewer: (presId: number) => `/${presId}/viewer/`,
  disclaimer: (presId: number) => `/${presId}/disclaimer/`,
  validate: (presId: number) => `/${presId}/validate/`,
  error: (presId: number) => `/${presId}/error/`,
  timeout: (presId: number) => `/${presId}/timeout/`,
  linkedShow: (presId: number) => `/${presId}/linkedshow/`,
  leaveEvent: (presId: number) => `/${presId}/leaveevent/`,
  console: (presId: number) => `/${presId}/console/`,
  studio: (presId: number) => `/${presId}/studio/`,
  register: (presId: number) => `/register/${presId}`,
} as const;

/** Where the server's Route answer (route call or entry code) sends the user. */
export function pathForRoute(presId: number, route: EntryRoute): string {
  switch (route) {
    case 'validate':
      return entryPaths.validate(presId);
    case 'disclaimer':
      return entryPaths.disclaimer(presId);
    case 'viewer':
      return entryPaths.viewer(presId);
    case 'register':
      return entryPaths.register(presId);
    case 'error':
      return entryPaths.error(presId);
  }
}

/** A presId route parameter, or null when it is not a valid id (the 404 screen shows). */
export function parsePresId(value: string | undefined): number | null {
  return parseIdText(value);
}
