// GET presentation's content (slides, speakers, documents, media) read once per change, not once
// per request: after a restart every viewer of a live call reloads the presentation at once
// (SPEC §4 reconnect, ARCHITECTURE §7 restart and cached GET /presentation budgets). The content
// is the same for every viewer; who sees which slides is decided per request by the mapper from
// the presentation row and the viewer's access (SPEC §6), never here.
//
// Never stale, on any process: an entry is served only to a request whose presentation row (read
// per request by the access check) carries the very content_version the entry was read under.
// The database bumps that version in the writer's transaction (migration 0003), so once a change
// is committed every later request sees a new version and reads the content again.
import { LRUCache } from 'lru-cache';
import type { PresentationMedia } from '../media/media.repository.ts';
import type { SizedDocumentRow, SlideRow, SpeakerRow } from './presentation.repository.ts';

/** The presentations whose content one process keeps; the least recently used goes first. */
export const PRESENTATION_CONTENT_CACHE_SIZE = 500;

export interface PresentationContent {
  readonly slides: readonly SlideRow[];
  readonly speakers: readonly SpeakerRow[];
  readonly documents: readonly SizedDocumentRow[];
  readonly media: PresentationMedia;
}

interface Entry {
  readonly version: number;
  readonly content: PresentationContent;
}

/**
 * Every request of every viewer shares the cached content, so it is frozen (deeply: rows and the
 * arrays inside them) rather than trusted not to be changed; a caller that tries throws.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export interface PresentationContentCacheOptions {
  /** Reads the content from the database. */
  readonly read: (presId: number) => Promise<PresentationContent>;
  readonly capacity?: number;
}

export function createPresentationContentCache({
  read,
  capacity = PRESENTATION_CONTENT_CACHE_SIZE,
}: PresentationContentCacheOptions) {
  // get() marks an entry as recently used; set() beyond the capacity drops the least recent.
  const entries = new LRUCache<number, Entry>({ max: capacity });
  // Reads in progress by presId and version: concurrent misses for the same version share one.
  // Keyed by version as well, so a request that saw a newer version never takes the content of a
  // read that began under the older one (it may predate the change).
  const inFlight = new Map<string, Promise<PresentationContent>>();

  function store(presId: number, version: number, content: PresentationContent): void {
    const current = entries.get(presId);
    // Versions come from one database sequence and only grow: a slow read of an older version
    // must not push out the newer content that requests now ask for.
    if (current && current.version > version) return;
    entries.set(presId, { version, content });
  }

  return {
    /**
     * The content of presId as of `version`, the content_version of the presentation row this
     * request read; read from the database when the cache holds no content of that version.
     */
    content(presId: number, version: number): Promise<PresentationContent> {
      const entry = entries.get(presId);
      if (entry && entry.version === version) {
        return Promise.resolve(entry.content);
      }
      const key = `${presId}:${version}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      // Read strictly after the caller saw `version`, so the content is at least that new; it is
      // stored under `version` only, never under a version observed later.
      const reading = read(presId)
        .then((content) => {
          const frozen = deepFreeze(content);
          store(presId, version, frozen);
          return frozen;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, reading);
      return reading;
    },

    /** How many presentations' content is held (for tests). */
    get size(): number {
      return entries.size;
    },
  };
}

export type PresentationContentCache = ReturnType<typeof createPresentationContentCache>;
