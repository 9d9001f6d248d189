// The payloads of the media demo events (1002, 1003, 1005, 1006) as a signed-in attendee sees
// them, and the paths the media tests derive from them.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { PresentationSchema, SERVICE_BASE_PATH, type Presentation } from '@podium/domain';
import { signedIn } from './client.ts';

export const SERVICE = `${SERVICE_BASE_PATH}/`;
export const MEDIA_EVENT_IDS = [1002, 1003, 1005, 1006] as const;

/** A committed demo asset (path relative to src/demo/assets). */
export function asset(path: string): Promise<Buffer> {
  return readFile(fileURLToPath(new URL(`../../src/demo/assets/${path}`, import.meta.url)));
}

/** The signed address a viewer is handed for one media file (recording-urls.ts). */
export function signedMediaUrl(presId: number, fileName: string): RegExp {
  const name = fileName.replace(/[.]/g, '\\.');
  return new RegExp(`^${SERVICE}presentation/${presId}/media/s/\\d{10}-[\\w-]{43}/${name}$`);
}

/** The service-relative path of an absolute API URL from a payload. */
export function servicePath(url: string): string {
  if (!url.startsWith(SERVICE)) throw new Error(`not a service URL: ${url}`);
  return url.slice(SERVICE.length);
}

export class MediaPayloads {
  private constructor(private readonly payloads: ReadonlyMap<number, Presentation>) {}

  static async load(app: FastifyInstance): Promise<MediaPayloads> {
    const attendee = await signedIn(app, 'attendee@podium.test', 1002);
    const payloads = new Map<number, Presentation>();
    for (const presId of MEDIA_EVENT_IDS) {
      const response = await attendee.get(`presentation?presid=${presId}&includeMedia=true`);
      if (response.statusCode !== 200) throw new Error(`presentation ${presId}: ${response.body}`);
      payloads.set(presId, PresentationSchema.parse(response.json()));
    }
    return new MediaPayloads(payloads);
  }

  get(presId: number): Presentation {
    const p = this.payloads.get(presId);
    if (!p) throw new Error(`no payload for ${presId}`);
    return p;
  }

  videoPath(presId: number, height: number): string {
    const url = this.get(presId).Video?.Resolutions.find((r) => r.Height === height)?.Url;
    if (!url) throw new Error(`no ${height}p video for ${presId}`);
    return servicePath(url);
  }

  containerOf(presId: number): string {
    const p = this.get(presId);
    const guid = p.Video?.ContainerGuid ?? p.Audio?.ContainerGuid;
    if (!guid) throw new Error(`no media container for ${presId}`);
    return guid;
  }
}
