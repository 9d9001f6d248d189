// The NRS Direct show's padding dates as they stand: those the presentation loaded with, replaced
// live by the dates a coordinator sets from the console (nrs-direct.realtime.ts).
import { useEffect, useState } from 'react';
import type { PaddingNavData } from '@podium/domain';
import { useConferenceSession } from '../conference/session-host.ts';
import { followPaddingNav } from './nrs-direct.realtime.ts';

export function usePaddingNavData(
  confId: number | null,
  loaded: PaddingNavData | null,
): PaddingNavData | null {
  const session = useConferenceSession();
  const [data, setData] = useState(loaded);
  useEffect(() => setData(loaded), [loaded]);
  useEffect(() => {
    if (session === null || confId === null) return;
    return followPaddingNav(confId, session.hub, setData);
  }, [session, confId]);
  return data;
}
