import { describe, expect, it } from 'vitest';
import {
  activePresenterAfterListChange,
  activePresenterFromUpdate,
  controlsConferenceSlide,
  controlsSharedSlides,
  isCallOver,
  initialPresenterChangeState,
  mayAssignActivePresenter,
  mayTakePresenterControl,
  presenterAccessRemoved,
  presenterChangeReducer,
  PRESENTER_CHANGE_FAILED_KEY,
  type PresenterChangeEvent,
} from './presenter-control.ts';
import { CallStatus } from '../realtime/payloads.ts';

const pat = { CoreUserId: 12, Name: 'Pat' };
const sam = { CoreUserId: 15, Name: 'Sam' };
const list = [pat, sam];

describe('SPEC §6 taking presenter control', () => {
  const base = {
    coreUserId: 12,
    isSiteAdmin: false,
    presenterControlEnabled: true,
    presenters: list,
  };

  it('a conference call presenter or a site admin may, when presenter control is enabled', () => {
    expect(mayTakePresenterControl(base)).toBe(true);
    expect(mayTakePresenterControl({ ...base, coreUserId: 99, isSiteAdmin: true })).toBe(true);
    expect(mayTakePresenterControl({ ...base, coreUserId: 99 })).toBe(false);
  });

  it('nobody may when presenter control is disabled', () => {
    expect(mayTakePresenterControl({ ...base, presenterControlEnabled: false })).toBe(false);
    expect(
      mayTakePresenterControl({ ...base, isSiteAdmin: true, presenterControlEnabled: false }),
    ).toBe(false);
  });

  it('a presenter removed from the list loses control', () => {
    expect(mayTakePresenterControl({ ...base, presenters: [sam] })).toBe(false);
    expect(presenterAccessRemoved(12, list, [sam])).toBe(true);
    expect(presenterAccessRemoved(15, list, [sam])).toBe(false);
    expect(presenterAccessRemoved(99, list, [sam])).toBe(false); // never a presenter
    expect(activePresenterAfterListChange(pat, list, [sam])).toBeNull();
    expect(activePresenterAfterListChange(sam, list, [sam])).toBe(sam);
    const admin = { CoreUserId: 99, Name: 'Admin' };
    expect(activePresenterAfterListChange(admin, list, [sam])).toBe(admin);
    expect(activePresenterAfterListChange(null, list, [sam])).toBeNull();
  });
});

describe('who an active presenter update may name', () => {
  it('coordinators name any listed presenter; others only themselves when they may take control', () => {
    const coordinator = { coreUserId: 13, isEventCoordinator: true, mayTakeControl: false };
    expect(mayAssignActivePresenter(coordinator, 15, list)).toBe(true);
    expect(mayAssignActivePresenter(coordinator, 77, list)).toBe(false);
    const presenter = { coreUserId: 12, isEventCoordinator: false, mayTakeControl: true };
    expect(mayAssignActivePresenter(presenter, 12, list)).toBe(true);
    expect(mayAssignActivePresenter(presenter, 15, list)).toBe(false);
    expect(mayAssignActivePresenter({ ...presenter, mayTakeControl: false }, 12, list)).toBe(false);
  });
});

describe('SPEC §4/§5 driving the shared slide', () => {
  const input = {
    user: { CoreId: 12 },
    activePresenter: pat,
    replayRunning: false,
    canControlSlides: true,
  };
  it('only the active presenter who may control slides drives it', () => {
    expect(controlsSharedSlides(input)).toBe(true);
    expect(controlsSharedSlides({ ...input, user: { CoreId: 15 } })).toBe(false);
    expect(controlsSharedSlides({ ...input, canControlSlides: false })).toBe(false);
    expect(controlsSharedSlides({ ...input, replayRunning: true })).toBe(false);
    expect(controlsSharedSlides({ ...input, activePresenter: null })).toBe(false);
  });

  it('reads the active presenter from the SPEC §3 presenter update payload', () => {
    expect(
      activePresenterFromUpdate({
        SlideIndex: 2,
        ActivePresenterCoreUserId: 12,
        ActivePresenterName: 'Pat',
      }),
    ).toEqual(pat);
    expect(
      activePresenterFromUpdate({
        SlideIndex: 0,
        ActivePresenterCoreUserId: null,
        ActivePresenterName: null,
      }),
    ).toBeNull();
  });
});

