// `Media (MP4)`: only .mp4 is accepted (SPEC §3; anything else is refused and removed), probed
// with ffmpeg, then transcoded in the background into the resolutions of VideoResolutions, each
// with its Status, published on media.{guid}.addUpdate as it changes. When every resolution is
// ready (SPEC §4) the video becomes the event's media container. One transcode runs at a time in
// a process, and a job is claimed in the database before it is worked on (claimNext), so several
// server processes on one database share the jobs and never transcode the same upload. The holder
// renews its claim while it works; a claim left to go stale (a process that crashed) is taken
// over. The uploaded file is kept in storage until its transcode ends, so a job the server was in
// the middle of when it stopped is picked up again (resumeInterrupted, then every poll).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '../access/caller.ts';
import {
  FILE_NAME_CONTROL_MESSAGE,
  hasControlCharacter,
  hubTopics,
  isMediaUploadDone,
  isMp4FileName,
  MAX_MEDIA_BYTES,
  MAX_MEDIA_DURATION_SECONDS,
  MP4_ONLY_MESSAGE,
  plannedResolutions,
  type ManagedMedia,
  UnsupportedMediaError,
  ValidationError,
} from '@podium/domain';
import type { UploadResolution } from '../../db/schema/index.ts';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { Storage } from '../../storage/storage.ts';
import { mediaFileUrl } from '../media/media.mapper.ts';
import { probe, transcode } from './ffmpeg.ts';
import type { ManageAccess } from './manage-access.ts';
import type { MediaUploadRepository, MediaUploadRow } from './media-upload.repository.ts';
import type { UploadStaging } from './upload-staging.ts';

interface Dependencies {
  readonly repo: MediaUploadRepository;
  readonly access: ManageAccess;
  readonly hub: HubPublisher;
  readonly storage: Storage;
  readonly uploads: UploadStaging;
  readonly ffmpegPath: string;
  /** Where a failed background transcode is reported (the server's logger). */
  readonly log: { error(details: object, message: string): void };
  readonly now: () => Date;
}

/**
 * A transcode claim not renewed for this long is stale: its process is taken to have stopped,
 * and another takes the job over (from the resolution it had reached).
 */
export const TRANSCODE_CLAIM_STALE_MS = 2 * 60_000;
/** How often the holder of a job renews its claim while it transcodes. */
export const TRANSCODE_CLAIM_RENEW_MS = 30_000;
/** How often a process looks for jobs nobody holds or whose claim went stale. */
export const TRANSCODE_CLAIM_POLL_MS = 60_000;

/** Where a video's uploaded file waits in storage (area media) until its transcode ends. */
export const mediaSourceKey = (presId: number, containerGuid: string) =>
  `${presId}/source-${containerGuid}.mp4`;

/** Progress writes are spaced out: a status row need not change more than this often. */
const PROGRESS_STEP_PERCENT = 5;

export function toManagedMedia(row: MediaUploadRow): ManagedMedia {
  const done = isMediaUploadDone(row.resolutions);
  const smallest = row.resolutions.at(-1);
  return {
    ContainerGuid: row.containerGuid,
    FileName: row.fileName,
    DurationSeconds: row.durationSeconds,
    VideoResolutions: row.resolutions.map(({ Height, Width, Status, Progress }) => ({
      Height,
      Width,
      Status,
      Progress,
    })),
    Done: done,
    Error: row.error,
    Url: done && smallest ? mediaFileUrl(row.presId, smallest.FileName) : null,
  };
}

/** An MP4 (ISO BMFF) file starts with a box whose type is `ftyp`. */
async function hasMp4Signature(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, 12, 0);
    return bytesRead >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp';
  } finally {
    await file.close();
  }
}

