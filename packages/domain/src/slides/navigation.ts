// SPEC §5 who may navigate and control slides, and who is the active presenter.
import type { PresPermissions } from '../users/entities.ts';
import { isLiveVideoKind, isSimuLiveKind, type PresentationKind } from '../presentation/kind.ts';

export interface SlideNavigationInput {
  readonly kind: PresentationKind;
  /** Null when the user could not be loaded (SPEC §2: the viewer proceeds without one). */
  readonly permissions: PresPermissions | null;
  readonly liveVideoEnded: boolean;
  readonly replayAvailable: boolean;
}

/**
 * SPEC §5: disallowed for simulated-live; for live video or NRS Direct it depends on
 * PresPermissions.SlideNavigation and the live video not having ended, or on replay being
 * available; every other kind lets the viewer page through its slides. Without a user the
 * permission counts as not granted.
 */
export function isSlideNavigationAllowed(input: SlideNavigationInput): boolean {
  if (isSimuLiveKind(input.kind)) return false;
  if (isLiveVideoKind(input.kind)) {
    const permitted = input.permissions?.SlideNavigation ?? false;
    return (permitted && !input.liveVideoEnded) || input.replayAvailable;
  }
  return true;
}

/** SPEC §5: active presenter only if CoreId equals the active presenter's CoreUserId and no replay runs. */
export function isActivePresenter(
  user: { readonly CoreId: number } | null,
  activePresenter: { readonly CoreUserId: number } | null,
  replayRunning: boolean,
): boolean {
  return (
    user !== null &&
    activePresenter !== null &&
    !replayRunning &&
    user.CoreId === activePresenter.CoreUserId
  );
}

export interface SlideControlInput {
  readonly navigationAllowed: boolean;
  readonly liveVideoReplay: boolean;
  readonly callEndedWithReplayEnabled: boolean;
  readonly presenterAccessRemoved: boolean;
}

/**
 * SPEC §5: controlling slides needs navigation allowed, no live video replay, no ended call with
 * replay enabled, and presenter access not removed.
 */
export function canControlSlides(input: SlideControlInput): boolean {
  return (
    input.navigationAllowed &&
    !input.liveVideoReplay &&
    !input.callEndedWithReplayEnabled &&
    !input.presenterAccessRemoved
  );
}
