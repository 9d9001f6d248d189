// SPEC §4 resume modal and position saving for the on-demand kinds. On open the viewer reads
// its stored position (server userPresData, else this browser's copy); when the domain rule
// offers to resume, the player waits for the viewer's answer instead of starting by itself.
// Positions are saved over the presentation hub (SPEC §7 UpdateUserPresData) while it is
// connected, else with REST PUT userPresData; reading stays REST.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ResumeModal,
  resumeModalState,
  resumeOffsetSeconds,
  resumeTimestampToSave,
  type ResumeSaveTrigger,
  type User,
} from '@podium/domain';
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { sendUserPresData } from '../presentation-hub/presentation-hub.store.ts';
import { fetchUserPresData, resumeMediaData, saveResumePosition } from './media.api.ts';
import { useMediaStore } from './media.store.ts';
import { readLocalPosition, writeLocalPosition } from './resume-storage.ts';

export type ResumePhase =
  /** Reading the stored position. */
  | 'loading'
  /** SPEC §4 modal 1 or 2: ask `Resume playback`. */
  | 'offer'
  /** Nothing to resume (modal 0): start by itself. */
  | 'none'
  /** The viewer answered the question. */
  | 'answered'
  /** SPEC §4 modal 4: no audio or video to play. */
  | 'noMedia';

export interface ResumeState {
  readonly phase: ResumePhase;
  /** Where Resume continues from. */
  readonly offsetSeconds: number;
  readonly answer: () => void;
  readonly savePosition: (trigger: ResumeSaveTrigger, positionSeconds: number) => void;
}

interface ResumeInput {
  readonly presId: number;
  readonly user: User | null;
  readonly hasMedia: boolean;
  readonly durationSeconds: number | null;
}

/**
 * Saves one position at a time, the latest waiting its turn and replacing any older one still
 * waiting: a save that goes the long way (hub first, then REST) can then never land after a
 * newer one. Leaving goes straight to REST with keepalive: the hub's socket closes with the
 * page, and an emit whose answer never comes could not fall back any more.
 */
function createResumeSaver(presId: number, userId: number) {
  let waiting: number | null = null;
  let sending = false;

  async function send(seconds: number): Promise<void> {
    const data = resumeMediaData(seconds);
    if (data === null) return;
    const viaHub = await sendUserPresData(presId, data.TimeStampSeconds).catch(() => false);
    if (!viaHub) await saveResumePosition(presId, userId, data);
  }

  async function drain(): Promise<void> {
    sending = true;
    try {
      while (waiting !== null) {
        const next = waiting;
        waiting = null;
        await send(next);
      }
    } finally {
      sending = false;
    }
  }

  return {
    save(seconds: number): void {
      waiting = seconds;
      if (!sending) void drain();
    },
    leave(seconds: number): void {
      waiting = null;
      const data = resumeMediaData(seconds);
      if (data !== null) void saveResumePosition(presId, userId, data, true);
    },
  };
}

export function useResume({ presId, user, hasMedia, durationSeconds }: ResumeInput): ResumeState {
  const userId = user?.CoreId ?? null;
  const key = hasMedia ? `${presId}:${userId ?? 'guest'}` : null;
  const stored = useAsyncData(key, async () => {
    if (userId === null) return null;
    // A failed read leaves this browser's copy to offer (SPEC §4 modal 2).
    const data = await fetchUserPresData(presId, userId).catch(() => null);
    return data?.ResumeMediaData?.TimeStampSeconds ?? null;
  });
  const [answered, setAnswered] = useState(false);
  const [local] = useState(() => readLocalPosition(presId));
  /** The last position saved in this visit; null until the first save. */
  const lastSaved = useRef<number | null>(null);
  const saver = useMemo(
    () => (userId === null ? null : createResumeSaver(presId, userId)),
    [presId, userId],
  );

  const storedSeconds = stored.status === 'success' ? stored.data : null;
  const input = {
    hasMedia,
    storedTimestampSeconds: storedSeconds,
    storedVideoDataSeconds: local,
    mediaDurationSeconds: durationSeconds,
  };
  const modal = resumeModalState(input);
  // Before the first save, the position loaded on open is the "last saved" one.
  const loadedRef = useRef<number | null>(null);
  const loaded = storedSeconds ?? local;
  useEffect(() => {
    loadedRef.current = loaded;
  }, [loaded]);

  let phase: ResumePhase;
  if (modal === ResumeModal.NoAudioOrVideo) phase = 'noMedia';
  else if (stored.status === 'pending' || stored.status === 'idle') phase = 'loading';
  else if (answered) phase = 'answered';
  else if (modal === ResumeModal.None) phase = 'none';
  else phase = 'offer';

  const savePosition = useCallback(
    (trigger: ResumeSaveTrigger, positionSeconds: number) => {
      // Nothing watched, nothing to save: opening and leaving (or leaving while the resume
      // question is open) must not overwrite the position the viewer can still resume.
      if (useMediaStore.getState().playback.status === 'NotStarted') return;
      const value = resumeTimestampToSave({
        trigger,
        positionSeconds,
        lastSavedSeconds: lastSaved.current ?? loadedRef.current,
      });
      if (value === null) return;
      lastSaved.current = value;
      writeLocalPosition(presId, value);
      if (trigger === 'leave') saver?.leave(value);
      else saver?.save(value);
    },
    [presId, saver],
  );

  return {
    phase,
    offsetSeconds: resumeOffsetSeconds(input),
    answer: useCallback(() => setAnswered(true), []),
    savePosition,
  };
}
