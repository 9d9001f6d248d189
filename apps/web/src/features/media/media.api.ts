// SPEC §7 on-demand media calls: chapters, speaker media and slide media of a container, and the
// viewer's resume position (prescontrol userPresData; useResume.ts saves it over the hub when the
// presentation hub is connected). Responses are validated with the shared schemas before use.
import {
  ChaptersResponseSchema,
  ResumeMediaDataBodySchema,
  SlideMediaResponseSchema,
  SpeakerMediaResponseSchema,
  UserPresDataSchema,
  apiPaths,
  retailPaths,
  type Chapter,
  type ResumeMediaDataBody,
  type SlideMedia,
  type Speaker,
  type UserPresData,
} from '@podium/domain';
import { requestJson, requestVoid } from '../../shared/http/client.ts';

export function fetchChapters(containerGuid: string): Promise<Chapter[]> {
  return requestJson(apiPaths.chapters(containerGuid), ChaptersResponseSchema);
}

export function fetchSpeakerMedia(containerGuid: string): Promise<Speaker[]> {
  return requestJson(apiPaths.speakerMedia(containerGuid), SpeakerMediaResponseSchema);
}

/** SPEC §7 slidemedia, or its retail variant (with the show's link code) for a retail show. */
export function fetchSlideMedia(
  containerGuid: string,
  retail: { readonly linkCode: string | null } | null = null,
): Promise<SlideMedia[]> {
  const path = retail
    ? retailPaths.slideMedia(containerGuid, retail.linkCode)
    : apiPaths.slideMedia(containerGuid);
  return requestJson(path, SlideMediaResponseSchema);
}

export function fetchUserPresData(presId: number, userId: number): Promise<UserPresData> {
  return requestJson(apiPaths.userPresData(presId, userId), UserPresDataSchema);
}

/**
 * The SPEC §3 ResumeMediaData a position is saved as: tenths of a second, within the bounds the
 * server accepts (PUT userPresData and the hub's UpdateUserPresData alike); null when outside.
 */
export function resumeMediaData(seconds: number): ResumeMediaDataBody | null {
  const body = ResumeMediaDataBodySchema.safeParse({
    TimeStampSeconds: Math.round(seconds * 10) / 10,
  });
  return body.success ? body.data : null;
}

/**
 * SPEC §7 PUT prescontrol/{presId}/userPresData/{userId}: saves the resume position. `keepalive`
 * lets the request finish after the tab closes (pagehide). Never rejects: failures are dropped
 * (SPEC §8), as the position is also kept in this browser (resume-storage.ts).
 */
export async function saveResumePosition(
  presId: number,
  userId: number,
  data: ResumeMediaDataBody,
  keepalive = false,
): Promise<void> {
  await requestVoid(apiPaths.userPresData(presId, userId), {
    method: 'PUT',
    body: data,
    keepalive,
  }).catch(() => undefined);
}
