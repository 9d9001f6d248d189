// SPEC §7 on-demand media calls: chapters, speaker media and slide media of a container, and the
// viewer's resume position (prescontrol userPresData). Responses are validated with the shared
// schemas before use.
import {
  ChaptersResponseSchema,
  ResumeMediaDataBodySchema,
  SlideMediaResponseSchema,
  SpeakerMediaResponseSchema,
  UserPresDataSchema,
  apiPaths,
  type Chapter,
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

export function fetchSlideMedia(containerGuid: string): Promise<SlideMedia[]> {
  return requestJson(apiPaths.slideMedia(containerGuid), SlideMediaResponseSchema);
}

export function fetchUserPresData(presId: number, userId: number): Promise<UserPresData> {
  return requestJson(apiPaths.userPresData(presId, userId), UserPresDataSchema);
}

/**
 * SPEC §4: saves the resume position. `keepalive` lets the request finish after the tab closes
 * (pagehide). Failures are dropped: the position is also kept in this browser (resume-storage.ts).
 */
export function saveResumePosition(
  presId: number,
  userId: number,
  seconds: number,
  keepalive = false,
): void {
  const body = ResumeMediaDataBodySchema.safeParse({
    TimeStampSeconds: Math.round(seconds * 10) / 10,
  });
  if (!body.success) return;
  requestVoid(apiPaths.userPresData(presId, userId), {
    method: 'PUT',
    body: body.data,
    keepalive,
  }).catch(() => undefined);
}
