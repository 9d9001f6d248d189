// Test fixtures for the shell's component tests: the domain's Presentation fixture (one source of
// truth for the schema's fields) titled as the web tests expect, and a valid User per the shared
// schema; both overridable field by field.
import type { Presentation } from '@podium/domain';
import { makePresentation as makeDomainPresentation } from '@podium/domain/testing';

/** The domain's own fixtures, for web test helpers that are not test files themselves. */
export { makeDomainPresentation };
export { makeSlides as makeDomainSlides, makeUser } from '@podium/domain/testing';

/** The web tests' event: the names the screens under test show. */
export const WEB_EVENT: Partial<Presentation> = {
  TitleBarWeb: 'Acme Corp Investor Day',
  EventInfo: {
    Issuer: 'Acme Corp',
    Description: '',
    StartDateUtc: null,
    Timezone: null,
    Contact: null,
  },
};

/** SPEC §5: branding is skipped for the empty guid, so the shell's tests fetch no stylesheet. */
const NO_BRANDING = '00000000-0000-0000-0000-000000000000';

export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return makeDomainPresentation({ ...WEB_EVENT, BrandingGuid: NO_BRANDING, ...overrides });
}
