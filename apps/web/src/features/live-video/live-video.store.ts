// The live video event as this viewer sees it: the SPEC §3 LiveVideoStatus from the server, the
// focus view (shared or chosen locally, SPEC §4, §6), and the stream to play.
import { create } from 'zustand';
import {
  focusReducer,
  initialFocusState,
  type FocusEvent,
  type FocusState,
  type LiveVideoStatus,
  type LiveVideoStream,
} from '@podium/domain';

export interface LiveVideoState {
  readonly status: LiveVideoStatus | null;
  readonly focus: FocusState;
  readonly stream: LiveVideoStream | null;
  /** The stream could not be played (SPEC §4 "no connection error" fails). */
  readonly connectionError: boolean;
  /** An encoder was turned away for a wrong stream key since the last stream came in. */
  readonly feedRefused: boolean;
  /** How many uploads of the event's media finished since the view opened (SPEC §4): the replay is read again on each. */
  readonly replayMediaChanges: number;
}

const initial: LiveVideoState = {
  status: null,
  focus: initialFocusState(),
  stream: null,
  connectionError: false,
  feedRefused: false,
  replayMediaChanges: 0,
};

export const useLiveVideoStore = create<LiveVideoState>(() => initial);

export function resetLiveVideo(): void {
  useLiveVideoStore.setState(initial, true);
}

export function dispatchFocus(event: FocusEvent): void {
  useLiveVideoStore.setState((s) => ({ focus: focusReducer(s.focus, event) }));
}

/** A status read: the shared view follows it; an ended event with its replay starts at 30. */
export function applyLiveVideoStatus(status: LiveVideoStatus | null): void {
  const previous = useLiveVideoStore.getState().status;
  useLiveVideoStore.setState({ status });
  if (status === null) return;
  if (status.HasEnded && status.IsReplayAvailable) {
    if (!(previous?.HasEnded && previous.IsReplayAvailable))
      dispatchFocus({ type: 'replayStarted' });
    return;
  }
  const focus = useLiveVideoStore.getState().focus;
  if (focus.shared !== status.FocusedView)
    dispatchFocus({
      type: 'sharedChanged',
      view: status.FocusedView,
      previous: status.PreviousFocusedView,
    });
}

export function applyLiveVideoStream(stream: LiveVideoStream | null): void {
  useLiveVideoStore.setState((s) => ({
    stream,
    connectionError: false,
    feedRefused: stream === null ? s.feedRefused : false,
  }));
}

/** The server turned an encoder away for a wrong stream key. */
export function applyFeedRefused(): void {
  useLiveVideoStore.setState({ feedRefused: true });
}

export function setConnectionError(connectionError: boolean): void {
  useLiveVideoStore.setState({ connectionError });
}

/** SPEC §4: an upload of the event's media is done (all resolutions ready): the replay is fetched again. */
export function replayMediaChanged(): void {
  useLiveVideoStore.setState((s) => ({ replayMediaChanges: s.replayMediaChanges + 1 }));
}
