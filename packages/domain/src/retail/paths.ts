// The paths of the SPEC §7 retail calls, apart from their schemas: the viewer's first screen
// names them without loading zod.

/** The {product} path segment of the SPEC §7 retail calls. */
export const RETAIL_PRODUCT = 'retail';

function withQuery(path: string, name: string, value: string | null | undefined): string {
  return value ? `${path}?${name}=${encodeURIComponent(value)}` : path;
}

export const retailPaths = {
  show: (presId: number, linkCode?: string | null) =>
    withQuery(`${RETAIL_PRODUCT}/shows/${presId}`, 'linkCode', linkCode),
  linkedShows: (presId: number, linkCode?: string | null) =>
    withQuery(`${RETAIL_PRODUCT}/show/${presId}/linkedshows`, 'linkCode', linkCode),
  document: (presId: number, docId: number, linkCode?: string | null) =>
    withQuery(`${RETAIL_PRODUCT}/shows/${presId}/documents/${docId}`, 'linkcode', linkCode),
  /** SPEC §7: where a retail show's video document plays from (VideoUrlResponseSchema). */
  documentVideoUrl: (presId: number, docId: number, linkCode?: string | null) => {
    const path = withQuery(
      `${RETAIL_PRODUCT}/shows/${presId}/documents/${docId}`,
      'linkcode',
      linkCode,
    );
    return `${path}${path.includes('?') ? '&' : '?'}getVideoUrl=true`;
  },
  slideMedia: (containerGuid: string, linkCode?: string | null) =>
    withQuery(`${RETAIL_PRODUCT}/presentation/${containerGuid}/slidemedia`, 'linkcode', linkCode),
  /** Public: what the registration page shows before anyone registered. */
  registration: (presId: number, linkCode?: string | null) =>
    withQuery(`${RETAIL_PRODUCT}/shows/${presId}/registration`, 'linkCode', linkCode),
  /** POST: register (anyone); GET: the list (coordinators). */
  registrations: (presId: number) => `${RETAIL_PRODUCT}/shows/${presId}/registrations`,
  /** POST: watch a show that requires no registration (anyone). */
  watch: (presId: number, linkCode?: string | null) =>
    withQuery(`${RETAIL_PRODUCT}/shows/${presId}/watch`, 'linkCode', linkCode),
  /** GET: the list as a CSV file (coordinators). */
  registrationsExport: (presId: number) => `${RETAIL_PRODUCT}/shows/${presId}/registrations/export`,
} as const;
