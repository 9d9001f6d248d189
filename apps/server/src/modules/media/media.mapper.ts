// Media rows → the SPEC §3 wire shapes: Audio (BitRates) and Video (Resolutions) highest first,
// chapters, slide media. Every Url is an absolute path to a media file route, made by the
// caller's MediaUrlOf (a signed one for viewers, recording-urls.ts).
import {
  apiPaths,
  SERVICE_BASE_PATH,
  type Audio,
  type Chapter,
  type SlideMedia,
  type Video,
} from '@podium/domain';
import type {
  MediaChapterRow,
  MediaContainerRow,
  PresentationMedia,
  SlideMediaRow,
} from './media.repository.ts';
import type { MediaUrlOf } from './recording-urls.ts';

/** The session-checked address of a media file (the manage area's previews). */
export function mediaFileUrl(presId: number, fileName: string): string {
  return `${SERVICE_BASE_PATH}/${apiPaths.mediaFile(presId, fileName)}`;
}

function renditionsOf(media: PresentationMedia, container: MediaContainerRow) {
  return media.renditions.filter((r) => r.containerGuid === container.guid);
}

export function toVideo(media: PresentationMedia, urlOf: MediaUrlOf): Video | null {
  const container = media.containers.find((c) => c.kind === 'video');
  if (!container) return null;
  return {
    ContainerGuid: container.guid,
    DurationSeconds: container.durationSeconds,
    Resolutions: renditionsOf(media, container).flatMap((r) =>
      r.width !== null && r.height !== null
        ? [{ Height: r.height, Width: r.width, Url: urlOf(r.presId, r.fileName) }]
        : [],
    ),
  };
}

export function toAudio(media: PresentationMedia, urlOf: MediaUrlOf): Audio | null {
  const container = media.containers.find((c) => c.kind === 'audio');
  if (!container) return null;
  return {
    ContainerGuid: container.guid,
    DurationSeconds: container.durationSeconds,
    BitRates: renditionsOf(media, container).flatMap((r) =>
      r.bitRateKbps !== null ? [{ BitRate: r.bitRateKbps, Url: urlOf(r.presId, r.fileName) }] : [],
    ),
  };
}

export function toChapter(row: MediaChapterRow): Chapter {
  return { ChapterId: row.id, Title: row.title, TimeSeconds: row.timeSeconds };
}

export function toSlideMedia(row: SlideMediaRow, urlOf: MediaUrlOf): SlideMedia {
  return {
    Guid: row.guid,
    FileName: row.fileName,
    VideoResolutions: [
      { Height: row.height, Width: row.width, Url: urlOf(row.presId, row.fileName) },
    ],
  };
}
