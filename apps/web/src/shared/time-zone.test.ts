import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TimeZone from './time-zone.ts';

type Module = typeof TimeZone;

/** A stand-in for the worker thread: records that it was made, answers when told to. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent<unknown>);
  }
  fail() {
    this.onerror?.();
  }
  terminate() {
    this.terminated = true;
  }
}

const INTL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const WORKER_ZONE = INTL_ZONE === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';

async function fresh(): Promise<Module> {
  vi.resetModules();
  return import('./time-zone.ts');
}

describe('the viewer time zone', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks Intl on this thread when no lookup was started', async () => {
    const zone = await fresh();
    expect(zone.requestTimeZone()).toBe(INTL_ZONE);
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('gives requests the worker answer once it is in, and at once afterwards', async () => {
    const zone = await fresh();
    zone.startTimeZoneLookup();
    zone.startTimeZoneLookup();
    expect(FakeWorker.made).toHaveLength(1);
    const asked = zone.requestTimeZone();
    expect(asked).toBeInstanceOf(Promise);
    FakeWorker.made[0]?.answer(WORKER_ZONE);
    await expect(asked).resolves.toBe(WORKER_ZONE);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    expect(zone.requestTimeZone()).toBe(WORKER_ZONE);
    expect(zone.viewerTimeZone()).toBe(WORKER_ZONE);
  });

  it('asks Intl here when the worker fails or answers nothing useful', async () => {
    for (const end of [(w: FakeWorker) => w.fail(), (w: FakeWorker) => w.answer(42)]) {
      FakeWorker.made = [];
      const zone = await fresh();
      zone.startTimeZoneLookup();
      const asked = zone.requestTimeZone();
      const worker = FakeWorker.made[0];
      if (!worker) throw new Error('no worker made');
      end(worker);
      await expect(asked).resolves.toBe(INTL_ZONE);
    }
  });

  it('stops waiting for a silent worker after TIME_ZONE_WORKER_WAIT_MS', async () => {
    vi.useFakeTimers();
    const zone = await fresh();
    zone.startTimeZoneLookup();
    let answered: string | null = null;
    void Promise.resolve(zone.requestTimeZone()).then((value) => (answered = value));
    await vi.advanceTimersByTimeAsync(zone.TIME_ZONE_WORKER_WAIT_MS - 1);
    expect(answered).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answered).toBe(INTL_ZONE);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('answers at once, from Intl, a request that must leave now', async () => {
    const zone = await fresh();
    zone.startTimeZoneLookup();
    expect(zone.requestTimeZone(true)).toBe(INTL_ZONE);
    // The worker answering later does not change the zone the page already uses.
    FakeWorker.made[0]?.answer(WORKER_ZONE);
    expect(zone.requestTimeZone()).toBe(INTL_ZONE);
  });

  it('starts no worker once the zone is known (a call before the lookup asked Intl)', async () => {
    const zone = await fresh();
    expect(zone.requestTimeZone()).toBe(INTL_ZONE);
    zone.startTimeZoneLookup();
    expect(FakeWorker.made).toHaveLength(0);
    expect(zone.requestTimeZone()).toBe(INTL_ZONE);
  });

  it('asks Intl when this browser has no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const zone = await fresh();
    zone.startTimeZoneLookup();
    expect(zone.requestTimeZone()).toBe(INTL_ZONE);
  });
});
