// What the media shows at a time (SPEC §3 cue points): the slide, the speaker, the chapter and
// the player size, through the domain lookups. The player asks on every animation frame while it
// plays, so a snapshot is cheap and comparing two tells whether anything visible changed.
import {
  buildMediaCuepoints,
  chapterAtTime,
  mediaPlayerSizeAt,
  slideIndexAtTime,
  sortChapters,
  speakerAtTime,
  type Chapter,
  type MediaCuepoints,
  type MediaPlayerSize,
  type Presentation,
  type Speaker,
} from '@podium/domain';

/** A chapter with the start time the domain chapter rules read (SPEC §3 chapters). */
export interface TimedChapter {
  readonly ChapterId: number;
  readonly Title: string;
  readonly Time: number;
}

export interface SyncModel {
  readonly cues: MediaCuepoints;
  readonly chapters: readonly TimedChapter[];
}

export interface SyncSnapshot {
  readonly slideIndex: number | null;
  readonly speakerId: number | null;
  readonly chapterId: number | null;
  readonly playerSize: MediaPlayerSize;
}

export const emptySnapshot: SyncSnapshot = {
  slideIndex: null,
  speakerId: null,
  chapterId: null,
  playerSize: 'regular',
};

export function toTimedChapters(chapters: readonly Chapter[]): TimedChapter[] {
  return sortChapters(
    chapters.map((c) => ({ ChapterId: c.ChapterId, Title: c.Title, Time: c.TimeSeconds })),
  );
}

export function buildSyncModel(
  presentation: Pick<Presentation, 'Slides' | 'MediaActions'>,
  speakers: readonly Speaker[],
  chapters: readonly Chapter[],
  durationSeconds: number | null,
): SyncModel {
  return {
    cues: buildMediaCuepoints({
      slides: presentation.Slides,
      speakers,
      mediaActions: presentation.MediaActions,
      mediaDurationSeconds: durationSeconds,
    }),
    chapters: toTimedChapters(chapters),
  };
}

export function snapshotAt(model: SyncModel, t: number): SyncSnapshot {
  return {
    slideIndex: slideIndexAtTime(model.cues.slides, t),
    speakerId: speakerAtTime(model.cues.speakers, t),
    chapterId: chapterAtTime(model.chapters, t)?.ChapterId ?? null,
    playerSize: mediaPlayerSizeAt(model.cues.mediaActions, t),
  };
}

export function sameSnapshot(a: SyncSnapshot, b: SyncSnapshot): boolean {
  return (
    a.slideIndex === b.slideIndex &&
    a.speakerId === b.speakerId &&
    a.chapterId === b.chapterId &&
    a.playerSize === b.playerSize
  );
}
