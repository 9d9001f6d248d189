// The attendee details step's state: the values, the domain's per-field problems (shown once the
// attendee first tries to continue, and kept current as they type), and the call that saves them.
import { useState } from 'react';
import {
  attendeeDetailsProblems,
  type AttendeeDetailsField,
  type AttendeeDetailsInput,
  type AttendeeDetailsProblems,
} from '@podium/domain';
import { HttpError } from '../../shared/http/client.ts';
import { saveAttendeeDetails } from './attendee.api.ts';

export type AttendeeDetailsOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; first: AttendeeDetailsField }
  /** The email is an account's: that person signs in instead (the server's 403). */
  | { kind: 'accountEmail' }
  | { kind: 'failed' };

const EMPTY: AttendeeDetailsInput = { FirstName: '', LastName: '', Company: '', Email: '' };

export function useAttendeeDetailsForm(presId: number) {
  const [values, setValues] = useState<AttendeeDetailsInput>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems: AttendeeDetailsProblems = attempted ? attendeeDetailsProblems(values) : {};

  const change = (field: AttendeeDetailsField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(): Promise<AttendeeDetailsOutcome | null> {
    if (busy) return null;
    setAttempted(true);
    const first = (Object.keys(attendeeDetailsProblems(values)) as AttendeeDetailsField[])[0];
    if (first) return { kind: 'invalid', first };
    setBusy(true);
    try {
      await saveAttendeeDetails(presId, values);
      return { kind: 'saved' };
    } catch (error) {
      return error instanceof HttpError && error.status === 403
        ? { kind: 'accountEmail' }
        : { kind: 'failed' };
    } finally {
      setBusy(false);
    }
  }

  return { values, problems, busy, change, submit };
}
