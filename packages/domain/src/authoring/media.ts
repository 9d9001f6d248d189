// On-demand media uploaded in the manage area (SPEC §3: only .mp4 video files are accepted;
// VideoResolutions[].Status; SPEC §4: the upload is done when all resolutions are ready).
import { z } from 'zod';

/** Heights the video is transcoded to, where the source is at least that tall. */
export const VIDEO_RESOLUTION_LADDER = [720, 360] as const;
/** Largest media file the upload accepts. */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024 * 1024;
/** Longest video accepted, in seconds. */
export const MAX_MEDIA_DURATION_SECONDS = 4 * 60 * 60;

export const MP4_ONLY_MESSAGE = 'Only .mp4 video files are accepted.';

/** SPEC §3: an .mp4 file name (any case). */
export function isMp4FileName(fileName: string): boolean {
  return /\.mp4$/i.test(fileName.trim());
}

export const ResolutionStatusSchema = z.enum(['Queued', 'Processing', 'Ready', 'Failed']);
export type ResolutionStatus = z.infer<typeof ResolutionStatusSchema>;

export const ManagedResolutionSchema = z.object({
  Height: z.number().int().positive(),
  Width: z.number().int().positive(),
  Status: ResolutionStatusSchema,
  /** 0–100 while processing. */
  Progress: z.number().min(0).max(100),
});
export type ManagedResolution = z.infer<typeof ManagedResolutionSchema>;

export const ManagedMediaSchema = z.object({
  ContainerGuid: z.string(),
  FileName: z.string(),
  DurationSeconds: z.number().nonnegative(),
  VideoResolutions: z.array(ManagedResolutionSchema),
  /** SPEC §4: every resolution is ready, so attendees can play it. */
  Done: z.boolean(),
  /** Why processing stopped, when a resolution failed. */
  Error: z.string().nullable(),
  /** The smallest resolution's file, to play in the sync tool once done. */
  Url: z.string().nullable(),
});
export type ManagedMedia = z.infer<typeof ManagedMediaSchema>;

/**
 * SPEC §4: the upload is done when all resolutions are ready. Takes the hub's media.{guid}
 * message too, whose Status is any string.
 */
export function isMediaUploadDone(resolutions: readonly { readonly Status: string }[]): boolean {
  return resolutions.length > 0 && resolutions.every((r) => r.Status === 'Ready');
}

/** Overall progress 0–100 of the resolutions being made. */
export function mediaUploadProgress(resolutions: readonly ManagedResolution[]): number {
  if (resolutions.length === 0) return 0;
  const sum = resolutions.reduce(
    (total, r) => total + (r.Status === 'Ready' ? 100 : r.Progress),
    0,
  );
  return Math.floor(sum / resolutions.length);
}

/**
 * The resolutions to make from a source of width × height: each ladder height not above the
 * source (the source height itself when it is below them all), widths kept to the aspect ratio
 * and even, as H.264 needs.
 */
export function plannedResolutions(
  width: number,
  height: number,
): { readonly Width: number; readonly Height: number }[] {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  const heights = VIDEO_RESOLUTION_LADDER.filter((h) => h <= height);
  const chosen = heights.length > 0 ? heights : [even(height)];
  return chosen.map((h) => ({ Height: h, Width: even((width * h) / height) }));
}

/** PUT manage/events/{presId}/media: the finished tus upload holding the .mp4. */
export const MediaUploadBodySchema = z.object({
  UploadId: z.string().regex(/^[0-9a-f]{32}$/, 'Upload the file first.'),
});

/** GET manage/events/{presId}/media: the latest video upload, null when none. */
export const ManagedMediaResponseSchema = z.object({ Media: ManagedMediaSchema.nullable() });
