// The question the attendee is writing, kept per tab (sessionStorage) under the SPEC §9 P{presId}P
// prefix until the server has accepted it (ARCHITECTURE §7: no question lost). A failed submit,
// a reload or a server restart leaves it in the box; it is never resent on its own, because a
// submit whose answer was lost may have been stored, and a resend would ask it twice.
// Storage can be unavailable (privacy modes, quota); the draft then lives as long as the page.
import { storageKey } from '@podium/domain';

const QUESTION_DRAFT_KEY = 'questionDraft';

export interface QuestionDraft {
  readonly text: string;
  /** SPEC §5 do-not-announce: kept with the text, so a resubmit never announces by surprise. */
  readonly doNotAnnounce: boolean;
}

export const EMPTY_DRAFT: QuestionDraft = { text: '', doNotAnnounce: false };

function isDraft(value: unknown): value is QuestionDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'text' in value &&
    typeof value.text === 'string' &&
    'doNotAnnounce' in value &&
    typeof value.doNotAnnounce === 'boolean'
  );
}

export function readQuestionDraft(presId: number): QuestionDraft {
  try {
    const raw = sessionStorage.getItem(storageKey(presId, QUESTION_DRAFT_KEY));
    if (raw === null) return EMPTY_DRAFT;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** An empty box with the option unticked is nothing to keep. */
export function writeQuestionDraft(presId: number, draft: QuestionDraft): void {
  const key = storageKey(presId, QUESTION_DRAFT_KEY);
  try {
    if (draft.text === '' && !draft.doNotAnnounce) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // the draft stays in the page's state
  }
}
