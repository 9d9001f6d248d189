// SPEC §7 GET /livevideo/system-check/signature and the HLS test stream it unlocks. The system
// check plays a short committed HLS stream through the same kind of signed URL a live stream
// uses, so a pass means this browser, on this network, plays HLS from this server.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  ForbiddenError,
  signatureExpiryMs,
  SYSTEM_CHECK_SIGNATURE_TTL_MS,
  systemCheckPaths,
  type SystemCheckSignatureResponse,
} from '@podium/domain';

const STREAM_DIR = fileURLToPath(new URL('./test-stream/', import.meta.url));
const PLAYLIST = 'stream.m3u8';

export interface TestStreamFile {
  readonly data: Buffer;
  readonly contentType: string;
}

interface Deps {
  /** Shared by every process of a deployment; a per-process key when none is configured. */
  readonly secret: string | undefined;
  readonly now: () => Date;
}

export function createSystemCheckService({ secret, now }: Deps) {
  const key = secret ?? randomBytes(32).toString('hex');
  const mac = (expiresMs: number) =>
    createHmac('sha256', key).update(`system-check:${expiresMs}`).digest('hex');

  function verify(signature: string): void {
    const expiresMs = signatureExpiryMs(signature);
    if (expiresMs === null) throw new ForbiddenError('The system check signature is not valid.');
    const given = Buffer.from(signature.slice(signature.indexOf('.') + 1), 'hex');
    const expected = Buffer.from(mac(expiresMs), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new ForbiddenError('The system check signature is not valid.');
    if (expiresMs < now().getTime())
      throw new ForbiddenError(
        'The system check signature has expired. Run the system check again.',
      );
  }

  return {
    signature(): SystemCheckSignatureResponse {
      const expiresMs = now().getTime() + SYSTEM_CHECK_SIGNATURE_TTL_MS;
      const signature = `${expiresMs}.${mac(expiresMs)}`;
      return {
        Signature: signature,
        ExpiresUtc: new Date(expiresMs).toISOString(),
        StreamUrl: systemCheckPaths.streamFile(signature, PLAYLIST),
      };
    },

    /** A file of the test stream, for a valid unexpired signature; `file` is validated. */
    async streamFile(signature: string, file: string): Promise<TestStreamFile> {
      verify(signature);
      return {
        data: await readFile(STREAM_DIR + file),
        contentType: file === PLAYLIST ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
      };
    },
  };
}

export type SystemCheckService = ReturnType<typeof createSystemCheckService>;