export function createMediaUploadService(deps: Dependencies) {
  const { repo, access, hub, storage, uploads, ffmpegPath, log, now } = deps;
  /** This process's name on the jobs it claims. */
  const claimer = randomUUID();
  let running: Promise<void> | null = null;
  let lookAgain = false;
  let poll: ReturnType<typeof setInterval> | null = null;

  function publish(row: MediaUploadRow, resolutions: readonly UploadResolution[]): void {
    hub.publish(hubTopics.mediaUpdate(row.containerGuid), {
      Guid: row.containerGuid,
      VideoResolutions: resolutions.map((r) => ({ Status: r.Status })),
    });
  }

  async function process(row: MediaUploadRow): Promise<void> {
    const resolutions = row.resolutions.map((r) => ({ ...r }));
    const save = async (error: string | null = null) => {
      await repo.setResolutions(row.containerGuid, resolutions, error);
      publish(row, resolutions);
    };
    const sourceKey = mediaSourceKey(row.presId, row.containerGuid);
    const scratch = await mkdtemp(join(tmpdir(), 'podium-media-'));
    try {
      const source = join(scratch, 'source.mp4');
      await pipeline(storage.read('media', sourceKey), createWriteStream(source));
      for (const resolution of resolutions) {
        // Resolutions done before an interruption stay done.
        if (resolution.Status === 'Ready') continue;
        resolution.Status = 'Processing';
        await save();
        const output = join(scratch, resolution.FileName);
        let saved = 0;
        await transcode(
          ffmpegPath,
          source,
          output,
          { width: resolution.Width, height: resolution.Height },
          (time) => {
            const percent = Math.min(
              99,
              Math.floor((time / Math.max(row.durationSeconds, 0.1)) * 100),
            );
            if (percent - saved < PROGRESS_STEP_PERCENT) return;
            saved = percent;
            resolution.Progress = percent;
            void repo.setResolutions(row.containerGuid, resolutions).catch(() => undefined);
          },
        );
        await storage.putFile('media', `${row.presId}/${resolution.FileName}`, output);
        resolution.Status = 'Ready';
        resolution.Progress = 100;
        // The done message (every resolution Ready) waits for the video to be published, so a
        // viewer that reads the presentation on hearing it gets the new video (SPEC §4).
        if (resolutions.every((r) => r.Status === 'Ready'))
          await repo.setResolutions(row.containerGuid, resolutions, null);
        else await save();
      }
      const replaced = await repo.publishVideo(row, resolutions);
      publish(row, resolutions);
      const current = new Set(resolutions.map((r) => r.FileName));
      await Promise.all(
        replaced
          .filter((fileName) => !current.has(fileName))
          .map((fileName) => storage.remove('media', `${row.presId}/${fileName}`)),
      );
    } catch (error) {
      log.error({ err: error, presId: row.presId }, 'media transcode failed');
      for (const r of resolutions) if (r.Status !== 'Ready') r.Status = 'Failed';
      await Promise.all(
        resolutions.map((r) => storage.remove('media', `${row.presId}/${r.FileName}`)),
      );
      await save('The video could not be transcoded.').catch(() => undefined);
    } finally {
      await storage.remove('media', sourceKey).catch(() => undefined);
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** Works on a claimed job, renewing the claim meanwhile, and lets it go at the end. */
  async function work(claimed: MediaUploadRow): Promise<void> {
    // Resolutions done before an interruption stay done; the rest start over.
    const resolutions = claimed.resolutions.map((r) =>
      r.Status === 'Ready' ? r : { ...r, Status: 'Queued' as const, Progress: 0 },
    );
    const row = { ...claimed, resolutions };
    const renew = setInterval(() => {
      void repo.renewClaim(row.containerGuid, claimer, now()).catch(() => undefined);
    }, TRANSCODE_CLAIM_RENEW_MS);
    // A job taken up again after an interruption says so; a new one is already Queued.
    const resumed = claimed.resolutions.some(
      (r) => r.Status !== 'Ready' && (r.Status !== 'Queued' || r.Progress !== 0),
    );
    try {
      if (resumed) {
        await repo.setResolutions(row.containerGuid, resolutions);
        publish(row, resolutions);
      }
      await process(row);
    } finally {
      clearInterval(renew);
      await repo.releaseClaim(row.containerGuid, claimer).catch(() => undefined);
    }
  }

  /** Claims and works on jobs one after another until there is none left to take. */
  function pump(): Promise<void> {
    if (running !== null) {
      lookAgain = true;
      return running;
    }
    running = (async () => {
      do {
        lookAgain = false;
        for (;;) {
          const at = now();
          const claimed = await repo.claimNext(
            claimer,
            at,
            new Date(at.getTime() - TRANSCODE_CLAIM_STALE_MS),
          );
          if (claimed === null) break;
          await work(claimed);
        }
      } while (lookAgain);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'claiming media transcodes failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async latest(presId: number): Promise<ManagedMedia | null> {
      const row = await repo.latest(presId);
      return row ? toManagedMedia(row) : null;
    },

    async start(caller: Caller, presId: number, uploadId: string): Promise<ManagedMedia> {
      const { session } = await access.requireEvent(caller, presId);
      const upload = await uploads.find(uploadId, session.userId);
      if (!upload) throw new ValidationError('Upload not found. Upload the file again.');
      try {
        if (!upload.complete) throw new ValidationError('The upload is not complete.');
        if (hasControlCharacter(upload.fileName))
          throw new ValidationError(FILE_NAME_CONTROL_MESSAGE);
        if (!isMp4FileName(upload.fileName)) throw new UnsupportedMediaError(MP4_ONLY_MESSAGE);
        if (upload.size === 0) throw new ValidationError('The file is empty.');
        if (upload.size > MAX_MEDIA_BYTES)
          throw new ValidationError('The video is larger than the upload limit.');
        if (!(await hasMp4Signature(upload.path)))
          throw new UnsupportedMediaError(MP4_ONLY_MESSAGE);
        const source = upload.path;
        const probed = await probe(ffmpegPath, source);
        if (
          !probed ||
          probed.width === null ||
          probed.height === null ||
          probed.durationSeconds <= 0
        )
          throw new ValidationError('The file has no playable video.');
        if (probed.durationSeconds > MAX_MEDIA_DURATION_SECONDS)
          throw new ValidationError('The video is longer than an event video may be.');
        const containerGuid = randomUUID();
        const resolutions: UploadResolution[] = plannedResolutions(probed.width, probed.height).map(
          (size) => ({
            ...size,
            Status: 'Queued',
            Progress: 0,
            FileName: `video-${containerGuid.slice(0, 8)}-${size.Height}p.mp4`,
          }),
        );
        const row: MediaUploadRow = {
          containerGuid,
          presId,
          fileName: upload.fileName,
          durationSeconds: probed.durationSeconds,
          resolutions,
          error: null,
          createdAt: now(),
          claimedBy: null,
          claimedAt: null,
        };
        // The file goes into storage before the job is recorded: a recorded job has its source,
        // and a job that could not be recorded leaves no file behind.
        const sourceKey = mediaSourceKey(presId, containerGuid);
        await storage.putFile('media', sourceKey, source);
        try {
          await repo.start(row);
        } catch (error) {
          await storage.remove('media', sourceKey);
          throw error;
        }
        publish(row, resolutions);
        void pump();
        return toManagedMedia(row);
      } finally {
        await uploads.remove(uploadId);
      }
    },

    /**
     * At start: the jobs a stopped server left unfinished (and nobody else holds) are taken up
     * again, from the resolution they were at; from then on the process looks every
     * TRANSCODE_CLAIM_POLL_MS for jobs whose claim went stale. Resolves when those it found are done.
     */
    resumeInterrupted(): Promise<void> {
      if (poll === null) {
        poll = setInterval(() => void pump(), TRANSCODE_CLAIM_POLL_MS);
        poll.unref();
      }
      return pump();
    },

    /** Stops looking for jobs (server close); a transcode under way runs to its end. */
    stop(): void {
      if (poll !== null) clearInterval(poll);
      poll = null;
    },

    /** Resolves when every transcode started so far has finished (tests, shutdown). */
    idle(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}

export type MediaUploadService = ReturnType<typeof createMediaUploadService>;
