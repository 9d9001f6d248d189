// SPEC §7 GET playback of the call this viewer joined: where its replay stands (SPEC §8 "replay or
// playback not yet available") and whether it can be heard by phone. Read when `active` turns on
// (the views ask once the event has ended or its replay is published) and again when the call's
// status changes, so a replay published meanwhile is seen.
import { useEffect, useState } from 'react';
import type { CallPlaybackResponse } from '@podium/domain';
import { fetchCallPlayback } from './conference.api.ts';
import { useConferenceStore } from './conference.store.ts';
import { useConferenceSession } from './session-host.ts';

export function useCallPlayback(active: boolean): CallPlaybackResponse | null {
  const session = useConferenceSession();
  // The server answers the call's participants: asked once this viewer joined the call.
  const joined = useConferenceStore((s) => s.participant !== null);
  const status = useConferenceStore((s) => s.call.status);
  const [playback, setPlayback] = useState<CallPlaybackResponse | null>(null);
  const on = active && joined && session !== null;

  useEffect(() => {
    if (!on || session === null) {
      setPlayback(null);
      return undefined;
    }
    let cancelled = false;
    // A failed read says nothing: the texts it would add stay away (SPEC §8: ignored).
    fetchCallPlayback(session.call)
      .then((found) => !cancelled && setPlayback(found))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [on, session, status]);

  return playback;
}
