// Admission control for API requests: a bounded number in their handlers at once, the rest in
// arrival order; a slot is freed when the handler answers (a streamed file does not hold it) or
// when the client goes away, even while it waited.
import { PassThrough } from 'node:stream';
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmissionGate, setupApiGate, type AdmissionGate } from './api-gate.ts';

describe('the admission gate', () => {
  it('lets `limit` through at once and then the waiters in arrival order', async () => {
    const gate = createAdmissionGate(2);
    const order: number[] = [];
    await gate.acquire();
    await gate.acquire();
    const waiters = [1, 2, 3].map((n) => gate.acquire().then(() => order.push(n)));
    expect(gate.waiting).toBe(3);
    gate.release();
    gate.release();
    gate.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.active).toBe(2);
    gate.release();
    gate.release();
    expect(gate.active).toBe(0);
  });
});

describe('the admission gate during a handshake storm', () => {
  it('lets only the lowered limit in while lowered, and the waiters in once it is over', async () => {
    let lowered = true;
    const gate = createAdmissionGate(3, { lowered: () => lowered, loweredLimit: 1 });
    const order: number[] = [];
    await gate.acquire();
    const waiters = [1, 2, 3].map((n) => gate.acquire().then(() => order.push(n)));
    await Promise.resolve();
    expect(gate.active).toBe(1);
    expect(gate.waiting).toBe(3);
    gate.release();
    await waiters[0];
    expect(order).toEqual([1]);
    expect(gate.active).toBe(1);
    lowered = false;
    // Looked at again shortly, without waiting for a release.
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    expect(gate.active).toBe(3);
  });
});

describe('the admission gate in waves', () => {
  it('fills the slots freed while lowered together, at its next look', async () => {
    const gate = createAdmissionGate(2, { lowered: () => true, loweredLimit: 2 });
    await gate.acquire();
    await gate.acquire();
    const admitted: number[] = [];
    const waiters = [1, 2, 3].map((n) => gate.acquire().then(() => admitted.push(n)));
    gate.release();
    await Promise.resolve();
    // Not at the release: the freed slot waits for the wave.
    expect(admitted).toEqual([]);
    gate.release();
    await Promise.all(waiters.slice(0, 2));
    // Both freed slots filled in one look, longest waiter first.
    expect(admitted).toEqual([1, 2]);
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(1);
    gate.release();
    gate.release();
    await waiters[2];
    expect(admitted).toEqual([1, 2, 3]);
  });
});

describe('changes ahead of reads', () => {
  it('lets a waiting change in before the reads that waited longer', async () => {
    const gate = createAdmissionGate(1);
    const order: string[] = [];
    await gate.acquire();
    const reads = ['read 1', 'read 2'].map((n) => gate.acquire().then(() => order.push(n)));
    const change = gate.acquire(true).then(() => order.push('change'));
    expect(gate.waiting).toBe(3);
    gate.release();
    await change;
    expect(order).toEqual(['change']);
    gate.release();
    gate.release();
    await Promise.all(reads);
    expect(order).toEqual(['change', 'read 1', 'read 2']);
  });

  it('during a storm takes a free slot at once, where a read waits for the next wave', async () => {
    const gate = createAdmissionGate(2, { lowered: () => true, loweredLimit: 2 });
    const order: string[] = [];
    await gate.acquire();
    await gate.acquire();
    const read = gate.acquire().then(() => order.push('read'));
    const change = gate.acquire(true).then(() => order.push('change'));
    gate.release();
    await change;
    // Admitted at the release; the read that waited longer waits for the wave.
    expect(order).toEqual(['change']);
    expect(gate.waiting).toBe(1);
    gate.release();
    const late = gate.acquire(true).then(() => order.push('late change'));
    await late;
    expect(order).toEqual(['change', 'late change']);
    gate.release();
    await read;
    expect(order).toEqual(['change', 'late change', 'read']);
  });
});

describe('API requests through the gate', () => {
  let app: FastifyInstance;
  let gate: AdmissionGate;
  let base = '';
  const started: string[] = [];
  let finishSlow: () => void = () => undefined;
  let stream: PassThrough;

  async function start(): Promise<void> {
    app = Fastify();
    gate = setupApiGate(app, 1);
    started.length = 0;
    app.get('/api/slow', async () => {
      started.push('slow');
      await new Promise<void>((resolve) => (finishSlow = resolve));
      return { ok: true };
    });
    app.get('/api/fast', async () => {
      started.push('fast');
      return { ok: true };
    });
    app.get('/api/stream', async (_request, reply) => {
      started.push('stream');
      stream = new PassThrough();
      stream.write('first bytes');
      return reply.type('text/plain').send(stream);
    });
    app.post('/api/echo', async (request) => {
      started.push('echo');
      return request.body;
    });
    app.get('/page', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };

  afterEach(async () => {
    stream?.end();
    finishSlow();
    await app?.close();
  });

  it('holds a request until the one in its handler has answered; pages are not gated', async () => {
    await start();
    const slow = fetch(`${base}/api/slow`);
    await until(() => started.includes('slow'));
    const fast = fetch(`${base}/api/fast`);
    await until(() => gate.waiting === 1);
    expect(started).toEqual(['slow']);
    expect((await fetch(`${base}/page`)).status).toBe(200);
    finishSlow();
    expect((await slow).status).toBe(200);
    expect((await fast).status).toBe(200);
    expect(started).toEqual(['slow', 'fast']);
    await until(() => gate.active === 0);
  });

  it('lets a POST that came last in before the GETs waiting', async () => {
    await start();
    const slow = fetch(`${base}/api/slow`);
    await until(() => started.includes('slow'));
    const read = fetch(`${base}/api/fast`);
    await until(() => gate.waiting === 1);
    const change = fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"slide":2}',
    });
    await until(() => gate.waiting === 2);
    finishSlow();
    expect((await slow).status).toBe(200);
    expect(await (await change).json()).toEqual({ slide: 2 });
    expect((await read).status).toBe(200);
    expect(started).toEqual(['slow', 'echo', 'fast']);
  });

  it('frees the slot once a streamed answer starts, not when the stream ends', async () => {
    await start();
    const streaming = await fetch(`${base}/api/stream`);
    expect(streaming.status).toBe(200);
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
    stream.end(' and the rest');
    expect(await streaming.text()).toBe('first bytes and the rest');
  });

  it('takes no slot while a body is still arriving', async () => {
    await start();
    const body = JSON.stringify({ text: 'x'.repeat(200) });
    const answered = new Promise<number>((resolve) => {
      const trickle = httpRequest(`${base}/api/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      trickle.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      trickle.write(body.slice(0, 10));
      // Half a body is in: another request still gets through the gate of one.
      void fetch(`${base}/api/fast`).then((fast) => {
        expect(fast.status).toBe(200);
        trickle.end(body.slice(10));
      });
    });
    expect(await answered).toBe(200);
  });

  it('frees the slot of a client that went away while it waited', async () => {
    await start();
    const slow = fetch(`${base}/api/slow`);
    await until(() => started.includes('slow'));
    const leaving = httpRequest(`${base}/api/fast`);
    leaving.on('error', () => undefined);
    leaving.end();
    await until(() => gate.waiting === 1);
    leaving.destroy();
    await new Promise((r) => setTimeout(r, 50));
    finishSlow();
    await slow;
    // The departed request's turn came and went: the gate is empty, not one slot short.
    await until(() => gate.active === 0 && gate.waiting === 0);
    expect((await fetch(`${base}/api/fast`)).status).toBe(200);
  });
});
