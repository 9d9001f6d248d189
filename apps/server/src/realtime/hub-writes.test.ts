import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceWrites } from './hub-writes.ts';

let server: Server | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A connected pair: what is written to `out` arrives as `received`. */
async function pair(): Promise<{ out: Socket; received: () => string }> {
  let text = '';
  server = createServer((socket) => {
    sockets.push(socket);
    socket.on('data', (chunk) => (text += chunk.toString()));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const out = connect(address.port, '127.0.0.1');
  sockets.push(out);
  await new Promise<void>((resolve) => out.once('connect', () => resolve()));
  return { out, received: () => text };
}

/** Counts the system writes `socket` makes (one per _write or _writev call). */
function countWrites(socket: Socket): () => number {
  let writes = 0;
  const target = socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
  for (const name of ['_write', '_writev'] as const) {
    const original = target[name];
    target[name] = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return Reflect.apply(original, this, args);
    };
  }
  return () => writes;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesceWrites', () => {
  it('sends the writes of one turn in one system write, in order', async () => {
    const { out, received } = await pair();
    const writes = countWrites(out);
    coalesceWrites(out);
    out.write('a');
    out.write('b');
    // A frame written as two parts under its own cork (ws's Sender does so).
    out.cork();
    out.write('c');
    out.write('d');
    out.uncork();
    expect(writes()).toBe(0);
    await turn();
    expect(writes()).toBe(1);
    await expect.poll(received).toBe('abcd');
  });

  it('holds nothing past its turn: a later turn writes again', async () => {
    const { out, received } = await pair();
    const writes = countWrites(out);
    coalesceWrites(out);
    out.write('1');
    await turn();
    out.write('2');
    out.write('3');
    await turn();
    expect(writes()).toBe(2);
    await expect.poll(received).toBe('123');
  });
});
