// A demo event's live video (SPEC §3 LiveVideoStatus) on the built-in provider: a scheduled
// event waits for its coordinator; an event whose replay is published carries a short recording
// as its replay media (committed small, ARCHITECTURE §3: no transcode at start).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { ReplayType } from '@podium/domain';
import type { Database } from '../db/database.ts';
import { liveVideoEvents } from '../db/schema/index.ts';
import type { Storage } from '../storage/storage.ts';
import { ASSETS_ROOT } from './demo-assets.ts';
import type { DemoEvent } from './demo-types.ts';

export interface DemoLiveVideo {
  readonly replayType: ReplayType;
  /** 'scheduled': before the event; 'replayPublished': ended with its replay available. */
  readonly state: 'scheduled' | 'replayPublished';
  /** For a published replay: a video file under the event's asset folder. */
  readonly replayMediaFile?: string;
}

export async function insertLiveVideo(
  db: Database,
  event: DemoEvent,
  loadedAt: Date,
  storage: Storage,
): Promise<void> {
  const live = event.liveVideo;
  if (!live) return;
  const published = live.state === 'replayPublished';
  let replayMediaKey: string | null = null;
  if (published && live.replayMediaFile) {
    replayMediaKey = `${event.presId}/replay/${live.replayMediaFile}`;
    await storage.putFile(
      'media',
      replayMediaKey,
      join(ASSETS_ROOT, event.assetDir, live.replayMediaFile),
    );
  }
  await db.insert(liveVideoEvents).values({
    presId: event.presId,
    conferenceId: event.conference?.id ?? null,
    replayType: live.replayType,
    hasStarted: published,
    hasEnded: published,
    startedAt: published ? new Date(loadedAt.getTime() - 2 * 86_400_000) : null,
    isReplayAvailable: published,
    streamKey: randomBytes(12).toString('hex'),
    replayMediaKey,
    updatedAt: loadedAt,
  });
}
