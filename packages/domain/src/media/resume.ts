// SPEC §4 resume modal and SPEC §3 User presentation data (ResumeMediaData.TimeStampSeconds):
// which resume modal an on-demand viewer sees, where playback starts if they accept, and when
// the viewer saves its position so there is something to resume next time.
import { RESUME_SAVE_INTERVAL_S } from './media-constants.ts';

/** SPEC §4 resume modal values (3 is not used by SPEC). */
export const ResumeModal = {
  None: 0,
  ResumeOffered: 1,
  ResumeFromStoredVideoData: 2,
  NoAudioOrVideo: 4,
} as const;
export type ResumeModal = (typeof ResumeModal)[keyof typeof ResumeModal];

export interface ResumeModalInput {
  /** The presentation has at least one playable audio or video source. */
  readonly hasMedia: boolean;
  /** SPEC §3 ResumeMediaData.TimeStampSeconds from the server; null when it has none. */
  readonly storedTimestampSeconds: number | null;
  /** The position this browser stored for the presentation (P{presId}P storage, SPEC §9); null when none. */
  readonly storedVideoDataSeconds: number | null;
  /** Null while the player does not know it yet. */
  readonly mediaDurationSeconds: number | null;
}

/** A position worth resuming: above 0 (SPEC §4) and, when the duration is known, before the end. */
function resumable(seconds: number | null, durationSeconds: number | null): seconds is number {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return false;
  return durationSeconds === null || !Number.isFinite(durationSeconds) || seconds < durationSeconds;
}

/**
 * SPEC §4 resume modal, Podium's reading (SPEC names the values only). Evaluated for the kinds
 * that play media (media with slides, video-only, audio-only):
 * - 4 when there is no audio or video to play (sources missing or still processing);
 * - 1 when the server holds a timestamp above 0: it follows the user across devices, so it wins;
 * - 2 when only this browser holds a position (viewers the server keeps no data for, such as
 *   entry-code guests, or a save that failed);
 * - 0 otherwise. A position at or past the known end is not offered: nothing is left to resume.
 */
export function resumeModalState(input: ResumeModalInput): ResumeModal {
  if (!input.hasMedia) return ResumeModal.NoAudioOrVideo;
  if (resumable(input.storedTimestampSeconds, input.mediaDurationSeconds))
    return ResumeModal.ResumeOffered;
  if (resumable(input.storedVideoDataSeconds, input.mediaDurationSeconds))
    return ResumeModal.ResumeFromStoredVideoData;
  return ResumeModal.None;
}

/** Where playback starts when the viewer accepts the modal; 0 when it offers nothing to resume. */
export function resumeOffsetSeconds(input: ResumeModalInput): number {
  switch (resumeModalState(input)) {
    case ResumeModal.ResumeOffered:
      return input.storedTimestampSeconds ?? 0;
    case ResumeModal.ResumeFromStoredVideoData:
      return input.storedVideoDataSeconds ?? 0;
    case ResumeModal.None:
    case ResumeModal.NoAudioOrVideo:
      return 0;
  }
}

export type ResumeSaveTrigger = 'timeupdate' | 'pause' | 'stop' | 'leave' | 'ended';

export interface ResumeSaveInput {
  readonly trigger: ResumeSaveTrigger;
  readonly positionSeconds: number;
  /** The last saved position: start with the storedTimestampSeconds the viewer loaded; null counts as 0. */
  readonly lastSavedSeconds: number | null;
}

/**
 * When to save the resume position, and what to save (null: nothing now). During playback every
 * RESUME_SAVE_INTERVAL_S of media time moved (a seek back counts as movement too); on pause,
 * stop and leave whenever the position changed. At the end the saved position returns to 0, so
 * the next visit starts fresh instead of offering to resume the last second. Media time, not the
 * clock, measures the interval, so a paused or slowed player writes nothing extra.
 */
export function resumeTimestampToSave(input: ResumeSaveInput): number | null {
  const last = input.lastSavedSeconds ?? 0;
  if (input.trigger === 'ended') return last === 0 ? null : 0;
  const position = input.positionSeconds;
  if (!Number.isFinite(position) || position < 0) return null;
  if (input.trigger === 'timeupdate')
    return Math.abs(position - last) >= RESUME_SAVE_INTERVAL_S ? position : null;
  return position === last ? null : position;
}
