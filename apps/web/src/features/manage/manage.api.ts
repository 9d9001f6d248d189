// The manage area's calls (coordinators and site admins), with the shared schemas: events,
// entry codes, and the slide deck, whose PDF travels as a resumable tus upload first and whose
// slides the server then makes in the background.
import { Upload } from 'tus-js-client';
import {
  ANTI_FORGERY_HEADER,
  DocumentLinkBodySchema,
  DocumentUploadBodySchema,
  ManagedDocumentListSchema,
  ManagedDocumentSchema,
  EntryCodeCreateBodySchema,
  EventSettingsBodySchema,
  IANA_TIMEZONE_HEADER,
  ManagedEntryCodeSchema,
  ManagedEventDetailSchema,
  ManagedEventListSchema,
  SlideDeckRenderResponseSchema,
  SlideDeckResponseSchema,
  SlideDeckStateResponseSchema,
  SlideTimesBodySchema,
  ManageMeSchema,
  ManagedMediaResponseSchema,
  ManagedMediaSchema,
  managePaths,
  PresentationSchema,
  type Presentation,
  type EntryCodeCreateBody,
  type EventSettingsBody,
  type ManagedEntryCode,
  type ManagedEventDetail,
  type ManagedEventSummary,
  type ManagedDeckRender,
  type ManagedSlide,
  type ManageMe,
  type SlideDeckState,
  type ManagedDocument,
  type ManagedMedia,
  EngagementResponseSchema,
  type SlideEngagement,
  CAPTION_UPLOAD_CONTENT_TYPE,
  ManagedCaptionsResponseSchema,
  type Language,
  type ManagedCaptionMedia,
} from '@podium/domain';
import {
  getAntiForgeryToken,
  requestJson,
  requestVoid,
  serviceUrl,
  setAntiForgeryToken,
} from '../../shared/http/client.ts';
import { viewerTimeZone } from '../../shared/time-zone.ts';

/** Who is managing; keeps the anti-forgery token for the calls that follow. */
export async function fetchManageMe(signal?: AbortSignal): Promise<ManageMe> {
  const me = await requestJson(managePaths.me(), ManageMeSchema, { signal });
  setAntiForgeryToken(me.AntiForgeryToken);
  return me;
}

export async function fetchManagedEvents(): Promise<ManagedEventSummary[]> {
  return (await requestJson(managePaths.events(), ManagedEventListSchema)).Events;
}

export function fetchManagedEvent(presId: number): Promise<ManagedEventDetail> {
  return requestJson(managePaths.event(presId), ManagedEventDetailSchema);
}

export function createEvent(settings: EventSettingsBody): Promise<ManagedEventDetail> {
  return requestJson(managePaths.events(), ManagedEventDetailSchema, {
    method: 'POST',
    body: EventSettingsBodySchema.parse(settings),
  });
}

export function updateEvent(
  presId: number,
  settings: EventSettingsBody,
): Promise<ManagedEventDetail> {
  return requestJson(managePaths.event(presId), ManagedEventDetailSchema, {
    method: 'PUT',
    body: EventSettingsBodySchema.parse(settings),
  });
}

export function addEntryCode(presId: number, body: EntryCodeCreateBody): Promise<ManagedEntryCode> {
  return requestJson(managePaths.entryCodes(presId), ManagedEntryCodeSchema, {
    method: 'POST',
    body: EntryCodeCreateBodySchema.parse(body),
  });
}

export function expireEntryCode(presId: number, passwordId: number): Promise<ManagedEntryCode> {
  return requestJson(managePaths.expireEntryCode(presId, passwordId), ManagedEntryCodeSchema, {
    method: 'POST',
  });
}

/** Retries of a failed chunk, in ms: the upload resumes where it stopped. */
const UPLOAD_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000];
/** Chunk size: a lost connection costs at most this much again. */
const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export interface UploadHandle {
  readonly done: Promise<string>;
  abort(): void;
}

/** Sends a file with tus; `done` resolves with the upload id once every byte has arrived. */
export function uploadFile(
  file: File,
  onProgress: (sent: number, total: number) => void,
): UploadHandle {
  let upload: Upload | null = null;
  const done = new Promise<string>((resolve, reject) => {
    const headers: Record<string, string> = { [IANA_TIMEZONE_HEADER]: viewerTimeZone() };
    const token = getAntiForgeryToken();
    if (token) headers[ANTI_FORGERY_HEADER] = token;
    upload = new Upload(file, {
      endpoint: serviceUrl(managePaths.uploads()),
      headers,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: UPLOAD_RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress,
      onError: reject,
      onSuccess: () => {
        const id = /([0-9a-f]{32})$/.exec(upload?.url ?? '')?.[1];
        if (id) resolve(id);
        else reject(new Error('The upload has no id.'));
      },
    });
    upload.start();
  });
  return { done, abort: () => void upload?.abort(true) };
}

