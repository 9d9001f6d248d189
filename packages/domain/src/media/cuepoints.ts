// SPEC §3 Cuepoint and Media action, SPEC §9 cue point constants: the cue points of an on-demand
// presentation, built once per load from its slides, speakers and media actions. Every list is
// sorted by start so the lookups (cuepoint-lookup.ts) can binary-search them on each timeupdate.
import { DEFAULT_SLIDE_DURATION_MS, SLIDE_CUEPOINT_END_PADDING_S } from '../constants.ts';
import type { MediaActionType, Slide, Speaker } from '../presentation/entities.ts';
import { MEDIA_ACTION_CUE_DURATION_S } from './media-constants.ts';
import { parseTimecodeSequence } from './timecodes.ts';

export type MediaActionTypeValue = (typeof MediaActionType)[keyof typeof MediaActionType];

interface CuepointBase {
  /** Seconds into the media. */
  readonly start: number;
  readonly end: number;
  /** Unique within its list: the slide Guid, or `speaker-{id}@{start}` / `mediaAction-{id}@{start}`. */
  readonly id: string;
}

export interface SlideCuepoint extends CuepointBase {
  readonly type: 'slide';
  readonly slideIndex: number;
}

/** Podium adds speakerId; slideIndex is null because a speaker cue is not tied to one slide. */
export interface SpeakerCuepoint extends CuepointBase {
  readonly type: 'speaker';
  readonly slideIndex: null;
  readonly speakerId: number;
}

export interface MediaActionCuepoint extends CuepointBase {
  readonly type: 'mediaAction';
  readonly slideIndex: null;
  readonly mediaActionId: number;
  readonly mediaActionType: MediaActionTypeValue;
}

/** SPEC §3 Cuepoint. */
export type Cuepoint = SlideCuepoint | SpeakerCuepoint | MediaActionCuepoint;

/** The cue points of one presentation, one sorted list per type. */
export interface MediaCuepoints {
  readonly slides: readonly SlideCuepoint[];
  readonly speakers: readonly SpeakerCuepoint[];
  readonly mediaActions: readonly MediaActionCuepoint[];
}

export type SlideTiming = Pick<Slide, 'Guid' | 'Index' | 'Time'>;
export type SpeakerTiming = Pick<Speaker, 'SpeakerId' | 'AppearanceTimes'>;
export interface MediaActionInput {
  readonly Id: number;
  readonly MediaActionType: MediaActionTypeValue;
  readonly TimecodeSequence: string;
}

const DEFAULT_SLIDE_DURATION_S = DEFAULT_SLIDE_DURATION_MS / 1000;

function isMediaTime(t: number | null | undefined): t is number {
  return typeof t === 'number' && Number.isFinite(t) && t >= 0;
}

/**
 * SPEC §9: the last cue runs to the end of the media; when the duration is unknown (metadata not
 * loaded yet) or does not reach past the cue, it lasts the default slide duration instead.
 */
function lastCueEnd(start: number, mediaDurationSeconds: number | null): number {
  return isMediaTime(mediaDurationSeconds) && mediaDurationSeconds > start
    ? mediaDurationSeconds
    : start + DEFAULT_SLIDE_DURATION_S;
}

/**
 * SPEC §3, §9 slide cue points. Each slide with a Time starts a cue; slides without one (a show
 * with no media) get none. A cue ends at the next slide's start plus the 0.1 s end padding, so
 * consecutive cues overlap by 0.1 s: a player firing cue exit before cue enter never leaves a
 * frame with no slide. Podium's lookups go by start only, so the overlap never makes two slides
 * current. When two slides share a Time, the higher Index wins: in the recording the earlier one
 * was skipped past at once, and the later one is what stayed on screen.
 */
