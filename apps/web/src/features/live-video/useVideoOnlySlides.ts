// SPEC §4 video-only focus and the slides: while the live video is on screen, its focus view is
// what the slide change path reads (conference/slide-focus.ts). Replay viewers, coordinators and
// the active presenter may still change slides; their change brings the previous view back — for
// everyone when it moved everyone's slide (the active presenter's: source 5, which the server
// takes from slide controllers, SPEC §6), else for this viewer alone.
import { useEffect, useRef } from 'react';
import {
  effectiveFocus,
  effectiveLiveVideoRoles,
  FOCUS_DEFAULT,
  FocusedView,
  isEventCoordinator,
  mayChangeSlideInVideoOnlyFocus,
  UpdateSource,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { useConferenceStore } from '../conference/conference.store.ts';
import { selectControlsSlides } from '../conference/presenter-actions.ts';
import { provideSlideFocus } from '../conference/slide-focus.ts';
import { sendLiveVideoUpdate } from './live-video.api.ts';
import { dispatchFocus, useLiveVideoStore } from './live-video.store.ts';

/**
 * Provides the focus view to slide changes while mounted. True while the view is video-only and
 * this viewer may change slides in it (so the viewer offers them the way to).
 */
export function useVideoOnlySlides(replay: boolean): boolean {
  const { presId, user } = usePresentation();
  const { kind } = useViewerKind();
  const coordinator = isEventCoordinator(
    effectiveLiveVideoRoles(user?.PresPermissions.PresentationRole ?? 0, kind),
  );
  const controls = useConferenceStore((s) => selectControlsSlides(s, user));
  const videoOnly = useLiveVideoStore((s) => effectiveFocus(s.focus) === FocusedView.VideoOnly);
  const standing = useRef({ replay, coordinator });
  standing.current = { replay, coordinator };

  useEffect(
    () =>
      provideSlideFocus({
        read() {
          const focus = useLiveVideoStore.getState().focus;
          return {
            focusedView: effectiveFocus(focus),
            previousFocusedView:
              focus.local === null ? focus.previousShared : (focus.previousLocal ?? FOCUS_DEFAULT),
            isReplayViewer: standing.current.replay,
            isEventCoordinator: standing.current.coordinator,
          };
        },
        leaveVideoOnly(view, forEveryone) {
          // This viewer sees the slide at once; the hub's source 5 then brings the shared view.
          dispatchFocus({ type: 'slideChangedInVideoOnly' });
          if (!forEveryone) return;
          // A refused update leaves the others in video-only; the slide itself still moved.
          sendLiveVideoUpdate({
            PresId: presId,
            Source: UpdateSource.VideoFocusUpdated,
            FocusedView: view,
          }).catch(() => undefined);
        },
      }),
    [presId],
  );

  return (
    videoOnly &&
    mayChangeSlideInVideoOnlyFocus({
      isReplayViewer: replay,
      isEventCoordinator: coordinator,
      isActivePresenter: controls,
    })
  );
}
