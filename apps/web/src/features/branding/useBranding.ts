import { useEffect } from 'react';
import { loadBranding, removeBranding } from './branding.ts';

/** Applies a presentation's branding while its screens are shown (SPEC §3, §5). */
export function useBranding(brandingGuid: string | null): void {
  useEffect(() => {
    if (brandingGuid === null) return undefined;
    let current = true;
    void loadBranding(brandingGuid, () => current);
    return () => {
      current = false;
      removeBranding();
    };
  }, [brandingGuid]);
}
