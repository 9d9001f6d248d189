// A viewer's choice of the live video focus view (SPEC §4 views, §6 who decides): coordinators
// and slide controllers change the shared view for everyone (source 5, the same rule the server
// applies: the domain's focusChangeScope); everyone else changes only their own view.
import { useCallback, useState } from 'react';
import {
  effectiveLiveVideoRoles,
  focusChangeScope,
  UpdateSource,
  type FocusChangeScope,
  type FocusedView,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { selectControlsSlides } from '../conference/presenter-actions.ts';
import { useConferenceStore } from '../conference/conference.store.ts';
import { sendLiveVideoUpdate } from './live-video.api.ts';
import { dispatchFocus } from './live-video.store.ts';

export interface FocusChoice {
  readonly scope: FocusChangeScope;
  /** The shared view could not be changed (the server refused or did not answer). */
  readonly failed: boolean;
  readonly choose: (view: FocusedView) => void;
}

export function useFocusChoice(): FocusChoice {
  const { presId, user } = usePresentation();
  const { kind } = useViewerKind();
  const controlsSlides = useConferenceStore((state) => selectControlsSlides(state, user));
  const liveVideoRoles = effectiveLiveVideoRoles(user?.PresPermissions.PresentationRole ?? 0, kind);
  const scope = focusChangeScope({ liveVideoRoles, controlsSlides });
  const [failed, setFailed] = useState(false);
  const choose = useCallback(
    (view: FocusedView) => {
      setFailed(false);
      if (scope === 'local') {
        dispatchFocus({ type: 'localChosen', view });
        return;
      }
      // The hub's source 5 update brings the new shared view to everyone, this viewer too.
      sendLiveVideoUpdate({
        PresId: presId,
        Source: UpdateSource.VideoFocusUpdated,
        FocusedView: view,
      }).catch(() => setFailed(true));
    },
    [scope, presId],
  );
  return { scope, failed, choose };
}
