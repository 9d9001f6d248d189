// Retained topics (domain RETAINED_TOPIC_KINDS): a subscriber gets the latest delivery, read from
// the source once when the hub has none recent, and never one older than a message that already
// reached it through the room.
import { describe, expect, it } from 'vitest';
import type { Delivery } from './hub-delivery.ts';
import { createRetainedStore } from './hub-retained.ts';

const TOPIC = 'conferencecall.7001.slide';
const slide = (SlideIndex: number): Delivery => ({ topic: TOPIC, payload: { SlideIndex } });

function setup(options?: { ttlMs?: number; maxTopics?: number }) {
  let clock = 0;
  const store = createRetainedStore(() => clock, options);
  let loads = 0;
  let release: (d: Delivery | null) => void = () => undefined;
  /** A source read that completes when the test says. */
  const source = () => {
    loads += 1;
    return new Promise<Delivery | null>((resolve) => (release = resolve));
  };
  return {
    store,
    source,
    loads: () => loads,
    release: (d: Delivery | null) => release(d),
    advance: (ms: number) => (clock += ms),
  };
}

describe('retained topic messages', () => {
  it('gives the last delivery without reading the source', async () => {
    const { store, source, loads } = setup();
    store.remember(slide(3));
    store.remember(slide(4));
    await expect(store.current(TOPIC, store.generation(TOPIC), source)).resolves.toEqual(slide(4));
    expect(loads()).toBe(0);
  });

  it('reads the source once for every subscriber asking meanwhile, then keeps the answer', async () => {
    const { store, source, loads, release } = setup();
    const joined = store.generation(TOPIC);
    const answers = Promise.all([1, 2, 3].map(() => store.current(TOPIC, joined, source)));
    release(slide(7));
    await expect(answers).resolves.toEqual([slide(7), slide(7), slide(7)]);
    await expect(store.current(TOPIC, joined, source)).resolves.toEqual(slide(7));
    expect(loads()).toBe(1);
  });

  it('reads the source again once the kept delivery is older than the TTL', async () => {
    const { store, source, loads, release, advance } = setup({ ttlMs: 5_000 });
    store.remember(slide(2));
    advance(4_999);
    await expect(store.current(TOPIC, store.generation(TOPIC), source)).resolves.toEqual(slide(2));
    advance(1);
    const answer = store.current(TOPIC, store.generation(TOPIC), source);
    release(slide(5));
    await expect(answer).resolves.toEqual(slide(5));
    expect(loads()).toBe(1);
  });

  it('sends nothing to a subscriber that a newer live message already reached', async () => {
    const { store, source, release } = setup();
    const joined = store.generation(TOPIC);
    const answer = store.current(TOPIC, joined, source);
    // Published while the source was read: it went to the room, this subscriber included.
    store.remember(slide(9));
    release(slide(8));
    await expect(answer).resolves.toBeNull();
  });

  it('never answers with the stale read to a subscriber that joined after the newer message', async () => {
    const { store, source, release } = setup();
    const early = store.current(TOPIC, store.generation(TOPIC), source);
    store.remember(slide(9));
    // Joined after the publish: the room did not bring it, so the answer must.
    const late = store.current(TOPIC, store.generation(TOPIC), source);
    release(slide(8));
    await expect(early).resolves.toBeNull();
    await expect(late).resolves.toEqual(slide(9));
  });

  it('remembers that a topic has nothing, and forgets the oldest topics past the limit', async () => {
    const { store, source, loads, release } = setup({ maxTopics: 2 });
    const none = store.current(TOPIC, 0, source);
    release(null);
    await expect(none).resolves.toBeNull();
    await expect(store.current(TOPIC, 0, source)).resolves.toBeNull();
    expect(loads()).toBe(1);
    store.remember({ topic: 'a', payload: 1 });
    store.remember({ topic: 'b', payload: 2 });
    const again = store.current(TOPIC, 0, source);
    release(slide(1));
    await expect(again).resolves.toEqual(slide(1));
    expect(loads()).toBe(2);
  });
});
