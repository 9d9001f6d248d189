// Everything an on-demand kind view (SPEC §2 MediaSlides, VideoOnly, AudioOnly) plays and
// follows: the media sources, the cue points built from slides, speakers and media actions, the
// chapters (SPEC §4: fetched after the load, failures ignored), activity logging and resume. The
// media addresses expire (signed); renewSources asks for the presentation again for fresh ones.
import { useCallback, useMemo } from 'react';
import type { Chapter, Speaker } from '@podium/domain';
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { logActivity, type ActivityEvent } from '../viewer/activity-log.ts';
import { fetchPresentation, fetchRetailShow } from '../presentation/presentation.api.ts';
import { fetchChapters, fetchSpeakerMedia } from './media.api.ts';
import { mediaUrl } from './media-url.ts';
import { presentationMedia, type PresentationMedia } from './media-sources.ts';
import { buildSyncModel, type SyncModel, type TimedChapter } from './media-sync.ts';
import { useResume, type ResumeState } from './useResume.ts';
import { useCaptions, type Captions } from './useCaptions.ts';

export interface MediaSession {
  readonly media: PresentationMedia | null;
  readonly sourceUrls: readonly string[];
  /** The sources' addresses asked for again (null for the manage area's preview). */
  readonly renewSources: () => Promise<readonly string[] | null>;
  readonly sync: SyncModel;
  readonly speakers: readonly Speaker[];
  readonly chapters: readonly TimedChapter[];
  readonly log: (event: ActivityEvent) => void;
  readonly resume: ResumeState;
  readonly captions: Captions;
}

const NO_CHAPTERS: Chapter[] = [];

export function useMediaSession(): MediaSession {
  const { presId, presentation, user, logId, isRetail, linkCode, preview } = usePresentation();
  const media = useMemo(() => presentationMedia(presentation), [presentation]);
  const containerGuid = media?.containerGuid ?? null;

  const chapterData = useAsyncData(containerGuid && `chapters:${containerGuid}`, () =>
    fetchChapters(containerGuid ?? ''),
  );
  const speakerData = useAsyncData(containerGuid && `speakers:${containerGuid}`, () =>
    fetchSpeakerMedia(containerGuid ?? ''),
  );
  const captions = useCaptions(containerGuid);
  const chapterList = chapterData.status === 'success' ? chapterData.data : NO_CHAPTERS;
  // The container's speaker media carries the appearance times; the presentation's own speaker
  // list stands in while it loads or when the call fails.
  const speakers =
    speakerData.status === 'success' && speakerData.data.length > 0
      ? speakerData.data
      : presentation.Speakers;

  const durationSeconds = media?.durationSeconds ?? null;
  const sync = useMemo(
    () => buildSyncModel(presentation, speakers, chapterList, durationSeconds),
    [presentation, speakers, chapterList, durationSeconds],
  );
  const sourceUrls = useMemo(() => media?.sources.map((s) => mediaUrl(s.url)) ?? [], [media]);
  const renewSources = useCallback(async () => {
    if (preview) return null;
    const fresh = isRetail
      ? await fetchRetailShow(presId, linkCode ?? null)
      : await fetchPresentation(presId);
    return presentationMedia(fresh)?.sources.map((s) => mediaUrl(s.url)) ?? null;
  }, [presId, isRetail, linkCode, preview]);
  const log = useCallback(
    (event: ActivityEvent) => logActivity(presId, logId, event),
    [presId, logId],
  );
  const resume = useResume({
    presId,
    user,
    hasMedia: sourceUrls.length > 0,
    durationSeconds,
  });

  return {
    media,
    sourceUrls,
    renewSources,
    sync,
    speakers,
    chapters: sync.chapters,
    log,
    resume,
    captions,
  };
}
