// `Sign out`: ends the session on the server (and with it every hub connection it opened), then
// leaves for the event's entry page, where the next person signs in or enters a code. A sign-out
// that did not reach the server says so and stays, so nobody walks away still signed in.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { entryPaths } from '../../entry/entry.paths.ts';
import { signOut } from '../session.api.ts';

export function SignOutButton({ presId }: { readonly presId: number }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const run = async () => {
    setState('busy');
    try {
      await signOut();
      void navigate(entryPaths.validate(presId), { replace: true });
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="sign-out">
      <button
        type="button"
        className="pd-button pd-button--secondary"
        disabled={state === 'busy'}
        onClick={() => void run()}
      >
        {t('signOut.button')}
      </button>
      {state === 'failed' && (
        <span role="alert" className="sign-out__error">
          {t('signOut.failed')}
        </span>
      )}
    </span>
  );
}
