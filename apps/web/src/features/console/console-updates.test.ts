// The console's one reducer of hub messages: questions in and out of the queue, presence on the
// participant's row, and a re-read for what the snapshot cannot place.
import { describe, expect, it } from 'vitest';
import { applyConsoleUpdate } from './console-updates.ts';
import type { ConsoleSnapshot } from './console.api.ts';
import { makeParticipant, makeQuestion } from './testing/fakeConsoleServer.ts';

const snapshot = {
  state: {},
  questions: [makeQuestion({ Id: 1 }), makeQuestion({ Id: 2, Question: 'Second?' })],
  participants: [makeParticipant({ CoreUserId: 42, IsActive: false })],
  presenters: { Presenters: [], ActivePresenterCoreUserId: null },
} as unknown as ConsoleSnapshot;

describe('applyConsoleUpdate', () => {
  it('adds a new question at the end and replaces a known one in place', () => {
    const added = applyConsoleUpdate(snapshot, {
      Type: 'question',
      Question: makeQuestion({ Id: 3, Question: 'Third?' }),
    });
    expect(added.snapshot.questions.map((q) => q.Id)).toEqual([1, 2, 3]);
    const moved = applyConsoleUpdate(snapshot, {
      Type: 'question',
      Question: makeQuestion({ Id: 1, Status: 'Current' }),
    });
    expect(moved.snapshot.questions.map((q) => [q.Id, q.Status])).toEqual([
      [1, 'Current'],
      [2, 'Pristine'],
    ]);
    expect(moved.reread).toBe(false);
  });

  it('takes a withdrawn question out of the queue', () => {
    const result = applyConsoleUpdate(snapshot, { Type: 'questionWithdrawn', QuestionId: 2 });
    expect(result.snapshot.questions.map((q) => q.Id)).toEqual([1]);
  });

  it("sets a listed participant's presence; an unknown arrival or a registration asks for a read", () => {
    const present = applyConsoleUpdate(snapshot, {
      Type: 'presence',
      CoreUserId: 42,
      IsActive: true,
    });
    expect(present.snapshot.participants[0]?.IsActive).toBe(true);
    expect(present.reread).toBe(false);
    expect(
      applyConsoleUpdate(snapshot, { Type: 'presence', CoreUserId: 7, IsActive: true }).reread,
    ).toBe(true);
    expect(
      applyConsoleUpdate(snapshot, { Type: 'presence', CoreUserId: 7, IsActive: false }).reread,
    ).toBe(false);
    expect(applyConsoleUpdate(snapshot, { Type: 'participants' }).reread).toBe(true);
  });

  it("replaces the call audio's speakers whole, without a read", () => {
    const speakers = [{ CoreUserId: 2, Floor: 'presenter', Muted: false, Speaking: true }] as const;
    const result = applyConsoleUpdate(snapshot, { Type: 'callAudio', Speakers: [...speakers] });
    expect(result).toEqual({ snapshot: { ...snapshot, callAudio: speakers }, reread: false });
  });
});
