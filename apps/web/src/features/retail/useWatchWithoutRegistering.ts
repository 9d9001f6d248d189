// A retail show that requires no registration (RetailShowSummary.RegistrationRequired false): the
// visitor is let in at once, without the form; `onEntered` gets the server's route answer.
import { useEffect, useRef, useState } from 'react';
import { watchWithoutRegistering, type RegistrationResponse } from './retail.api.ts';

export function useWatchWithoutRegistering(
  presId: number,
  linkCode: string | null,
  onEntered: (response: RegistrationResponse) => void,
): { failed: boolean } {
  const [failed, setFailed] = useState(false);
  const entered = useRef(onEntered);
  entered.current = onEntered;
  useEffect(() => {
    let active = true;
    watchWithoutRegistering(presId, linkCode).then(
      (response) => {
        if (active) entered.current(response);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [presId, linkCode]);
  return { failed };
}
