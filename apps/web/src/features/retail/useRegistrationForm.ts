// The registration form's state (SPEC §2 /register): the values, the domain's per-field problems
// (SPEC §5 rules of packages/domain), shown once the visitor first tries to register and kept
// current as they type, and the call that registers.
import { useState } from 'react';
import {
  registrationProblems,
  type RegistrationField,
  type RegistrationInput,
  type RegistrationProblems,
} from '@podium/domain';
import { HttpError } from '../../shared/http/client.ts';
import { registerForShow, type RegistrationResponse } from './retail.api.ts';

export type RegistrationOutcome =
  | { kind: 'registered'; response: RegistrationResponse }
  | { kind: 'invalid'; first: RegistrationField }
  | { kind: 'invalidLink' }
  | { kind: 'failed' };

const EMPTY: RegistrationInput = {
  FirstName: '',
  LastName: '',
  Email: '',
  Company: '',
  CountryCode: '',
};

export function useRegistrationForm(presId: number, linkCode: string | null) {
  const [values, setValues] = useState<RegistrationInput>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems: RegistrationProblems = attempted ? registrationProblems(values) : {};

  const change = (field: RegistrationField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(): Promise<RegistrationOutcome | null> {
    if (busy) return null;
    setAttempted(true);
    const found = registrationProblems(values);
    const first = (Object.keys(found) as RegistrationField[])[0];
    if (first) return { kind: 'invalid', first };
    setBusy(true);
    try {
      const response = await registerForShow(presId, {
        ...values,
        ...(linkCode ? { LinkCode: linkCode } : {}),
      });
      return { kind: 'registered', response };
    } catch (error) {
      return error instanceof HttpError && error.status === 404
        ? { kind: 'invalidLink' }
        : { kind: 'failed' };
    } finally {
      setBusy(false);
    }
  }

  return { values, problems, busy, change, submit };
}
