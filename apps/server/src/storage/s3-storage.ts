// Storage in an S3-compatible object store (AWS S3, MinIO, …) for installations that outgrow one
// machine's disk: every server process behind a load balancer reads and writes the same bucket.
// An object's key is {prefix}{area}/{key}, so one bucket can hold several installations' areas.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat as statFile, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeFor } from './content-types.ts';
import { assertSafeKey, type Storage, type StorageArea, type StoredFileInfo } from './storage.ts';

/** Where the objects live (S3_* variables, configFromEnv). */
export interface S3StorageConfig {
  readonly bucket: string;
  /** An S3-compatible endpoint (MinIO); null for AWS S3 itself. */
  readonly endpoint: string | null;
  readonly region: string;
  /** Null: the SDK's own credential chain (environment, instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  /** Bucket in the path rather than the host name (MinIO and most self-hosted stores). */
  readonly forcePathStyle: boolean;
  /** Put before every object key, e.g. `podium/`; may be empty. */
  readonly prefix: string;
}

/** The store answers 404 (NotFound on HEAD, NoSuchKey on GET) for an object that is not there. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

export function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

/**
 * `cacheDir` holds local copies of objects for HTTP delivery with ranges (Storage.localPath):
 * fetched on first use, fetched again when the object's size or time changed.
 */
export function createS3Storage(
  config: S3StorageConfig,
  cacheDir: string,
  client: Pick<S3Client, 'send'> = s3ClientFor(config),
): Storage {
  const Bucket = config.bucket;
  const keyOf = (area: StorageArea, key: string): string => {
    assertSafeKey(key);
    return `${config.prefix}${area}/${key}`;
  };
  return {
    async putFile(area, key, sourcePath) {
      const Key = keyOf(area, key);
      const { size } = await statFile(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentTypeFor(key),
        }),
      );
    },
    async stat(area, key): Promise<StoredFileInfo | null> {
      const Key = keyOf(area, key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(area, key) {
      // Deleting a key that is not there succeeds in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(area, key) }));
    },
    async localPath(area, key) {
      const Key = keyOf(area, key);
      const local = join(cacheDir, area, ...key.split('/'));
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      const cached = await statFile(local).catch(() => null);
      const modifiedAt = head.LastModified ?? new Date(0);
      if (
        cached !== null &&
        cached.size === (head.ContentLength ?? -1) &&
        cached.mtimeMs === modifiedAt.getTime()
      )
        return local;
      const object = await client.send(new GetObjectCommand({ Bucket, Key }));
      if (!(object.Body instanceof Readable)) throw new Error(`No body for ${Key}`);
      await mkdir(dirname(local), { recursive: true });
      // Written aside, then moved in place: a reader never meets a half-written copy.
      const partial = `${local}.${randomUUID()}.part`;
      await pipeline(object.Body, createWriteStream(partial));
      await utimes(partial, modifiedAt, modifiedAt);
      await rename(partial, local);
      return local;
    },
    read(area, key, range): Readable {
      const Key = keyOf(area, key);
      const out = new PassThrough();
      client
        .send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .then((object) => {
          const body = object.Body;
          if (!(body instanceof Readable)) throw new Error(`No body for ${Key}`);
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
  };
}
