import { describe, expect, it } from 'vitest';
import { PresentationKind } from '../presentation/kind.ts';
import {
  canControlSlides,
  isActivePresenter,
  isSlideNavigationAllowed,
  type SlideControlInput,
} from './navigation.ts';

const granted = { PresentationRole: 1, SlideNavigation: true };
const denied = { PresentationRole: 1, SlideNavigation: false };
const base = { permissions: granted, liveVideoEnded: false, replayAvailable: false };

describe('SPEC §5 slide navigation allowed', () => {
  it.each([
    PresentationKind.SimuLiveVideo,
    PresentationKind.SimuLiveConferenceCallOnly,
    PresentationKind.SimuLiveConferenceCallWithSlides,
  ])('is disallowed for simulated-live (%s), even with replay', (kind) => {
    expect(isSlideNavigationAllowed({ ...base, kind, replayAvailable: true })).toBe(false);
  });

  describe.each([
    PresentationKind.LiveVideo,
    PresentationKind.NrsDirect,
    PresentationKind.VideoWebinar,
  ])('for %s', (kind) => {
    it('follows PresPermissions.SlideNavigation while the live video has not ended', () => {
      expect(isSlideNavigationAllowed({ ...base, kind })).toBe(true);
      expect(isSlideNavigationAllowed({ ...base, kind, permissions: denied })).toBe(false);
    });
    it('is off once the live video ended without replay', () => {
      expect(isSlideNavigationAllowed({ ...base, kind, liveVideoEnded: true })).toBe(false);
    });
    it('is on when replay is available, whatever the permission', () => {
      expect(
        isSlideNavigationAllowed({
          ...base,
          kind,
          permissions: denied,
          liveVideoEnded: true,
          replayAvailable: true,
        }),
      ).toBe(true);
    });
    it('treats a missing user as no permission', () => {
      expect(isSlideNavigationAllowed({ ...base, kind, permissions: null })).toBe(false);
    });
  });

  it.each([
    PresentationKind.SlidesOnly,
    PresentationKind.MediaWithSlides,
    PresentationKind.CallWithSlides,
    PresentationKind.DocumentOnly,
  ])('is allowed for %s regardless of the permission', (kind) => {
    expect(
      isSlideNavigationAllowed({ ...base, kind, permissions: denied, liveVideoEnded: true }),
    ).toBe(true);
  });
});

describe('SPEC §5 active presenter', () => {
  it('is the user whose CoreId equals the active presenter CoreUserId', () => {
    expect(isActivePresenter({ CoreId: 7 }, { CoreUserId: 7 }, false)).toBe(true);
  });
  it('is nobody while a replay runs', () => {
    expect(isActivePresenter({ CoreId: 7 }, { CoreUserId: 7 }, true)).toBe(false);
  });
  it('is false for another user, no user or no active presenter', () => {
    expect(isActivePresenter({ CoreId: 8 }, { CoreUserId: 7 }, false)).toBe(false);
    expect(isActivePresenter(null, { CoreUserId: 7 }, false)).toBe(false);
    expect(isActivePresenter({ CoreId: 7 }, null, false)).toBe(false);
  });
});

describe('SPEC §5 controlling slides', () => {
  const ok: SlideControlInput = {
    navigationAllowed: true,
    liveVideoReplay: false,
    callEndedWithReplayEnabled: false,
    presenterAccessRemoved: false,
  };
  it('is allowed when every condition holds', () => {
    expect(canControlSlides(ok)).toBe(true);
  });
  it.each([
    [{ navigationAllowed: false }],
    [{ liveVideoReplay: true }],
    [{ callEndedWithReplayEnabled: true }],
    [{ presenterAccessRemoved: true }],
  ] as const)('is refused when %o', (change) => {
    expect(canControlSlides({ ...ok, ...change })).toBe(false);
  });
});
