import { describe, expect, it } from 'vitest';
import {
  PreEventChecklistItem,
  eventMediaOffered,
  eventMediaOpensByItself,
  preEventChecklist,
  preEventChecklistOffered,
  EventLiveState,
  callLiveState,
  liveVideoLiveState,
  simuLiveLiveState,
} from './pre-event-checklist.ts';
import { SimuLivePhase } from '../simulive/phase.ts';

describe('SPEC §2 Pre-Event Checklist (Welcome)', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const offered = (
    startDateUtc: string | null,
    liveState: EventLiveState = EventLiveState.Unknown,
  ) => preEventChecklistOffered({ startDateUtc, nowMs: now, liveState });
  it('is offered only while the known start is ahead', () => {
    expect(offered('2026-01-10T12:00:01Z')).toBe(true);
    expect(offered('2026-01-10T12:00:00Z')).toBe(false);
    expect(offered('2026-01-09T12:00:00Z')).toBe(false);
    expect(offered(null)).toBe(false);
    expect(offered('not a date')).toBe(false);
  });
  it('is not offered once the event is live or over, even before its scheduled start', () => {
    const ahead = '2026-01-10T13:00:00Z';
    expect(offered(ahead, EventLiveState.Unknown)).toBe(true);
    expect(offered(ahead, EventLiveState.NotStarted)).toBe(true);
    expect(offered(ahead, EventLiveState.Started)).toBe(false);
    expect(offered(ahead, EventLiveState.Broadcasting)).toBe(false);
    expect(offered(ahead, EventLiveState.Ended)).toBe(false);
    // Not started yet, but its start already passed: the clock still says it is not ahead.
    expect(offered('2026-01-10T11:00:00Z', EventLiveState.NotStarted)).toBe(false);
  });
  it("reads a call's state", () => {
    const call = {
      status: 'PRACTICE_SESSION' as const,
      isLive: false,
      isEnded: false,
      isCancelled: false,
      isReplayExpired: false,
    };
    expect(callLiveState(null)).toBe(EventLiveState.Unknown);
    expect(callLiveState({ ...call, status: null })).toBe(EventLiveState.Unknown);
    expect(callLiveState(call)).toBe(EventLiveState.NotStarted);
    expect(callLiveState({ ...call, status: 'LIVE', isLive: true })).toBe(
      EventLiveState.Broadcasting,
    );
    expect(callLiveState({ ...call, status: 'ENDED', isEnded: true })).toBe(EventLiveState.Ended);
    expect(callLiveState({ ...call, isCancelled: true })).toBe(EventLiveState.Ended);
    expect(callLiveState({ ...call, isReplayExpired: true })).toBe(EventLiveState.Ended);
  });
  it("reads a live video's status", () => {
    const status = {
      HasStarted: false,
      HasEnded: false,
      HasBroadcastStarted: false,
      IsReplayExpired: false,
    };
    expect(liveVideoLiveState(null)).toBe(EventLiveState.Unknown);
    expect(liveVideoLiveState(status)).toBe(EventLiveState.NotStarted);
    expect(liveVideoLiveState({ ...status, HasStarted: true })).toBe(EventLiveState.Started);
    expect(liveVideoLiveState({ ...status, HasStarted: true, HasBroadcastStarted: true })).toBe(
      EventLiveState.Broadcasting,
    );
    expect(liveVideoLiveState({ ...status, HasStarted: true, HasEnded: true })).toBe(
      EventLiveState.Ended,
    );
    expect(liveVideoLiveState({ ...status, IsReplayExpired: true })).toBe(EventLiveState.Ended);
  });
  it("reads a simulated-live broadcast's phase", () => {
    expect(simuLiveLiveState(null)).toBe(EventLiveState.Unknown);
    expect(simuLiveLiveState(SimuLivePhase.Scheduled)).toBe(EventLiveState.NotStarted);
    expect(simuLiveLiveState(SimuLivePhase.StartingSoon)).toBe(EventLiveState.NotStarted);
    expect(simuLiveLiveState(SimuLivePhase.Started)).toBe(EventLiveState.Broadcasting);
    expect(simuLiveLiveState(SimuLivePhase.Stopped)).toBe(EventLiveState.Broadcasting);
    expect(simuLiveLiveState(SimuLivePhase.Ended)).toBe(EventLiveState.Ended);
  });
  it('lists what the event has, the browser always', () => {
    const none = {
      hasSound: false,
      hasStream: false,
      hasSlides: false,
      hasDocuments: false,
      hasEventMedia: false,
      hasCall: false,
    };
    expect(preEventChecklist(none)).toEqual([PreEventChecklistItem.Browser]);
    expect(
      preEventChecklist({
        hasSound: true,
        hasStream: true,
        hasSlides: true,
        hasDocuments: true,
        hasEventMedia: true,
        hasCall: true,
      }),
    ).toEqual([
      PreEventChecklistItem.Sound,
      PreEventChecklistItem.Browser,
      PreEventChecklistItem.SystemCheck,
      PreEventChecklistItem.Slides,
      PreEventChecklistItem.Documents,
      PreEventChecklistItem.EventMedia,
      PreEventChecklistItem.DialIn,
    ]);
  });
});

describe('SPEC §3 Event media', () => {
  it('shows when there are links and the EventMediaButton flag is on', () => {
    expect(eventMediaOffered(2, true)).toBe(true);
    expect(eventMediaOffered(0, true)).toBe(false);
    expect(eventMediaOffered(2, false)).toBe(false);
  });
  it('opens by itself on a desktop layout only, and only when offered', () => {
    expect(eventMediaOpensByItself(true, false)).toBe(true);
    expect(eventMediaOpensByItself(true, true)).toBe(false);
    expect(eventMediaOpensByItself(false, false)).toBe(false);
  });
});
