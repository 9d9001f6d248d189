// The console's data: read on mount, re-read every CONSOLE_POLL_INTERVAL_MS and whenever an
// action asks. Answers are applied in request order only, so a slow poll that started before an
// action cannot overwrite the state read after it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CONSOLE_POLL_INTERVAL_MS } from './console.constants.ts';
import { fetchConsoleSnapshot, type CallIds, type ConsoleSnapshot } from './console.api.ts';
import { describeError, isForbidden, type ConsoleError } from './console-errors.ts';

export type ConsoleData =
  | { readonly status: 'loading' }
  /** 403: the user is neither an event coordinator nor a site admin (SPEC §6). */
  | { readonly status: 'forbidden' }
  | { readonly status: 'failed'; readonly error: ConsoleError }
  | {
      readonly status: 'ready';
      readonly snapshot: ConsoleSnapshot;
      /** The latest re-read failed; the snapshot shown is the last one that succeeded. */
      readonly refreshError: ConsoleError | null;
    };

function next(previous: ConsoleData, error: ConsoleError): ConsoleData {
  if (isForbidden(error)) return { status: 'forbidden' };
  return previous.status === 'ready'
    ? { ...previous, refreshError: error }
    : { status: 'failed', error };
}

export function useConsoleData({ presId, confId }: CallIds): {
  data: ConsoleData;
  refresh: () => Promise<void>;
} {
  const [data, setData] = useState<ConsoleData>({ status: 'loading' });
  const issued = useRef(0);
  const applied = useRef(0);
  const controllers = useRef(new Set<AbortController>());

  const refresh = useCallback(async () => {
    const id = ++issued.current;
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      const snapshot = await fetchConsoleSnapshot({ presId, confId }, controller.signal);
      if (controller.signal.aborted || id < applied.current) return;
      applied.current = id;
      setData({ status: 'ready', snapshot, refreshError: null });
    } catch (error) {
      if (controller.signal.aborted || id < applied.current) return;
      applied.current = id;
      setData((previous) => next(previous, describeError(error)));
    } finally {
      controllers.current.delete(controller);
    }
  }, [presId, confId]);

  const forbidden = data.status === 'forbidden';
  useEffect(() => {
    // Nothing to poll for a user the server has refused: their role will not change mid-call.
    if (forbidden) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const tick = async () => {
      await refresh();
      if (active) timer = setTimeout(() => void tick(), CONSOLE_POLL_INTERVAL_MS);
    };
    void tick();
    const inFlight = controllers.current;
    return () => {
      active = false;
      clearTimeout(timer);
      for (const controller of inFlight) controller.abort();
    };
  }, [refresh, forbidden]);

  return { data, refresh };
}
