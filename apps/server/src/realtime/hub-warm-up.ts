// A process that has just started has compiled none of the code a hub handshake runs: the HTTP
// upgrade, the websocket, the engine's and socket.io's packets, the handshake's checks and its
// read. V8 compiles and optimizes that code as it first runs: 3,000 viewers returning to a
// process just started cost it 697-1,170 µs of CPU each, to one that had served them before
// 320-443 µs (scripts/bench/reconnect-cost.mjs on PostgreSQL). After a restart every viewer
// returns at once (SPEC §9: 10 s after it lost the hub), so a cold process would meet the whole
// storm with its slowest code. While the viewers wait out their delay, the process rehearses the
// handshake against itself: connections that speak the hub's protocol as a viewer's does, each
// with a token no record holds, each refused (InvalidToken) as a stranger's would be. They read
// the token (a miss), join no topic, mark no presence and write nothing.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import {
  formatTopic,
  HUB_PATH,
  hubTopics,
  PROTOCOL_VERSION,
  type TopicDescriptor,
} from '@podium/domain';

/** Rehearsed handshakes under way at once. */
export const WARM_UP_CONCURRENCY = 50;
/**
 * No rehearsal begins later than this after the warm-up began: the process starts within a few
 * seconds of a crash, and its viewers return 10 s after they lost it (SPEC §9), so the warm-up is
 * over before they come.
 */
export const WARM_UP_MAX_MS = 5_000;
/** A rehearsal the server has not answered by then is dropped. */
const REHEARSAL_TIMEOUT_MS = 2_000;

/** The topics a conference call's viewer names in its handshake (its parsing is rehearsed too). */
const VIEWER_TOPICS: readonly TopicDescriptor[] = [
  hubTopics.callStatus(1),
  hubTopics.callUpdate(1),
  hubTopics.callAccess(1),
  hubTopics.callSlide(1),
  hubTopics.callPresenter(1),
  hubTopics.presenterControl(1),
  hubTopics.attendeePresenterList(1),
  hubTopics.callNotification(1),
  hubTopics.userQuestion(1, 1),
  hubTopics.userAccess(1, 1),
];

/** Token ids of this process's rehearsals: an unguessable prefix, so no client can pass for one. */
export interface WarmUpTokens {
  next(): string;
  isRehearsal(auth: unknown): boolean;
}

export function createWarmUpTokens(): WarmUpTokens {
  const prefix = `warm-up.${randomBytes(16).toString('base64url')}.`;
  let count = 0;
  return {
    next: () => `${prefix}${count++}`,
    isRehearsal(auth) {
      if (typeof auth !== 'object' || auth === null || !('TokenId' in auth)) return false;
      return typeof auth.TokenId === 'string' && auth.TokenId.startsWith(prefix);
    },
  };
}

/** The hub's websocket address on the listening `address` (a wildcard one reached on loopback). */
export function hubUrlOf(address: Pick<AddressInfo, 'address' | 'port'>): string {
  let host = address.address;
  if (host === '0.0.0.0') host = '127.0.0.1';
  else if (host === '::') host = '::1';
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `ws://${hostPart}:${address.port}${HUB_PATH}/?EIO=4&transport=websocket`;
}

export interface WarmUpResult {
  /** Rehearsals begun. */
  readonly handshakes: number;
  /** Of those, the ones the server refused as it refuses an unknown token. */
  readonly refused: number;
  readonly ms: number;
}

export interface WarmUpOptions {
  readonly url: string;
  readonly handshakes: number;
  readonly tokens: WarmUpTokens;
  readonly concurrency?: number;
  readonly maxMs?: number;
}

/** One rehearsal: true when the server refused it (a connect error), false otherwise. */
function rehearse(url: string, tokenId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let refused = false;
    const done = () => {
      clearTimeout(timer);
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      ws.terminate();
      resolve(refused);
    };
    const timer = setTimeout(done, REHEARSAL_TIMEOUT_MS);
    ws.on('error', done);
    ws.on('close', done);
    ws.on('message', (raw: Buffer) => {
      const data = raw.toString();
      if (data.startsWith('0')) {
        const auth = {
          TokenId: tokenId,
          ProtocolVersion: PROTOCOL_VERSION,
          Topics: VIEWER_TOPICS.map(formatTopic),
        };
        ws.send(`40${JSON.stringify(auth)}`);
        return;
      }
      refused = data.startsWith('44');
      done();
    });
  });
}

/** Runs `handshakes` rehearsals against the hub at `url`, a few at a time, within `maxMs`. */
export async function warmUpHub(options: WarmUpOptions): Promise<WarmUpResult> {
  const started = performance.now();
  const maxMs = options.maxMs ?? WARM_UP_MAX_MS;
  let begun = 0;
  let refused = 0;
  const lane = async () => {
    while (begun < options.handshakes && performance.now() - started < maxMs) {
      begun += 1;
      if (await rehearse(options.url, options.tokens.next())) refused += 1;
    }
  };
  const lanes = Math.min(options.concurrency ?? WARM_UP_CONCURRENCY, options.handshakes);
  await Promise.all(Array.from({ length: Math.max(0, lanes) }, lane));
  return { handshakes: begun, refused, ms: Math.round(performance.now() - started) };
}
