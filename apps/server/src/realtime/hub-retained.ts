// Retained topics (packages/domain RETAINED_TOPIC_KINDS): the hub keeps the latest delivery of
// each retained topic, so a new subscriber gets the topic's current message right after its
// subscribe ack. Every delivery this process sends (its own publishes and those relayed from
// other processes) is remembered; a topic nobody published to since this process started, or
// whose entry is older than the TTL (a relayed message can be lost between processes), is read
// once from its source, shared by every subscriber asking meanwhile.
import type { Delivery } from './hub-delivery.ts';

/** How long a remembered delivery is trusted before the source is read again. */
export const RETAINED_TTL_MS = 5_000;
/** Topics remembered at once; the least recently written go first. One per live call is usual. */
export const RETAINED_MAX_TOPICS = 10_000;

interface Entry {
  readonly delivery: Delivery | null;
  readonly at: number;
}

export interface RetainedStore {
  /** Records a delivery of a retained topic (others are ignored by the caller). */
  remember(delivery: Delivery): void;
  /**
   * The delivery a subscriber who joined the topic's room at generation `joinedAt` should get
   * now, or null when there is none or when a newer one already reached it through the room.
   */
  current(
    topic: string,
    joinedAt: number,
    load: () => Promise<Delivery | null>,
  ): Promise<Delivery | null>;
  /** Increases with every delivery remembered for the topic; read when a subscriber joins. */
  generation(topic: string): number;
}

export function createRetainedStore(
  now: () => number,
  { ttlMs = RETAINED_TTL_MS, maxTopics = RETAINED_MAX_TOPICS } = {},
): RetainedStore {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  const loading = new Map<string, Promise<Delivery | null>>();
  let counter = 0;

  function store(topic: string, delivery: Delivery | null): void {
    entries.delete(topic);
    entries.set(topic, { delivery, at: now() });
    if (entries.size > maxTopics) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) {
        entries.delete(oldest);
        generations.delete(oldest);
      }
    }
  }

  const generation = (topic: string) => generations.get(topic) ?? 0;

  /** One read of the source per topic at a time; a delivery remembered meanwhile wins. */
  function load(topic: string, read: () => Promise<Delivery | null>): Promise<Delivery | null> {
    const pending = loading.get(topic);
    if (pending) return pending;
    const startedAt = generation(topic);
    const promise = read()
      .then((loaded) => {
        if (generation(topic) !== startedAt) return entries.get(topic)?.delivery ?? null;
        store(topic, loaded);
        return loaded;
      })
      .finally(() => loading.delete(topic));
    loading.set(topic, promise);
    return promise;
  }

  return {
    remember(delivery) {
      // Generations are unique across topics, so a topic evicted and written again never
      // repeats a number a waiting subscriber saw.
      generations.set(delivery.topic, ++counter);
      store(delivery.topic, delivery);
    },

    async current(topic, joinedAt, read) {
      const entry = entries.get(topic);
      if (entry && now() - entry.at < ttlMs) return entry.delivery;
      const delivery = await load(topic, read);
      // A delivery sent after the subscriber joined reached it through the room, and is newer.
      return generation(topic) === joinedAt ? delivery : null;
    },

    generation,
  };
}
