// /{presId}/validate/ (SPEC §2 validation, ARCHITECTURE §4, §5): an entry code, or a sign-in.
import { lazy, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { useDocumentHead } from '../../../shared/ui/document-head.ts';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { isSessionExpired } from '../../session/session.flag.ts';
import { enterWithCode, enterWithSignIn, type EntryOutcome } from '../entry.actions.ts';
import { destinationFromState } from '../entry.destination.ts';
import { useEntryStore } from '../entry.store.ts';
import { usePresId } from '../usePresId.ts';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';
import { withChunkTimeout } from '../../../shared/lazy-chunk.ts';
import type { EntryTarget } from '../entry.destination.ts';

// Asked only after a code for an event that needs the attendee's name: a chunk of its own.
const AttendeeDetailsStep = lazy(
  withChunkTimeout(() =>
    import('../../attendee/components/AttendeeDetailsStep.tsx').then((m) => ({
      default: m.AttendeeDetailsStep,
    })),
  ),
);

type Form = 'code' | 'signIn';

export function ValidatePage() {
  const { t } = useTranslation('entry');
  const presId = usePresId();
  // The route answer that led here names the event (public), so the page says what it opens.
  const eventTitle = useEntryStore((state) => state.routes[presId]?.TitleBarWeb ?? null);
  useDocumentHead(eventTitle, t('meta.entry', { ns: 'common' }));
  const navigate = useNavigate();
  // Where the user was headed before being asked to validate (the console, or the viewer).
  const destination = destinationFromState(useLocation().state);
  const [expired] = useState(isSessionExpired);
  const [busy, setBusy] = useState<Form | null>(null);
  const [problem, setProblem] = useState<{ form: Form; text: string } | null>(null);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [details, setDetails] = useState<({ presId: number } & EntryTarget) | null>(null);
  const codeBox = useRef<HTMLInputElement>(null);
  const emailBox = useRef<HTMLInputElement>(null);
  const codeErrorId = useId();
  const signInErrorId = useId();
  /** The fields a refused form's message is about: invalid, described by it. */
  const invalid = (form: Form) =>
    problem?.form === form
      ? {
          'aria-invalid': true,
          'aria-describedby': form === 'code' ? codeErrorId : signInErrorId,
        }
      : {};

  const finish = (form: Form, outcome: EntryOutcome) => {
    setBusy(null);
    // A refused entry sends the keyboard back to the field to correct, which now carries the why.
    if (outcome.kind !== 'navigate') (form === 'code' ? codeBox : emailBox).current?.focus();
    switch (outcome.kind) {
      case 'navigate':
        void navigate(outcome.to, { replace: true, state: outcome.state });
        return;
      case 'details':
        setDetails(outcome);
        return;
      case 'invalid':
        setProblem({
          form,
          text: t(form === 'code' ? 'validate.codeInvalid' : 'validate.signInInvalid'),
        });
        return;
      case 'noAccess':
        setProblem({ form, text: t('validate.noAccess') });
        return;
      case 'failed':
        setProblem({ form, text: outcome.message ?? t('validate.unreachable') });
    }
  };

  const submit = (form: Form, run: () => Promise<EntryOutcome>) => (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(form);
    setProblem(null);
    void run().then((outcome) => finish(form, outcome));
  };

  if (details) {
    return (
      <CenteredPage title={t('validate.title')}>
        <LazyBoundary>
          <AttendeeDetailsStep
            presId={details.presId}
            onDone={() => void navigate(details.to, { replace: true, state: details.state })}
          />
        </LazyBoundary>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage title={t('validate.title')} eyebrow={eventTitle}>
      {expired ? <Alert tone="info">{t('validate.sessionExpired')}</Alert> : null}
      <form
        className="pd-form"
        onSubmit={submit('code', () => enterWithCode(presId, code, destination))}
        noValidate
      >
        <h2 className="pd-form__title">{t('validate.codeHeading')}</h2>
        <p className="pd-form__hint">{t('validate.codeHint')}</p>
        <TextField
          label={t('validate.entryCode')}
          name="entryCode"
          autoComplete="off"
          ref={codeBox}
          {...invalid('code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        {problem?.form === 'code' ? <Alert id={codeErrorId}>{problem.text}</Alert> : null}
        <Button type="submit" disabled={busy !== null}>
          {t('validate.continue')}
        </Button>
      </form>
      <p className="pd-divider">
        <span>{t('validate.or')}</span>
      </p>
      <form
        className="pd-form"
        onSubmit={submit('signIn', () => enterWithSignIn(presId, email, password, destination))}
        noValidate
      >
        <h2 className="pd-form__title">{t('validate.signInHeading')}</h2>
        <TextField
          label={t('validate.email')}
          name="email"
          type="email"
          autoComplete="username"
          ref={emailBox}
          {...invalid('signIn')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('validate.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          {...invalid('signIn')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problem?.form === 'signIn' ? <Alert id={signInErrorId}>{problem.text}</Alert> : null}
        <Button type="submit" disabled={busy !== null}>
          {t('validate.signIn')}
        </Button>
      </form>
    </CenteredPage>
  );
}