/** Starts making the slides from a finished PDF upload; answers with the render, Queued. */
export async function startSlideDeck(presId: number, uploadId: string): Promise<ManagedDeckRender> {
  const response = await requestJson(managePaths.slideDeck(presId), SlideDeckRenderResponseSchema, {
    method: 'PUT',
    body: { UploadId: uploadId },
  });
  return response.Render;
}

/** The event's latest render (how far it is) and its slides. */
export function fetchSlideDeck(presId: number): Promise<SlideDeckState> {
  return requestJson(managePaths.slideDeck(presId), SlideDeckStateResponseSchema);
}

/** Starts processing a finished .mp4 upload (SPEC §3); answers with its resolutions queued. */
export function startMediaProcessing(presId: number, uploadId: string): Promise<ManagedMedia> {
  return requestJson(managePaths.media(presId), ManagedMediaSchema, {
    method: 'PUT',
    body: { UploadId: uploadId },
  });
}

export async function fetchMedia(presId: number): Promise<ManagedMedia | null> {
  return (await requestJson(managePaths.media(presId), ManagedMediaResponseSchema)).Media;
}

/** The event's media containers with their caption tracks. */
export async function fetchCaptions(presId: number): Promise<ManagedCaptionMedia[]> {
  return (await requestJson(managePaths.captions(presId), ManagedCaptionsResponseSchema)).Media;
}

/** Adds or replaces a container's caption track in a language; the body is the WebVTT file. */
export function uploadCaptions(
  presId: number,
  containerGuid: string,
  language: Language,
  file: Blob,
): Promise<void> {
  return requestVoid(managePaths.caption(presId, containerGuid, language), {
    method: 'PUT',
    binary: file,
    binaryType: CAPTION_UPLOAD_CONTENT_TYPE,
  });
}

export function removeCaptions(
  presId: number,
  containerGuid: string,
  language: string,
): Promise<void> {
  return requestVoid(managePaths.caption(presId, containerGuid, language), { method: 'DELETE' });
}

/** The slide sync tool's marks: each slide's start in the media, from 0. */
export async function saveSlideTimes(
  presId: number,
  times: readonly number[],
): Promise<ManagedSlide[]> {
  const response = await requestJson(managePaths.slideTimes(presId), SlideDeckResponseSchema, {
    method: 'PUT',
    body: SlideTimesBodySchema.parse({ Times: [...times] }),
  });
  return response.Slides;
}

export async function fetchDocuments(presId: number): Promise<ManagedDocument[]> {
  return (await requestJson(managePaths.documents(presId), ManagedDocumentListSchema)).Documents;
}

export function addDocumentFile(
  presId: number,
  uploadId: string,
  name: string,
): Promise<ManagedDocument> {
  return requestJson(managePaths.documents(presId), ManagedDocumentSchema, {
    method: 'POST',
    body: DocumentUploadBodySchema.parse({ UploadId: uploadId, Name: name }),
  });
}

export function addDocumentLink(
  presId: number,
  name: string,
  url: string,
): Promise<ManagedDocument> {
  return requestJson(managePaths.documentLinks(presId), ManagedDocumentSchema, {
    method: 'POST',
    body: DocumentLinkBodySchema.parse({ Name: name, Url: url }),
  });
}

export function removeDocument(presId: number, docId: number): Promise<void> {
  return requestVoid(managePaths.document(presId, docId), { method: 'DELETE' });
}

/** Per-slide viewers and time (the activity log's slide views). */
export async function fetchEngagement(presId: number): Promise<SlideEngagement[]> {
  return (await requestJson(managePaths.engagement(presId), EngagementResponseSchema)).Slides;
}

/** Where `Export engagement` downloads the CSV from (the session cookie goes along). */
export function engagementCsvUrl(presId: number): string {
  return serviceUrl(managePaths.engagementCsv(presId));
}

/** The event as an attendee sees it (the attendee preview; coordinators of the event only). */
export function fetchAttendeePreview(presId: number): Promise<Presentation> {
  return requestJson(managePaths.preview(presId), PresentationSchema);
}
