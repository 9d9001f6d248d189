// On-demand media calls (SPEC §7): chapters, speaker media and slide media of a media container,
// and the media files themselves. A container is reached through its presentation, so every call
// is access-checked like the presentation (401, 403), and an unknown container is 404. Public
// participants (SPEC §6) never see slide media of private slides, as with slide images. A
// participant the presentation's conference call has cut off (SPEC §6) gets none of it, as with
// the deck: 403 with the SPEC §8 access-revoked text. The media file addresses it hands out are
// signed (recording-urls.ts): the file is then served to whoever holds the address in its window.
import {
  apiPaths,
  type CaptionTrack,
  type Chapter,
  SERVICE_BASE_PATH,
  isSlideVisible,
  NotFoundError,
  type SlideMedia,
  type Speaker,
  ValidationError,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import { createCallCutOffGuard } from '../conference/call-cutoff.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { toSpeaker } from '../presentation/presentation.mapper.ts';
import { seesDeckCutAtPrivateStart } from '../presentation/private-start-cut.ts';
import { isMediaFileName, mediaStorageKey } from './media-files.ts';
import { toChapter, toSlideMedia } from './media.mapper.ts';
import type { MediaContainerRow, MediaRepository, SlideMediaRow } from './media.repository.ts';
import type { MediaUrlOf } from './recording-urls.ts';
import type { Caller } from '../access/caller.ts';

interface Dependencies {
  readonly media: MediaRepository;
  readonly presentations: PresentationRepository;
  readonly access: AccessService;
  /** The addresses handed to viewers (signed). */
  readonly mediaUrl: MediaUrlOf;
}

export interface MediaFile {
  readonly key: string;
  readonly contentType: 'video/mp4' | 'audio/mp4';
}

function slideVisible(context: AccessContext, index: number): boolean {
  return isSlideVisible(
    index,
    context.presentation.privateSlidesBeginAt,
    seesDeckCutAtPrivateStart(context.presentation, context.access),
  );
}

/** A clip shows with its slide; one no slide uses is kept from public participants. */
function clipVisible(context: AccessContext, slideIndexes: readonly (number | null)[]): boolean {
  const indexes = slideIndexes.filter((i): i is number => i !== null);
  if (indexes.length === 0) return !context.access.isPublicParticipant;
  return indexes.some((index) => slideVisible(context, index));
}

/** The stored file and its type; 400 for a name unfit for a URL, 404 when there is none. */
async function storedFile(
  media: MediaRepository,
  presId: number,
  fileName: string,
  visible: (slideIndexes: readonly (number | null)[]) => boolean,
): Promise<MediaFile> {
  if (!isMediaFileName(fileName)) throw new ValidationError('Invalid path field "fileName".');
  const file = await media.findFile(presId, fileName);
  if (!file) throw new NotFoundError('Media file not found.');
  if (file.source === 'slideMedia' && !visible(file.slideIndexes))
    throw new NotFoundError('Media file not found.');
  const audio = file.source === 'rendition' && file.kind === 'audio';
  return { key: mediaStorageKey(presId, fileName), contentType: audio ? 'audio/mp4' : 'video/mp4' };
}

export function createMediaService({ media, presentations, access, mediaUrl }: Dependencies) {
  const cutOff = createCallCutOffGuard(presentations, access.memory);
  /** Access to the presentation's media: the presentation's, and not cut off by its call. */
  async function requireMedia(caller: Caller, presId: number): Promise<AccessContext> {
    const context = await access.requireAccess(caller, presId);
    await cutOff.requireNotCutOff(context);
    return context;
  }

  async function containerAccess(
    caller: Caller,
    containerGuid: string,
  ): Promise<{ context: AccessContext; container: MediaContainerRow }> {
    access.requireSession(caller);
    const container = await media.findContainer(containerGuid);
    if (!container) throw new NotFoundError('Media container not found.');
    const context = await requireMedia(caller, container.presId);
    return { context, container };
  }

  return {
    async chapters(caller: Caller, containerGuid: string): Promise<Chapter[]> {
      const { container } = await containerAccess(caller, containerGuid);
      return (await media.listChapters(container.guid)).map(toChapter);
    },

    /** The speakers of the container's presentation, pointing only at slides this viewer sees. */
    async speakerMedia(caller: Caller, containerGuid: string): Promise<Speaker[]> {
      const { context, container } = await containerAccess(caller, containerGuid);
      const [speakers, slides] = await Promise.all([
        presentations.listSpeakers(container.presId),
        presentations.listSlides(container.presId),
      ]);
      const visible = new Set(
        slides.filter((s) => slideVisible(context, s.index)).map((s) => s.guid),
      );
      return speakers.map((speaker) => toSpeaker(speaker, visible));
    },

    async slideMedia(caller: Caller, containerGuid: string): Promise<SlideMedia[]> {
      const { context, container } = await containerAccess(caller, containerGuid);
      const rows = await media.listSlideMedia(container.guid);
      const byGuid = new Map<string, { media: SlideMediaRow; indexes: (number | null)[] }>();
      for (const { media: clip, slideIndex } of rows) {
        const entry = byGuid.get(clip.guid) ?? { media: clip, indexes: [] };
        entry.indexes.push(slideIndex);
        byGuid.set(clip.guid, entry);
      }
      return [...byGuid.values()]
        .filter((entry) => clipVisible(context, entry.indexes))
        .map((entry) => toSlideMedia(entry.media, mediaUrl));
    },

    /** The container's caption tracks (one per language), for a viewer who may play it. */
    async captionTracks(caller: Caller, containerGuid: string): Promise<CaptionTrack[]> {
      const { container } = await containerAccess(caller, containerGuid);
      return (await media.listCaptions(container.guid)).map((row) => ({
        Language: row.language,
        Label: row.label,
        Url: `${SERVICE_BASE_PATH}/${apiPaths.captionFile(container.guid, row.language)}`,
      }));
    },

    /** The stored WebVTT file of one track; 404 for a language the container has no track in. */
    async captionFile(caller: Caller, containerGuid: string, language: string): Promise<string> {
      const { container } = await containerAccess(caller, containerGuid);
      const row = await media.findCaption(container.guid, language);
      if (!row) throw new NotFoundError('Caption track not found.');
      return row.storageKey;
    },

    /** The stored file behind presentation/{presId}/media/{fileName}, if this viewer may have it. */
    async mediaFile(caller: Caller, presId: number, fileName: string): Promise<MediaFile> {
      if (!isMediaFileName(fileName)) throw new ValidationError('Invalid path field "fileName".');
      const context = await requireMedia(caller, presId);
      return storedFile(media, presId, fileName, (indexes) => clipVisible(context, indexes));
    },

    /**
     * The stored file behind a signed address, for anyone who holds it: the route has checked the
     * signature, and the right was checked when the address was handed out.
     */
    async signedMediaFile(presId: number, fileName: string): Promise<MediaFile> {
      return storedFile(media, presId, fileName, () => true);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
