// SPEC §3 Playback (Status, Offset) and SPEC §4 playback states: a reducer from the player's
// events to the new state plus the effects the viewer carries out, so the web store applies the
// rule instead of re-deriving it.
// The status type is the one the realtime protocol validates (PlaybackStatusSchema), so the
// states SPEC §4 lists are written down once.
import type { PlaybackStatus } from '../realtime/payloads.ts';
import { LogEventTypes } from './log-event-types.ts';

/** SPEC §4 playback type: public participants get the Public playback (SPEC §6), others Private. */
export const PlaybackType = { Public: 'Public', Private: 'Private' } as const;
export type PlaybackType = (typeof PlaybackType)[keyof typeof PlaybackType];

export function playbackTypeFor(isPublicParticipant: boolean): PlaybackType {
  return isPublicParticipant ? PlaybackType.Public : PlaybackType.Private;
}

export interface PlaybackState {
  readonly status: PlaybackStatus;
  /** SPEC §3 Offset: the last media position, in seconds, the state machine was told. */
  readonly offsetSeconds: number;
}

export const initialPlaybackState: PlaybackState = { status: 'NotStarted', offsetSeconds: 0 };

export type PlaybackEvent =
  | { readonly type: 'play'; readonly offsetSeconds: number }
  | { readonly type: 'pause'; readonly offsetSeconds: number }
  | { readonly type: 'stop'; readonly offsetSeconds: number }
  /** The media played to its end; offsetSeconds is the end position. */
  | { readonly type: 'ended'; readonly offsetSeconds: number }
  /** The player finished its first load paused (autoplay refused, or restored paused). */
  | { readonly type: 'firstLoadPaused'; readonly offsetSeconds: number };

export type PlaybackEffect =
  /** Show slide 0 before anything else (SPEC §4: playing after Stopped). */
  | { readonly type: 'resetSlide'; readonly slideIndex: 0 }
  /** Make sure the player plays from the start; the slide counter runs from the first cue. */
  | { readonly type: 'start' }
  /** Make sure the player plays from offsetSeconds; the slide counter runs from the slide at that time. */
  | { readonly type: 'resume'; readonly offsetSeconds: number }
  /** Stop following cue points until playback runs again. */
  | { readonly type: 'haltSlideCounter' }
  /** Post this SPEC §9 activity log event with the offset. */
  | { readonly type: 'log'; readonly eventType: LogEventTypes; readonly offsetSeconds: number };

export interface PlaybackTransition {
  readonly state: PlaybackState;
  /** In order: a resetSlide comes before the start/resume that follows it. */
  readonly effects: readonly PlaybackEffect[];
}

/** Players report NaN or negative positions while metadata loads; those mean the start. */
function cleanOffset(offsetSeconds: number): number {
  return Number.isFinite(offsetSeconds) && offsetSeconds > 0 ? offsetSeconds : 0;
}

const unchanged = (state: PlaybackState): PlaybackTransition => ({ state, effects: [] });

/** SPEC §4: "Playing with offset above 0 resumes, else starts." */
function toPlaying(offsetSeconds: number, resetSlide: boolean): PlaybackTransition {
  const offset = cleanOffset(offsetSeconds);
  const run: PlaybackEffect =
    offset > 0 ? { type: 'resume', offsetSeconds: offset } : { type: 'start' };
  const effects: PlaybackEffect[] = resetSlide ? [{ type: 'resetSlide', slideIndex: 0 }] : [];
  effects.push(run, { type: 'log', eventType: LogEventTypes.Play, offsetSeconds: offset });
  return { state: { status: 'Playing', offsetSeconds: offset }, effects };
}

/** SPEC §4: "Pause or Stop halts the slide counter." */
function toHalted(
  status: PlaybackStatus,
  offsetSeconds: number,
  logged: LogEventTypes,
): PlaybackTransition {
  return {
    state: { status, offsetSeconds },
    effects: [{ type: 'haltSlideCounter' }, { type: 'log', eventType: logged, offsetSeconds }],
  };
}

/**
 * SPEC §4 playback states. Events that do not apply in a state (pause when not playing, a second
 * play while playing, stop before anything started) change nothing and do nothing, so repeated
 * player events never log twice.
 */
export function playbackReducer(state: PlaybackState, event: PlaybackEvent): PlaybackTransition {
  const { status } = state;
  switch (event.type) {
    case 'play':
      if (status === 'Playing') return unchanged(state);
      // SPEC §4: "Playing after Stopped resets to slide 0."
      return toPlaying(event.offsetSeconds, status === 'Stopped');
    case 'pause':
      if (status !== 'Playing') return unchanged(state);
      return toHalted('Paused', cleanOffset(event.offsetSeconds), LogEventTypes.Pause);
    case 'stop':
      if (status !== 'Playing' && status !== 'Paused') return unchanged(state);
      return toHalted('Stopped', cleanOffset(event.offsetSeconds), LogEventTypes.Stop);
    case 'ended':
      if (status !== 'Playing' && status !== 'Paused') return unchanged(state);
      return toHalted('Stopped', cleanOffset(event.offsetSeconds), LogEventTypes.End);
    case 'firstLoadPaused':
      // SPEC §4: "If the first load is paused, it resumes." Only the first load: a pause the
      // viewer chose later is respected.
      if (status !== 'NotStarted') return unchanged(state);
      return toPlaying(event.offsetSeconds, false);
    default: {
      const never: never = event;
      return never;
    }
  }
}
