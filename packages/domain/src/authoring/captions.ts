// Caption tracks added in the manage area: one WebVTT file per media container and language
// (the player offers `Captions` when a container has a track). A track may be in any SPEC §9
// language and is labelled with that language's own name; the file is checked with the same
// WebVTT parser the player uses (media/captions.ts) and may be at most CAPTION_MAX_BYTES.
import { z } from 'zod';
import { LANGUAGES, LANGUAGE_NATIVE_NAMES, type Language } from '../constants.ts';

/** Languages a caption track can be uploaded in: the SPEC §9 languages. */
export const CAPTION_UPLOAD_LANGUAGES = LANGUAGES;

/** The label a listener picks the track by: the language in itself (English, 中文, 日本語). */
export function captionLabel(language: Language): string {
  return LANGUAGE_NATIVE_NAMES[language];
}

/** The content type a caption upload is sent with (the body is the WebVTT file itself). */
export const CAPTION_UPLOAD_CONTENT_TYPE = 'text/vtt';

/** PUT / DELETE manage/events/{presId}/media/{containerGuid}/captions/{language}. */
export const CaptionUploadParamsSchema = z.object({
  containerGuid: z.uuid('must be a media container id'),
  language: z.enum(CAPTION_UPLOAD_LANGUAGES, {
    error: `must be one of ${CAPTION_UPLOAD_LANGUAGES.join(', ')}`,
  }),
});

/** A media container of the event with its caption tracks, as the manage area lists them. */
export const ManagedCaptionMediaSchema = z.object({
  ContainerGuid: z.string(),
  Kind: z.enum(['video', 'audio']),
  Captions: z.array(z.object({ Language: z.string(), Label: z.string() })),
});
export type ManagedCaptionMedia = z.infer<typeof ManagedCaptionMediaSchema>;

/** GET manage/events/{presId}/captions. */
export const ManagedCaptionsResponseSchema = z.object({
  Media: z.array(ManagedCaptionMediaSchema),
});