describe('SPEC §4 a call that is over', () => {
  it.each([CallStatus.Ended, CallStatus.Published, CallStatus.Expired])('%s is over', (status) => {
    expect(isCallOver({ status, isCancelled: false })).toBe(true);
  });

  it('a cancelled call is over whatever its status; a live, practising or new one is not', () => {
    expect(isCallOver({ status: null, isCancelled: true })).toBe(true);
    expect(isCallOver({ status: CallStatus.Live, isCancelled: true })).toBe(true);
    expect(isCallOver({ status: null, isCancelled: false })).toBe(false);
    expect(isCallOver({ status: CallStatus.Live, isCancelled: false })).toBe(false);
    expect(isCallOver({ status: CallStatus.PracticeSession, isCancelled: false })).toBe(false);
  });
});

describe("SPEC §4/§5/§6 who drives a conference call's shared slide", () => {
  const live = { status: CallStatus.Live, isCancelled: false };
  const patUser = { coreUserId: pat.CoreUserId, isSiteAdmin: false };
  const base = { user: patUser, activePresenterId: pat.CoreUserId, presenters: list, call: live };

  it('the active presenter, still listed, while the call runs', () => {
    expect(controlsConferenceSlide(base)).toBe(true);
    expect(controlsConferenceSlide({ ...base, activePresenterId: sam.CoreUserId })).toBe(false);
    expect(controlsConferenceSlide({ ...base, activePresenterId: null })).toBe(false);
    expect(controlsConferenceSlide({ ...base, user: null })).toBe(false);
  });

  it('nobody once the call is over, with or without a replay, or cancelled', () => {
    for (const status of [CallStatus.Ended, CallStatus.Published, CallStatus.Expired])
      expect(controlsConferenceSlide({ ...base, call: { status, isCancelled: false } })).toBe(
        false,
      );
    expect(controlsConferenceSlide({ ...base, call: { ...live, isCancelled: true } })).toBe(false);
  });

  it('a presenter removed from the list loses it; an active site admin, never listed, keeps it', () => {
    expect(controlsConferenceSlide({ ...base, presenters: [sam] })).toBe(false);
    const admin = { coreUserId: 99, isSiteAdmin: true };
    expect(controlsConferenceSlide({ ...base, user: admin, activePresenterId: 99 })).toBe(true);
  });
});

describe('SPEC §4/§8 presenter change flags', () => {
  const run = (events: PresenterChangeEvent[]) =>
    events.reduce(presenterChangeReducer, initialPresenterChangeState);
  it('initiated, then succeeded or failed', () => {
    expect(run([{ type: 'requested' }])).toEqual({
      initiated: true,
      succeeded: false,
      failed: false,
    });
    expect(run([{ type: 'requested' }, { type: 'succeeded' }])).toEqual({
      initiated: false,
      succeeded: true,
      failed: false,
    });
    expect(run([{ type: 'requested' }, { type: 'failed' }])).toEqual({
      initiated: false,
      succeeded: false,
      failed: true,
    });
  });
  it('a retry clears the failure; an outcome without a request is ignored', () => {
    expect(run([{ type: 'requested' }, { type: 'failed' }, { type: 'requested' }]).failed).toBe(
      false,
    );
    expect(run([{ type: 'failed' }])).toEqual(initialPresenterChangeState);
    expect(run([{ type: 'requested' }, { type: 'failed' }, { type: 'dismissed' }])).toEqual(
      initialPresenterChangeState,
    );
  });
  it('names the SPEC §8 failure text by its i18n key', () => {
    expect(PRESENTER_CHANGE_FAILED_KEY).toBe('conference:presenter.changeFailed');
  });
});
