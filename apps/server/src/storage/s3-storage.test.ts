// The S3-compatible store keeps the Storage contract: run against a MinIO named by
// PODIUM_TEST_S3_ENDPOINT (skipped, with the reason, where there is none), and without one, the
// requests it makes of the S3 API (object keys, ranges, a missing object) checked on a client
// that records them.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createS3Storage, s3ClientFor, type S3StorageConfig } from './s3-storage.ts';
import { storageContract } from './storage-contract.ts';

const endpoint = process.env['PODIUM_TEST_S3_ENDPOINT'];

if (endpoint) {
  storageContract('S3-compatible (MinIO)', async () => {
    const config: S3StorageConfig = {
      bucket: process.env['PODIUM_TEST_S3_BUCKET'] ?? 'podium-contract',
      endpoint,
      region: 'us-east-1',
      credentials: {
        accessKeyId: process.env['PODIUM_TEST_S3_ACCESS_KEY_ID'] ?? 'minioadmin',
        secretAccessKey: process.env['PODIUM_TEST_S3_SECRET_ACCESS_KEY'] ?? 'minioadmin',
      },
      forcePathStyle: true,
      // Each run in a folder of its own, so runs never see each other's objects.
      prefix: `contract-${randomUUID()}/`,
    };
    await s3ClientFor(config)
      .send(new CreateBucketCommand({ Bucket: config.bucket }))
      .catch((error: { name?: string }) => {
        if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists')
          throw error;
      });
    return createS3Storage(config, await mkdtemp(join(tmpdir(), 'podium-s3-cache-')));
  });
} else {
  describe.skip('S3-compatible storage contract: skipped, no local MinIO on this machine (set PODIUM_TEST_S3_ENDPOINT, e.g. http://127.0.0.1:9000, to run it)', () => {
    it('keeps the Storage contract', () => undefined);
  });
}

type Sent = PutObjectCommand | HeadObjectCommand | DeleteObjectCommand | GetObjectCommand;

/** An S3 client that records each command and answers as a store holding `objects` would. */
function recordingClient(objects: Map<string, string>) {
  const sent: Sent[] = [];
  const notFound = () =>
    Object.assign(new Error('not found'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
  return {
    sent,
    client: {
      send: async (command: Sent): Promise<unknown> => {
        sent.push(command);
        const key = command.input.Key ?? '';
        if (command instanceof HeadObjectCommand) {
          const body = objects.get(key);
          if (body === undefined) throw notFound();
          return { ContentLength: body.length, LastModified: new Date(0) };
        }
        if (command instanceof GetObjectCommand) {
          const body = objects.get(key);
          if (body === undefined) throw Object.assign(notFound(), { name: 'NoSuchKey' });
          const match = /^bytes=(\d+)-(\d+)$/.exec(command.input.Range ?? '');
          const part = match ? body.slice(Number(match[1]), Number(match[2]) + 1) : body;
          return { Body: Readable.from([Buffer.from(part)]) };
        }
        return {};
      },
    } as unknown as Parameters<typeof createS3Storage>[2],
  };
}

describe('S3-compatible storage requests', () => {
  const config: S3StorageConfig = {
    bucket: 'podium-files',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    credentials: null,
    forcePathStyle: true,
    prefix: 'podium/',
  };
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'podium-s3-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('puts a file under {prefix}{area}/{key} with its length and content type', async () => {
    const { client, sent } = recordingClient(new Map());
    const storage = createS3Storage(config, join(scratch, 'cache'), client);
    const source = join(scratch, 'clip.mp4');
    await writeFile(source, 'Harbor Logistics');
    await storage.putFile('media', '10001/video-360p.mp4', source);
    const put = sent[0];
    expect(put).toBeInstanceOf(PutObjectCommand);
    expect(put?.input).toMatchObject({
      Bucket: 'podium-files',
      Key: 'podium/media/10001/video-360p.mp4',
      ContentLength: 16,
      ContentType: 'video/mp4',
    });
  });

  it('answers null for a missing object and reads a byte range', async () => {
    const { client, sent } = recordingClient(
      new Map([['podium/slides/10001/a.txt', 'Harbor Logistics 0123456789']]),
    );
    const storage = createS3Storage(config, join(scratch, 'cache'), client);
    expect(await storage.stat('slides', '10001/missing.txt')).toBeNull();
    expect(await storage.stat('slides', '10001/a.txt')).toMatchObject({ size: 27 });
    expect(await text(storage.read('slides', '10001/a.txt', { start: 17, end: 20 }))).toBe('0123');
    expect((sent.at(-1) as GetObjectCommand).input.Range).toBe('bytes=17-20');
    await expect(text(storage.read('slides', '10001/missing.txt'))).rejects.toThrow();
    await storage.remove('slides', '10001/a.txt');
    expect(sent.at(-1)).toBeInstanceOf(DeleteObjectCommand);
  });

  it('keeps a local copy for ranged delivery, fetched once and again when the object changed', async () => {
    const objects = new Map([['podium/media/10001/clip.mp4', 'Harbor Logistics']]);
    const { client, sent } = recordingClient(objects);
    const storage = createS3Storage(config, join(scratch, 'cache'), client);
    const local = await storage.localPath('media', '10001/clip.mp4');
    expect(local).toBe(join(scratch, 'cache', 'media', '10001', 'clip.mp4'));
    expect(await readFile(local, 'utf8')).toBe('Harbor Logistics');
    const gets = () => sent.filter((command) => command instanceof GetObjectCommand).length;
    expect(gets()).toBe(1);
    await storage.localPath('media', '10001/clip.mp4');
    expect(gets()).toBe(1);
    objects.set('podium/media/10001/clip.mp4', 'Harbor Logistics, replaced');
    expect(await readFile(await storage.localPath('media', '10001/clip.mp4'), 'utf8')).toBe(
      'Harbor Logistics, replaced',
    );
    expect(gets()).toBe(2);
    await expect(storage.localPath('media', '10001/missing.mp4')).rejects.toThrow();
  });

  it('refuses a key that would leave its area before asking the store anything', async () => {
    const { client, sent } = recordingClient(new Map());
    const storage = createS3Storage(config, join(scratch, 'cache'), client);
    await expect(storage.stat('media', '../escape.txt')).rejects.toThrow(/Unsafe storage key/);
    expect(() => storage.read('media', '/abs')).toThrow(/Unsafe storage key/);
    expect(sent).toEqual([]);
  });
});
