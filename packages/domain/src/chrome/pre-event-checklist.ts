// SPEC §2 Pre-Event Checklist side panel (titled Welcome): before an event starts, the viewer
// offers a short list of things to get ready. SPEC names the panel, not its items; they follow
// from what the event has (sound to check, a stream to test, documents, dial-in numbers...).

import type { CallState } from '../conference/call-status.ts';
import type { LiveVideoStatus } from '../live-video/status.ts';
import { SimuLivePhase } from '../simulive/phase.ts';

export const PreEventChecklistItem = {
  Sound: 'sound',
  Browser: 'browser',
  SystemCheck: 'systemCheck',
  Slides: 'slides',
  Documents: 'documents',
  EventMedia: 'eventMedia',
  DialIn: 'dialIn',
} as const;
export type PreEventChecklistItem =
  (typeof PreEventChecklistItem)[keyof typeof PreEventChecklistItem];

/**
 * How far a live event has got, as the viewer knows it from the event's own state (a call's
 * status, a live video's status, a simulated-live broadcast). Unknown until that state is read,
 * and for kinds that have none (on demand): then the scheduled start alone decides.
 */
export const EventLiveState = {
  Unknown: 'unknown',
  NotStarted: 'notStarted',
  /** Started, its broadcast not yet (live video). */
  Started: 'started',
  Broadcasting: 'broadcasting',
  /** Ended, cancelled or its replay expired: over in every way. */
  Ended: 'ended',
} as const;
export type EventLiveState = (typeof EventLiveState)[keyof typeof EventLiveState];

export interface PreEventChecklistOfferedInput {
  /** The scheduled start (EventInfo.StartDateUtc); null when the event has none. */
  readonly startDateUtc: string | null;
  /** When the viewer opened the page. */
  readonly nowMs: number;
  readonly liveState: EventLiveState;
}

/**
 * Whether the event is still ahead: its known start is later than now, and the event's own state
 * does not already say it started (early), is broadcasting or is over.
 */
export function preEventChecklistOffered(input: PreEventChecklistOfferedInput): boolean {
  if (input.liveState !== EventLiveState.Unknown && input.liveState !== EventLiveState.NotStarted)
    return false;
  if (input.startDateUtc === null) return false;
  const start = Date.parse(input.startDateUtc);
  return Number.isFinite(start) && start > input.nowMs;
}

/** A conference call's state (SPEC §4 call status) as a live state; null before it is read. */
export function callLiveState(
  call: Pick<CallState, 'status' | 'isLive' | 'isEnded' | 'isCancelled' | 'isReplayExpired'> | null,
): EventLiveState {
  if (call === null || call.status === null) return EventLiveState.Unknown;
  if (call.isEnded || call.isCancelled || call.isReplayExpired) return EventLiveState.Ended;
  return call.isLive ? EventLiveState.Broadcasting : EventLiveState.NotStarted;
}

/** A live video's SPEC §3 LiveVideoStatus as a live state; null before it is read. */
export function liveVideoLiveState(
  status: Pick<
    LiveVideoStatus,
    'HasStarted' | 'HasEnded' | 'HasBroadcastStarted' | 'IsReplayExpired'
  > | null,
): EventLiveState {
  if (status === null) return EventLiveState.Unknown;
  if (status.HasEnded || status.IsReplayExpired) return EventLiveState.Ended;
  if (status.HasBroadcastStarted) return EventLiveState.Broadcasting;
  return status.HasStarted ? EventLiveState.Started : EventLiveState.NotStarted;
}

/** A simulated-live broadcast's phase (simuLivePhase) as a live state; null before it is read. */
export function simuLiveLiveState(phase: SimuLivePhase | null): EventLiveState {
  switch (phase) {
    case null:
      return EventLiveState.Unknown;
    case SimuLivePhase.Scheduled:
    case SimuLivePhase.StartingSoon:
      return EventLiveState.NotStarted;
    case SimuLivePhase.Started:
    case SimuLivePhase.Stopped:
      return EventLiveState.Broadcasting;
    case SimuLivePhase.Ended:
      return EventLiveState.Ended;
  }
}

export interface PreEventChecklistInput {
  /** Audio, video, a conference call or live video: something to listen to. */
  readonly hasSound: boolean;
  /** A live stream (conference call or live video) that the system check can test. */
  readonly hasStream: boolean;
  readonly hasSlides: boolean;
  readonly hasDocuments: boolean;
  readonly hasEventMedia: boolean;
  readonly hasCall: boolean;
}

/** The checklist's items, in the order a viewer works through them. */
export function preEventChecklist(input: PreEventChecklistInput): PreEventChecklistItem[] {
  return [
    ...(input.hasSound ? [PreEventChecklistItem.Sound] : []),
    PreEventChecklistItem.Browser,
    ...(input.hasStream ? [PreEventChecklistItem.SystemCheck] : []),
    ...(input.hasSlides ? [PreEventChecklistItem.Slides] : []),
    ...(input.hasDocuments ? [PreEventChecklistItem.Documents] : []),
    ...(input.hasEventMedia ? [PreEventChecklistItem.EventMedia] : []),
    ...(input.hasCall ? [PreEventChecklistItem.DialIn] : []),
  ];
}

/** SPEC §3 EventMedia with Security.EventMediaButton: the Event Media panel has links to show. */
export function eventMediaOffered(eventMediaCount: number, eventMediaButton: boolean): boolean {
  return eventMediaCount > 0 && eventMediaButton;
}

/**
 * SPEC §9 opens the Event Media panel by itself EVENT_MEDIA_OPEN_DELAY_MS after the viewer shows.
 * On a phone's layout a side panel covers the whole screen, so there it waits for the viewer's
 * own tap on its toggle instead of hiding the event behind a list of links.
 */
export function eventMediaOpensByItself(offered: boolean, mobileLayout: boolean): boolean {
  return offered && !mobileLayout;
}
