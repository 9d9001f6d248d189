// The viewer's IANA time zone (SPEC §7 IanaTimeZone), read once per page. The first question to
// Intl sets up its date machinery, which costs a phone about 100 ms of its main thread, in the
// middle of the first screen's work. Requests therefore ask a worker thread for the zone as soon
// as the page starts; the page's own date formatting asks Intl directly when it needs the zone
// before the worker has answered.

/** A worker that has not answered by then is not waited for any longer: Intl is asked here. */
export const TIME_ZONE_WORKER_WAIT_MS = 1500;

let zone: string | null = null;
let pending: Promise<string> | null = null;

/** The zone, asked of Intl on this thread when no answer is in yet (for formatting dates). */
export function viewerTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}

function askWorker(): Promise<string> {
  return new Promise<string>((resolve) => {
    let worker: Worker | null = null;
    const done = (answer: string | null) => {
      clearTimeout(timer);
      worker?.terminate();
      resolve(zone ?? (answer !== null && answer.length > 0 ? (zone = answer) : viewerTimeZone()));
    };
    const timer = setTimeout(() => done(null), TIME_ZONE_WORKER_WAIT_MS);
    try {
      // A file of the app's own, not a blob: registering a blob's address holds the main thread
      // until the browser answers.
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (event: MessageEvent<unknown>) =>
        done(typeof event.data === 'string' ? event.data : null);
      worker.onerror = () => done(null);
    } catch {
      // No workers here (or a policy forbids them): Intl answers on this thread.
      done(null);
    }
  });
}

/** Starts asking a worker thread for the zone; later calls share the one question. */
export function startTimeZoneLookup(): void {
  if (zone !== null || pending !== null) return;
  pending = typeof Worker === 'function' ? askWorker() : Promise.resolve(viewerTimeZone());
}

/**
 * The zone for a request's header: at once when known, else once the worker answers. Without a
 * lookup under way (or for a request that must leave at once) Intl is asked on this thread.
 */
export function requestTimeZone(now = false): string | Promise<string> {
  if (zone !== null) return zone;
  if (now || pending === null) return viewerTimeZone();
  return pending;
}
