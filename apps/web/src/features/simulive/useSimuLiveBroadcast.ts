// Keeps this viewer on the broadcast (SPEC §1, §4): reads GET playback/control and playbackMedia
// once the participant joined the call, follows liveevent.{confId}.playback for a coordinator's
// pause, resume and stop, reads the control again after a reconnect (the server is the clock), and
// wakes at the next phase change (starting soon, start, end; SPEC §9: only under 24 h away). A
// read that fails is made again after STREAM_RETRY_MS, and at once on a reconnect.
import { useEffect } from 'react';
import { hubTopics, nextPhaseDelayMs } from '@podium/domain';
import { useConferenceStore } from '../conference/conference.store.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { STREAM_RETRY_MS } from '../../shared/media/useStreamRecovery.ts';
import { fetchPlaybackControl, fetchPlaybackMedia } from './simulive.api.ts';
import {
  applyControlMessage,
  applyControlResponse,
  broadcastNow,
  resetSimuLive,
  useSimuLiveStore,
} from './simulive.store.ts';

/** When the client clock still reads before the server's start: ask again this much later. */
const PHASE_RECHECK_MS = 1_000;

export function useSimuLiveBroadcast(): void {
  const session = useConferenceSession();
  const joined = useConferenceStore((s) => s.participant !== null);

  useEffect(() => {
    if (session === null || !joined) return;
    const { hub, call } = session;
    let stopped = false;
    let phaseTimer: ReturnType<typeof setTimeout> | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let controlFailed = false;
    let mediaFailed = false;

    /** The viewer is told of a failed read until both reads have answered since. */
    function settle(): void {
      if (!stopped) useSimuLiveStore.setState({ failed: controlFailed || mediaFailed });
    }

    /** A read failed: both reads are made again after STREAM_RETRY_MS (one timer for both). */
    function failed(): void {
      if (stopped) return;
      settle();
      if (retryTimer !== null) return;
      retryTimer = setTimeout(retryReads, STREAM_RETRY_MS);
    }

    function retryReads(): void {
      retryTimer = null;
      if (controlFailed) void refresh();
      if (useSimuLiveStore.getState().media === null) loadMedia();
    }

    function schedulePhaseTimer(): void {
      if (phaseTimer !== null) clearTimeout(phaseTimer);
      phaseTimer = null;
      const state = useSimuLiveStore.getState();
      const nowMs = Date.now();
      const current = broadcastNow(state, nowMs);
      if (current === null || state.startMs === null || state.durationSeconds === null) return;
      const delay = nextPhaseDelayMs(
        { startMs: state.startMs, durationSeconds: state.durationSeconds },
        current,
        nowMs,
      );
      if (delay === null) return;
      phaseTimer = setTimeout(() => void refresh(), Math.max(delay, PHASE_RECHECK_MS));
    }

    async function refresh(): Promise<void> {
      try {
        const response = await fetchPlaybackControl(call);
        if (stopped) return;
        controlFailed = false;
        applyControlResponse(response, Date.now());
        settle();
      } catch {
        controlFailed = true;
        failed();
      }
      schedulePhaseTimer();
    }

    function loadMedia(): void {
      fetchPlaybackMedia(call)
        .then((media) => {
          if (stopped) return;
          mediaFailed = false;
          useSimuLiveStore.setState({ media });
          settle();
        })
        .catch(() => {
          mediaFailed = true;
          failed();
        });
    }

    const unsubscribeMessages = hub.onMessage((message) => {
      if (message.kind !== 'playback' || message.topic.conferenceId !== call.confId) return;
      applyControlMessage(message.payload, Date.now());
      schedulePhaseTimer();
    });
    const unsubscribeConnection = hub.onConnection((event) => {
      if (event.type !== 'connected' || !event.reconnect) return;
      void refresh();
      if (useSimuLiveStore.getState().media === null) loadMedia();
    });
    const topic = hubTopics.playback(call.confId);
    // Subscribed first, read second: a change published in between is not missed.
    void hub
      .subscribe(topic)
      .catch(() => undefined)
      .then(() => refresh());
    loadMedia();

    return () => {
      stopped = true;
      if (phaseTimer !== null) clearTimeout(phaseTimer);
      if (retryTimer !== null) clearTimeout(retryTimer);
      unsubscribeMessages();
      unsubscribeConnection();
      void hub.unsubscribe(topic).catch(() => undefined);
      resetSimuLive();
    };
  }, [session, joined]);
}
