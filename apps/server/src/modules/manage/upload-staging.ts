// Resumable uploads (tus) for the manage area: files arrive in DATA_DIR/uploads, each named by a
// random id and owned by the user who began it, beside its record ({id}.json). A finished upload
// is then turned into content by its own call, and removed whether that succeeds or not, or
// taken: moved out to where its content is made (a slide deck's render). A file without its
// record, or a record without its file, is what a stopped server left: removed at start. An
// upload whose file name carries a control character is refused as it is created.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import {
  FILE_NAME_CONTROL_MESSAGE,
  hasControlCharacter,
  MAX_SLIDE_DECK_BYTES,
  SERVICE_BASE_PATH,
  managePaths,
} from '@podium/domain';

/** Set by the server (never trusted from the client) on the requests it hands to tus. */
export const UPLOADER_HEADER = 'x-podium-uploader';
/** The largest file any upload may be; each kind of content checks its own limit after. */
export const MAX_UPLOAD_BYTES = MAX_SLIDE_DECK_BYTES;

export interface StagedUpload {
  readonly path: string;
  readonly size: number;
  readonly complete: boolean;
  readonly fileName: string;
}

export interface UploadStaging {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The upload if `userId` began it; null for an unknown id or someone else's upload. */
  find(id: string, userId: number): Promise<StagedUpload | null>;
  remove(id: string): Promise<void>;
  /** Moves the upload's file to `destination` and forgets the upload. */
  take(id: string, destination: string): Promise<void>;
  /**
   * Removes upload files without their record and records without their file, left by a server
   * that stopped between writing the two; those younger than ORPHAN_MIN_AGE_MS may be another
   * process's upload being created, and stay.
   */
  removeOrphans(): Promise<void>;
}

/** How old a file without its record (or the reverse) must be to be taken as left behind. */
export const ORPHAN_MIN_AGE_MS = 60_000;
const RECORD_SUFFIX = '.json';

const isUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id);

export async function createUploadStaging(dataDir: string): Promise<UploadStaging> {
  const directory = join(dataDir, 'uploads');
  await mkdir(directory, { recursive: true });
  const store = new FileStore({ directory });
  const server = new Server({
    path: `${SERVICE_BASE_PATH}/${managePaths.uploads()}`,
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    // A relative Location: right behind any proxy, whatever scheme and host it serves.
    generateUrl: (_req, { path, id }) => `${path}/${id}`,
    async onUploadCreate(req, upload) {
      const uploader = req.headers.get(UPLOADER_HEADER);
      if (uploader === null) throw { status_code: 403, body: 'Not allowed.\n' };
      // The name is kept with the content made from the file: refused before a byte arrives.
      if (hasControlCharacter(upload.metadata?.filename ?? ''))
        throw { status_code: 400, body: `${FILE_NAME_CONTROL_MESSAGE}\n` };
      return { metadata: { ...upload.metadata, uploader } };
    },
  });

  return {
    handle: (req, res) => server.handle(req, res),
    async find(id, userId) {
      if (!isUploadId(id)) return null;
      try {
        const upload = await store.getUpload(id);
        if (upload.metadata?.uploader !== String(userId)) return null;
        const size = upload.size ?? 0;
        return {
          path: join(directory, id),
          size,
          complete: upload.size !== undefined && upload.offset === upload.size,
          fileName: upload.metadata.filename ?? '',
        };
      } catch {
        return null;
      }
    },
    async remove(id) {
      if (!isUploadId(id)) return;
      try {
        await store.remove(id);
      } catch {
        // already gone
      }
    },
    async take(id, destination) {
      if (!isUploadId(id)) throw new Error(`Not an upload id: ${id}`);
      const file = join(directory, id);
      try {
        await rename(file, destination);
      } catch (error) {
        // Another disk: copied, then removed.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(file, destination);
        await rm(file, { force: true });
      }
      await rm(join(directory, `${id}${RECORD_SUFFIX}`), { force: true });
    },
    async removeOrphans() {
      const names = await readdir(directory);
      const present = new Set(names);
      const modifiedBefore = Date.now() - ORPHAN_MIN_AGE_MS;
      for (const name of names) {
        const isRecord = name.endsWith(RECORD_SUFFIX);
        const id = isRecord ? name.slice(0, -RECORD_SUFFIX.length) : name;
        if (!isUploadId(id) || present.has(isRecord ? id : `${id}${RECORD_SUFFIX}`)) continue;
        const path = join(directory, name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtimeMs < modifiedBefore) await rm(path, { force: true });
      }
    },
  };
}
