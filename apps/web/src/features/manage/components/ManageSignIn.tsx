// Sign-in for the manage area (ARCHITECTURE §4 account/signin), shown when manage/me says 401.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { signIn } from '../../session/session.api.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';

export function ManageSignIn({ onSignedIn }: { readonly onSignedIn: () => void }) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn({ email, password });
      onSignedIn();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <CenteredPage title={t('title')}>
      <form className="pd-form" onSubmit={(e) => void submit(e)} noValidate>
        <h2 className="pd-form__title">{t('signIn.heading')}</h2>
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {failed ? <Alert>{t('signIn.failed')}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('signIn.submit')}
        </Button>
      </form>
    </CenteredPage>
  );
}
