// Follows the live video of the call session on screen (hub updates, reconnect refreshes, the
// uploads of its media) while a live video view is mounted.
import { useEffect, useMemo } from 'react';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { mediaGuidsOf } from '../presentation-hub/presentation-hub.realtime.ts';
import { followLiveVideo } from './live-video.realtime.ts';
import { resetLiveVideo } from './live-video.store.ts';

export function useLiveVideoFollow(): void {
  const { presId, presentation } = usePresentation();
  const session = useConferenceSession();
  const confId = presentation.ConferenceCallData?.Id ?? null;
  // The same containers keep the same topics across reloads of the presentation.
  const guidKey = mediaGuidsOf(presentation).join(' ');
  const mediaGuids = useMemo(() => (guidKey === '' ? [] : guidKey.split(' ')), [guidKey]);
  useEffect(() => {
    if (session === null || confId === null) return;
    return followLiveVideo(presId, confId, session.hub, mediaGuids);
  }, [presId, confId, session, mediaGuids]);
  useEffect(() => () => resetLiveVideo(), [presId]);
}
