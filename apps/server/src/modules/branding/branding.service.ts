// Branding (SPEC §3, §5, §7): the group stylesheet declaring the primary colour, and the
// underwriter logos of a presentation without the issuer's own logo.
import {
  LogoType,
  NotFoundError,
  PRIMARY_COLOR_PROPERTY,
  shouldApplyBranding,
  type Underwriter,
} from '@podium/domain';
import type { AccessService } from '../access/access.service.ts';
import type { BrandingRepository, UnderwriterRow } from './branding.repository.ts';
import { brandingFileUrl } from './branding-urls.ts';
import type { Caller } from '../access/caller.ts';

interface Dependencies {
  readonly branding: BrandingRepository;
  readonly access: AccessService;
}

function toUnderwriter(row: UnderwriterRow): Underwriter {
  const logoType = row.logoType === LogoType.Issuer ? LogoType.Issuer : LogoType.Underwriter;
  return {
    Name: row.name,
    BrandingGroupItem: { LogoType: logoType, LogoUrl: brandingFileUrl(row.logoKey) },
  };
}

export function createBrandingService({ branding, access }: Dependencies) {
  return {
    async stylesheet(guid: string): Promise<string> {
      // SPEC §5: no branding for the empty guid, so there is no stylesheet to serve for it.
      const group = shouldApplyBranding(guid) ? await branding.findGroup(guid) : null;
      if (!group) throw new NotFoundError(`Branding group ${guid} not found.`);
      return `:root{${PRIMARY_COLOR_PROPERTY}:${group.primaryColor};}\n${group.stylesheet}\n`;
    },

    /** SPEC §3: issuer-type logos are filtered out of the underwriter list. */
    async underwriters(caller: Caller, presId: number): Promise<Underwriter[]> {
      await access.requireAccess(caller, presId);
      const rows = await branding.listUnderwriters(presId);
      return rows.filter((row) => row.logoType !== LogoType.Issuer).map(toUnderwriter);
    },
  };
}

export type BrandingService = ReturnType<typeof createBrandingService>;
