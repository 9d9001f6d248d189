// Underwriter logos for the Event Info panel. SPEC §4: branding extras are fetched after the
// load and their failures ignored, so an error leaves the list empty. SPEC §3: issuer-type logos
// are not underwriters; the server filters them and we do not show any that slip through.
import { useEffect, useState } from 'react';
import { LogoType, type Underwriter } from '@podium/domain';
import { fetchUnderwriters } from './panels.api.ts';

export function useUnderwriters(presId: number): Underwriter[] {
  const [state, setState] = useState<{ presId: number; list: Underwriter[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchUnderwriters(presId, controller.signal)
      .then((list) =>
        setState({
          presId,
          list: list.filter((u) => u.BrandingGroupItem.LogoType !== LogoType.Issuer),
        }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [presId]);
  return state?.presId === presId ? state.list : [];
}
