// `Sign out`: ends the session on the server (and with it every hub connection it opened), then
// leaves for the event's entry page, where the next person signs in or enters a code. A sign-out
// that did not reach the server says so and stays, so nobody walks away still signed in.
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { VIEWER_BASE_PATH } from '@podium/domain';
import { entryPaths } from '../../entry/entry.paths.ts';
import { signOut } from '../session.api.ts';

export function SignOutButton({
  presId,
  buttonClassName = 'pd-button pd-button--secondary',
}: {
  readonly presId: number;
  /** The viewer's header gives it the look of its other small actions. */
  readonly buttonClassName?: string;
}) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const run = async () => {
    setState('busy');
    try {
      await signOut();
      // A full load: nothing of the signed-out session (stores, hub connection) carries over.
      window.location.replace(`${VIEWER_BASE_PATH.slice(0, -1)}${entryPaths.validate(presId)}`);
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="sign-out">
      <button
        type="button"
        className={buttonClassName}
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