export function buildSlideCuepoints(
  slides: readonly SlideTiming[],
  mediaDurationSeconds: number | null,
): SlideCuepoint[] {
  const timed = slides
    .filter((s): s is SlideTiming & { Time: number } => isMediaTime(s.Time))
    .sort((a, b) => a.Time - b.Time || a.Index - b.Index);
  const kept = timed.filter((s, i) => timed[i + 1]?.Time !== s.Time);
  return kept.map((slide, i) => {
    const next = kept[i + 1];
    return {
      type: 'slide',
      start: slide.Time,
      end: next
        ? next.Time + SLIDE_CUEPOINT_END_PADDING_S
        : lastCueEnd(slide.Time, mediaDurationSeconds),
      id: slide.Guid,
      slideIndex: slide.Index,
    };
  });
}

/**
 * SPEC §3 speaker cue points from AppearanceTimes: a speaker shows from each appearance until the
 * next appearance of any speaker (the SPEC §9 padding is for slides only). Two speakers at the
 * same time: the one listed first keeps it (Speakers come in presentation order). A speaker's
 * back-to-back appearances merge into one cue so "speaker changed" fires only on a real change.
 */
export function buildSpeakerCuepoints(
  speakers: readonly SpeakerTiming[],
  mediaDurationSeconds: number | null,
): SpeakerCuepoint[] {
  const appearances = speakers
    .flatMap((s, order) =>
      s.AppearanceTimes.filter(isMediaTime).map((time) => ({
        time,
        speakerId: s.SpeakerId,
        order,
      })),
    )
    .sort((a, b) => a.time - b.time || a.order - b.order);
  const changes: typeof appearances = [];
  for (const a of appearances) {
    const last = changes[changes.length - 1];
    if (last === undefined || (last.time !== a.time && last.speakerId !== a.speakerId))
      changes.push(a);
  }
  return changes.map((a, i) => {
    const next = changes[i + 1];
    return {
      type: 'speaker',
      start: a.time,
      end: next ? next.time : lastCueEnd(a.time, mediaDurationSeconds),
      id: `speaker-${a.speakerId}@${a.time}`,
      slideIndex: null,
      speakerId: a.speakerId,
    };
  });
}

/**
 * SPEC §3: "Each timecode becomes a cue point: start, end = start+1, mediaActionId,
 * mediaActionType, type mediaAction." Invalid or repeated timecodes are skipped (timecodes.ts).
 * At equal starts the action listed later comes later, so it is the one that decides.
 */
export function buildMediaActionCuepoints(
  actions: readonly MediaActionInput[],
): MediaActionCuepoint[] {
  return actions
    .flatMap((action) =>
      parseTimecodeSequence(action.TimecodeSequence).map((start): MediaActionCuepoint => ({
        type: 'mediaAction',
        start,
        end: start + MEDIA_ACTION_CUE_DURATION_S,
        id: `mediaAction-${action.Id}@${start}`,
        slideIndex: null,
        mediaActionId: action.Id,
        mediaActionType: action.MediaActionType,
      })),
    )
    .sort((a, b) => a.start - b.start);
}

export interface MediaCuepointsInput {
  readonly slides: readonly SlideTiming[];
  readonly speakers: readonly SpeakerTiming[];
  readonly mediaActions: readonly MediaActionInput[];
  /** Null until the player knows it. */
  readonly mediaDurationSeconds: number | null;
}

export function buildMediaCuepoints(input: MediaCuepointsInput): MediaCuepoints {
  return {
    slides: buildSlideCuepoints(input.slides, input.mediaDurationSeconds),
    speakers: buildSpeakerCuepoints(input.speakers, input.mediaDurationSeconds),
    mediaActions: buildMediaActionCuepoints(input.mediaActions),
  };
}

const TYPE_ORDER: Record<Cuepoint['type'], number> = { slide: 0, speaker: 1, mediaAction: 2 };

/** One list of every cue point by start (slide, speaker, media action at equal starts), e.g. for a player's cue track. */
export function allCuepoints(cues: MediaCuepoints): Cuepoint[] {
  return [...cues.slides, ...cues.speakers, ...cues.mediaActions].sort(
    (a, b) => a.start - b.start || TYPE_ORDER[a.type] - TYPE_ORDER[b.type],
  );
}
