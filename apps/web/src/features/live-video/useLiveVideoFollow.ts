// Follows the live video of the call session on screen (hub updates, reconnect refreshes) while
// a live video view is mounted.
import { useEffect } from 'react';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { followLiveVideo } from './live-video.realtime.ts';
import { resetLiveVideo } from './live-video.store.ts';

export function useLiveVideoFollow(): void {
  const { presId, presentation } = usePresentation();
  const session = useConferenceSession();
  const confId = presentation.ConferenceCallData?.Id ?? null;
  useEffect(() => {
    if (session === null || confId === null) return;
    return followLiveVideo(presId, confId, session.hub);
  }, [presId, confId, session]);
  useEffect(() => () => resetLiveVideo(), [presId]);
}
