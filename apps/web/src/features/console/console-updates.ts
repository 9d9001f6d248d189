// The one place the console's snapshot takes a hub message (console.realtime.ts): a question is
// put in the queue or replaced there, a withdrawn one leaves it, a participant's presence is set
// on their row, the call audio's speakers replace those listed. A new registration, or a
// participant the console does not list yet, asks for a re-read instead.
import type { ConsoleUpdateMessage } from '@podium/domain';
import type { ConsoleSnapshot } from './console.api.ts';

export interface ConsoleUpdateResult {
  readonly snapshot: ConsoleSnapshot;
  /** The message named someone the snapshot does not have: read the console again. */
  readonly reread: boolean;
}

export function applyConsoleUpdate(
  snapshot: ConsoleSnapshot,
  message: ConsoleUpdateMessage,
): ConsoleUpdateResult {
  switch (message.Type) {
    case 'question': {
      const question = message.Question;
      const known = snapshot.questions.some((q) => q.Id === question.Id);
      const questions = known
        ? snapshot.questions.map((q) => (q.Id === question.Id ? question : q))
        : [...snapshot.questions, question];
      return { snapshot: { ...snapshot, questions }, reread: false };
    }
    case 'questionWithdrawn':
      return {
        snapshot: {
          ...snapshot,
          questions: snapshot.questions.filter((q) => q.Id !== message.QuestionId),
        },
        reread: false,
      };
    case 'participants':
      return { snapshot, reread: true };
    case 'presence': {
      if (!snapshot.participants.some((p) => p.CoreUserId === message.CoreUserId))
        return { snapshot, reread: message.IsActive };
      const participants = snapshot.participants.map((p) =>
        p.CoreUserId === message.CoreUserId ? { ...p, IsActive: message.IsActive } : p,
      );
      return { snapshot: { ...snapshot, participants }, reread: false };
    }
    case 'callAudio':
      return { snapshot: { ...snapshot, callAudio: message.Speakers }, reread: false };
  }
}
