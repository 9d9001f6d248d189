// SPEC §3, §5 branding: inject the event's stylesheet and expose its primary colour and the
// 15%/30% darker shades as CSS custom properties the app's CSS uses for accents. Colour rules
// are the domain's; this module only touches the document.
import { brandingPalette, parsePrimaryColor, shouldApplyBranding } from '@podium/domain';
import { fetchBrandingStylesheet } from './branding.api.ts';

export const BRANDING_STYLE_ID = 'podium-branding';
export const BRANDING_VARS = {
  primary: '--podium-primary',
  dark: '--podium-primary-dark-15',
  darker: '--podium-primary-dark-30',
  fill: '--podium-primary-fill',
} as const;

export function applyBranding(stylesheet: string, doc: Document = document): void {
  let style = doc.getElementById(BRANDING_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = BRANDING_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = stylesheet;
  const primary = parsePrimaryColor(stylesheet);
  const palette = primary ? brandingPalette(primary) : null;
  const root = doc.documentElement.style;
  if (palette) {
    root.setProperty(BRANDING_VARS.primary, palette.primary);
    root.setProperty(BRANDING_VARS.dark, palette.primaryDark);
    root.setProperty(BRANDING_VARS.darker, palette.primaryDarker);
    root.setProperty(BRANDING_VARS.fill, palette.primaryFill);
  } else {
    for (const name of Object.values(BRANDING_VARS)) root.removeProperty(name);
  }
}

export function removeBranding(doc: Document = document): void {
  doc.getElementById(BRANDING_STYLE_ID)?.remove();
  for (const name of Object.values(BRANDING_VARS)) doc.documentElement.style.removeProperty(name);
}

/**
 * Fetches and applies the branding of brandingGuid; skipped for the empty guid (SPEC §5) and
 * failures ignored (SPEC §4 "fetch branding extras … failures ignored"). Resolves either way.
 */
export async function loadBranding(
  brandingGuid: string,
  isCurrent: () => boolean = () => true,
): Promise<void> {
  if (!shouldApplyBranding(brandingGuid)) return;
  try {
    const stylesheet = await fetchBrandingStylesheet(brandingGuid);
    if (isCurrent()) applyBranding(stylesheet);
  } catch {
    // SPEC §4: branding failures are ignored; the default palette stays.
  }
}
