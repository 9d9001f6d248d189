// Caption tracks in the manage area: the event's media containers with their tracks, adding or
// replacing a container's track in one language (a WebVTT file, checked like the demo's tracks:
// caption-files.ts) and removing it. Coordinators of the event and site admins only.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  captionLabel,
  type Language,
  type ManagedCaptionMedia,
  NotFoundError,
} from '@podium/domain';
import type { Caller } from '../access/caller.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertWebVtt, storeCaptionFile } from '../media/caption-files.ts';
import type { ManageAccess } from './manage-access.ts';
import type { ManageCaptionsRepository } from './manage-captions.repository.ts';

interface Dependencies {
  readonly repo: ManageCaptionsRepository;
  readonly access: ManageAccess;
  readonly storage: Storage;
}

export interface CaptionTarget {
  readonly presId: number;
  readonly containerGuid: string;
  readonly language: Language;
}

export function createManageCaptionsService({ repo, access, storage }: Dependencies) {
  async function requireContainer(caller: Caller, target: CaptionTarget) {
    await access.requireEvent(caller, target.presId);
    const container = await repo.container(target.presId, target.containerGuid.toLowerCase());
    if (!container) throw new NotFoundError('This event has no such media.');
    return container;
  }

  return {
    async list(caller: Caller, presId: number): Promise<ManagedCaptionMedia[]> {
      await access.requireEvent(caller, presId);
      const [containers, tracks] = await Promise.all([
        repo.containers(presId),
        repo.tracks(presId),
      ]);
      return containers.map((container) => ({
        ContainerGuid: container.guid,
        Kind: container.kind,
        Captions: tracks
          .filter((track) => track.containerGuid === container.guid)
          .map((track) => ({ Language: track.language, Label: track.label })),
      }));
    },

    /** Checks the WebVTT file (400 with the reason), then stores it as the language's track. */
    async upload(caller: Caller, target: CaptionTarget, bytes: Uint8Array): Promise<void> {
      const container = await requireContainer(caller, target);
      assertWebVtt(bytes, target.language);
      const scratch = await mkdtemp(join(tmpdir(), 'podium-captions-'));
      try {
        const source = join(scratch, `${target.language}.vtt`);
        await writeFile(source, bytes);
        const track = {
          presId: target.presId,
          containerGuid: container.guid,
          language: target.language,
        };
        const storageKey = await storeCaptionFile(storage, track, source);
        await repo.save({ ...track, label: captionLabel(target.language), storageKey });
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },

    async remove(caller: Caller, target: CaptionTarget): Promise<void> {
      const container = await requireContainer(caller, target);
      const removed = await repo.remove(container.guid, target.language);
      if (!removed) throw new NotFoundError('This media has no captions in that language.');
      await storage.remove('media', removed.storageKey);
    },
  };
}

export type ManageCaptionsService = ReturnType<typeof createManageCaptionsService>;
