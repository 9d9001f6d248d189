// The web build's hashed assets (assets/name-<hash>.js|css), answered from memory. A phone's
// first load of a viewer asks for some forty of them at once, beside the API calls and the page:
// from the file server each cost a directory listing, a stat, an open and a stream. Their names
// change with their content, so a file and its compressed twins are read once, on their first
// request, and kept for the life of the process; the folder is listed once, again only when a
// name it did not list is asked for (a build written while the server runs).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { namesCurrent, sharedEncodingFor, type SharedEncoding } from '../http/shared-answer.ts';

/** The compressed twins the build writes beside a text asset (chosen as shared answers are). */
const ASSET_ENCODINGS: readonly SharedEncoding[] = ['br', 'gzip'];
const TWIN_SUFFIX: Readonly<Record<SharedEncoding, string>> = { br: '.br', gzip: '.gz' };

/** The types of what the build writes under assets/. */
export const ASSET_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** The shortest wait before the folder is listed again for a name it did not hold. */
export const ASSET_RELIST_MIN_MS = 1000;

interface AssetCopy {
  readonly bytes: Buffer;
  readonly etag: string;
}

interface Asset {
  readonly type: string;
  readonly plain: AssetCopy;
  readonly twins: Partial<Record<SharedEncoding, AssetCopy>>;
}

/** The type of an asset's name, or null for a name the build does not write under assets/. */
export function assetTypeOf(name: string): string | null {
  if (name.startsWith('.')) return null;
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return ASSET_TYPES[extension] ?? null;
}

async function readCopy(path: string, tag: string): Promise<AssetCopy | null> {
  try {
    const [bytes, info] = await Promise.all([readFile(path), stat(path)]);
    return {
      bytes,
      etag: `"${bytes.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${tag}"`,
    };
  } catch {
    return null;
  }
}

/** The assets of one folder: listed names, and the files read so far. */
export class WebAssets {
  private names: Set<string> | null = null;
  private listedAt = 0;
  private listing: Promise<void> | null = null;
  private readonly loaded = new Map<string, Promise<Asset | null>>();

  constructor(private readonly folder: string) {}

  /** The asset named so, with the twins the folder holds; null when there is none. */
  async find(name: string): Promise<Asset | null> {
    const type = assetTypeOf(name);
    if (type === null) return null;
    if (!(await this.lists(name))) return null;
    let asset = this.loaded.get(name);
    if (!asset) {
      asset = this.read(name, type);
      this.loaded.set(name, asset);
      // A file that vanished between the listing and the read is looked for again next time.
      void asset.then((found) => found ?? this.loaded.delete(name));
    }
    return asset;
  }

  private async read(name: string, type: string): Promise<Asset | null> {
    const path = join(this.folder, name);
    const names = this.names ?? new Set<string>();
    const [plain, ...twins] = await Promise.all([
      readCopy(path, ''),
      ...ASSET_ENCODINGS.map((encoding) =>
        names.has(name + TWIN_SUFFIX[encoding])
          ? readCopy(path + TWIN_SUFFIX[encoding], `-${encoding}`)
          : Promise.resolve(null),
      ),
    ]);
    if (!plain) return null;
    const found: Partial<Record<SharedEncoding, AssetCopy>> = {};
    ASSET_ENCODINGS.forEach((encoding, i) => {
      const twin = twins[i];
      if (twin) found[encoding] = twin;
    });
    return { type, plain, twins: found };
  }

  /** Whether the folder holds the name: from the listing, listed again when it is old enough. */
  private async lists(name: string): Promise<boolean> {
    if (this.names?.has(name)) return true;
    if (this.names !== null && Date.now() - this.listedAt < ASSET_RELIST_MIN_MS) return false;
    this.listing ??= this.list().finally(() => {
      this.listing = null;
    });
    await this.listing;
    return this.names?.has(name) ?? false;
  }

  private async list(): Promise<void> {
    try {
      const entries = await readdir(this.folder, { withFileTypes: true });
      this.names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    } catch {
      this.names = new Set();
    }
    this.listedAt = Date.now();
  }
}

/**
 * Answers GET and HEAD of `${prefix}:file` from the folder's assets: the twin the client accepts
 * (Content-Encoding, Vary: Accept-Encoding), with the caching cacheControlOf gives its name, 304
 * to a current ETag; a name the folder does not hold goes on to the not-found answer.
 */
export function serveWebAssets(
  app: FastifyInstance,
  prefix: string,
  folder: string,
  cacheControlOf: (name: string) => string,
): void {
  const assets = new WebAssets(folder);
  app.get<{ Params: { file: string } }>(
    `${prefix}:file`,
    async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const asset = await assets.find(request.params.file);
      if (!asset) return reply.callNotFound();
      const accepted = request.headers['accept-encoding'];
      const negotiated = accepted === undefined ? null : sharedEncodingFor(accepted);
      const twin = negotiated === null ? undefined : asset.twins[negotiated];
      const copy = twin ?? asset.plain;
      reply
        .header('Cache-Control', cacheControlOf(request.params.file))
        .header('Vary', 'Accept-Encoding')
        .header('ETag', copy.etag)
        .type(asset.type);
      if (twin !== undefined && negotiated !== null) reply.header('Content-Encoding', negotiated);
      if (namesCurrent(request.headers['if-none-match'], copy.etag)) return reply.code(304).send();
      return reply.header('Content-Length', copy.bytes.length).send(copy.bytes);
    },
  );
}
