// The question box's contents as state backed by the per-tab draft (question-draft.ts): restored
// on mount, saved on every change, emptied once the server has the question.
import { useCallback, useEffect, useState } from 'react';
import { readQuestionDraft, writeQuestionDraft, type QuestionDraft } from './question-draft.ts';

export interface QuestionDraftState extends QuestionDraft {
  readonly setText: (text: string) => void;
  readonly setDoNotAnnounce: (doNotAnnounce: boolean) => void;
  /** The server accepted `sent`: empty the box, unless the user has typed on since. */
  readonly accepted: (sent: string) => void;
}

/**
 * `storedText` is the user's open question as the server holds it (null while none is open or
 * while it is being edited): a draft equal to it was stored after all, for instance by a submit
 * whose answer was lost, and is dropped rather than offered for a second submit.
 */
export function useQuestionDraft(presId: number, storedText: string | null): QuestionDraftState {
  const [draft, setDraft] = useState<QuestionDraft>(() => readQuestionDraft(presId));

  useEffect(() => writeQuestionDraft(presId, draft), [presId, draft]);

  useEffect(() => {
    if (storedText === null) return;
    setDraft((current) =>
      current.text !== '' && current.text.trim() === storedText
        ? { ...current, text: '' }
        : current,
    );
  }, [storedText]);

  const setText = useCallback((text: string) => setDraft((d) => ({ ...d, text })), []);
  const setDoNotAnnounce = useCallback(
    (doNotAnnounce: boolean) => setDraft((d) => ({ ...d, doNotAnnounce })),
    [],
  );
  const accepted = useCallback(
    (sent: string) => setDraft((d) => (d.text === sent ? { ...d, text: '' } : d)),
    [],
  );

  return { ...draft, setText, setDoNotAnnounce, accepted };
}
