// The console's data: read on mount, kept current by the hub (console.realtime.ts: questions and
// presence applied as they come, the whole console re-read when the call's status or presenters
// change, once the topics are followed and after a reconnect) and re-read whenever an action
// asks. Nothing is polled. Answers are applied in request order only, so a slow read that
// started before an action cannot overwrite the state read after it.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { CallAudioSpeaker, ConsoleUpdateMessage } from '@podium/domain';
import { fetchConsoleSnapshot, type CallIds, type ConsoleSnapshot } from './console.api.ts';
import { describeError, isForbidden, type ConsoleError } from './console-errors.ts';
import { applyConsoleUpdate } from './console-updates.ts';
import { ConsoleHubContext, followConsole } from './console.realtime.ts';

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
      /** The number of the read shown: it grows with every whole read of the console. */
      readonly read: number;
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
  /**
   * The call audio's speakers as last heard on the hub, and the last read issued by then. They
   * come whole with each change (as often as someone starts or stops speaking), so they are
   * applied at once, never by a re-read, and a read issued before them does not undo them.
   */
  const heardCallAudio = useRef<{
    readonly afterRead: number;
    readonly speakers: readonly CallAudioSpeaker[];
  } | null>(null);

  const refresh = useCallback(async () => {
    const id = ++issued.current;
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      const read = await fetchConsoleSnapshot({ presId, confId }, controller.signal);
      if (controller.signal.aborted || id < applied.current) return;
      applied.current = id;
      const heard = heardCallAudio.current;
      const snapshot =
        heard !== null && heard.afterRead >= id ? { ...read, callAudio: heard.speakers } : read;
      setData({ status: 'ready', snapshot, refreshError: null, read: id });
    } catch (error) {
      if (controller.signal.aborted || id < applied.current) return;
      applied.current = id;
      setData((previous) => next(previous, describeError(error)));
    } finally {
      controllers.current.delete(controller);
    }
  }, [presId, confId]);

  const latest = useRef(data);
  useEffect(() => {
    latest.current = data;
  }, [data]);
  const forbidden = data.status === 'forbidden';
  const hub = useContext(ConsoleHubContext);
  useEffect(() => {
    void refresh();
    const inFlight = controllers.current;
    return () => {
      for (const controller of inFlight) controller.abort();
    };
  }, [refresh]);
  // The hub is followed once the first read has answered, and never for a user the server has
  // refused: their role will not change mid-call.
  const settled = data.status !== 'loading';
  useEffect(() => {
    if (!settled || forbidden) return undefined;
    const apply = (message: ConsoleUpdateMessage) => {
      if (message.Type === 'callAudio') {
        heardCallAudio.current = { afterRead: issued.current, speakers: message.Speakers };
        setData((previous) =>
          previous.status === 'ready'
            ? { ...previous, snapshot: { ...previous.snapshot, callAudio: message.Speakers } }
            : previous,
        );
        return;
      }
      const current = latest.current;
      // Before the first read, or with a read under way (its answer may predate the message
      // and would be applied after it), the message is read again with everything else.
      if (current.status !== 'ready' || controllers.current.size > 0) {
        void refresh();
        return;
      }
      const result = applyConsoleUpdate(current.snapshot, message);
      if (result.reread) {
        void refresh();
        return;
      }
      setData((previous) =>
        previous.status === 'ready'
          ? { ...previous, snapshot: applyConsoleUpdate(previous.snapshot, message).snapshot }
          : previous,
      );
    };
    return followConsole({ presId, confId }, { apply, refresh: () => void refresh() }, hub);
  }, [presId, confId, refresh, settled, forbidden, hub]);

  return { data, refresh };
}
