// The coordinator's actions (ARCHITECTURE §5). One runs at a time; a failure keeps the server's
// message for the console's alert; every action, done or failed, is followed by a fresh read so
// the lists show what the server now holds.
import { useCallback, useMemo, useState } from 'react';
import type { CallAudioSpeaker, ConsoleTransition, QuestionStatus } from '@podium/domain';
import {
  deleteNotification,
  postActivePresenter,
  postNotification,
  postCancelCall,
  postRevoke,
  postTransition,
  putBridgeParticipant,
  putQuestionAnswer,
  putQuestionStatus,
  putStartTime,
  type CallIds,
} from './console.api.ts';
import { describeError, type ConsoleError } from './console-errors.ts';

export interface ConsoleActions {
  /** An action is under way: the console's action buttons wait for it. */
  readonly busy: boolean;
  readonly error: ConsoleError | null;
  dismissError(): void;
  transition(transition: ConsoleTransition): Promise<void>;
  cancelCall(): Promise<void>;
  /** The new start as ISO UTC. */
  changeStartTime(startTimeUtc: string): Promise<void>;
  moderate(questionId: number, status: QuestionStatus): Promise<void>;
  /** A written answer to a question; true once the server has it. */
  answer(questionId: number, text: string): Promise<boolean>;
  revoke(participantId: number): Promise<void>;
  makeActivePresenter(coreUserId: number): Promise<void>;
  /**
   * Attendees this console gave the floor (Allow to talk) and has not taken it back from; with
   * the call audio's guests, those an End turn applies to.
   */
  readonly floorGiven: ReadonlySet<number>;
  /** Allow to talk: the attendee may speak in the call's audio, unmuted. */
  allowToTalk(coreUserId: number): Promise<void>;
  /** End turn: the attendee's floor is taken back and their line muted. */
  endTurn(coreUserId: number): Promise<void>;
  /** Mutes a speaker in the call's audio; an attendee keeps the floor, muted. */
  muteSpeaker(speaker: CallAudioSpeaker): Promise<void>;
  /** Shows attendees a notification (replacing any); true once the server has it. */
  notify(message: string): Promise<boolean>;
  /** Takes the attendees' notification down. */
  clearNotification(): Promise<void>;
}

export function useConsoleActions(
  { presId, confId }: CallIds,
  refresh: () => Promise<void>,
): ConsoleActions {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ConsoleError | null>(null);
  const [floorGiven, setFloorGiven] = useState<ReadonlySet<number>>(new Set());
  const giveFloor = useCallback((coreUserId: number, given: boolean) => {
    setFloorGiven((previous) => {
      const next = new Set(previous);
      if (given) next.add(coreUserId);
      else next.delete(coreUserId);
      return next;
    });
  }, []);

  /** Runs one action; true when it succeeded. */
  const attempt = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      let done = true;
      try {
        await action();
      } catch (failure) {
        done = false;
        setError(describeError(failure));
      }
      await refresh();
      setBusy(false);
      return done;
    },
    [refresh],
  );
  const run = useCallback(
    async (action: () => Promise<void>): Promise<void> => void (await attempt(action)),
    [attempt],
  );

  return useMemo(() => {
    const ids = { presId, confId };
    return {
      busy,
      error,
      dismissError: () => setError(null),
      transition: (transition) => run(() => postTransition(ids, transition)),
      cancelCall: () => run(() => postCancelCall(ids)),
      changeStartTime: (startTimeUtc) => run(() => putStartTime(ids, startTimeUtc)),
      moderate: (questionId, status) => run(() => putQuestionStatus(ids, questionId, status)),
      answer: (questionId, text) => attempt(() => putQuestionAnswer(ids, questionId, text)),
      revoke: (participantId) => run(() => postRevoke(ids, participantId)),
      makeActivePresenter: (coreUserId) => run(() => postActivePresenter(ids, coreUserId)),
      floorGiven,
      allowToTalk: async (coreUserId) => {
        const change = { coreUserId, allowToTalk: true, muted: false };
        if (await attempt(() => putBridgeParticipant(ids, change))) giveFloor(coreUserId, true);
      },
      endTurn: async (coreUserId) => {
        const change = { coreUserId, allowToTalk: false, muted: true };
        if (await attempt(() => putBridgeParticipant(ids, change))) giveFloor(coreUserId, false);
      },
      notify: (message) => attempt(() => postNotification(ids, message)),
      clearNotification: () => run(() => deleteNotification(ids)),
      muteSpeaker: (speaker) =>
        run(() =>
          putBridgeParticipant(ids, {
            coreUserId: speaker.CoreUserId,
            allowToTalk: speaker.Floor === 'guest',
            muted: true,
          }),
        ),
    };
  }, [presId, confId, busy, error, run, attempt, floorGiven, giveFloor]);
}
