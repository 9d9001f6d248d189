// The step after an accepted entry code where the event needs registration (a conference call with
// Q&A): textboxes `First name`, `Last name`, `Company`, `Email` and a button `Continue`. Each field
// says what is wrong with it (aria-invalid, and the message as its description); the first wrong
// field takes the focus. Saved, the attendee goes on to where the code led.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { ATTENDEE_DETAILS_LIMITS, type AttendeeDetailsField } from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { ATTENDEE_NAMESPACE } from '../attendee-i18n.ts';
import { useAttendeeDetailsForm } from '../useAttendeeDetailsForm.ts';

interface AttendeeDetailsStepProps {
  readonly presId: number;
  readonly onDone: () => void;
}

export function AttendeeDetailsStep({ presId, onDone }: AttendeeDetailsStepProps) {
  const { t } = useTranslation(ATTENDEE_NAMESPACE);
  const form = useAttendeeDetailsForm(presId);
  const fields = useRef<Partial<Record<AttendeeDetailsField, HTMLInputElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const [formProblem, setFormProblem] = useState<string | null>(null);

  // The code's form is gone: the step's heading takes the focus, so the change is announced.
  useEffect(() => heading.current?.focus(), []);

  const message = (field: AttendeeDetailsField): string | null => {
    const problem = form.problems[field];
    return problem
      ? t(`details.errors.${field}.${problem}`, { max: ATTENDEE_DETAILS_LIMITS[field] })
      : null;
  };
  const bind = (field: AttendeeDetailsField) => ({
    ref: (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    },
    value: form.values[field],
    error: message(field),
    onChange: (event: { readonly target: { readonly value: string } }) =>
      form.change(field, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    void form.submit().then((outcome) => {
      if (!outcome) return;
      switch (outcome.kind) {
        case 'saved':
          onDone();
          return;
        case 'invalid':
          setFormProblem(t('details.fixFields'));
          fields.current[outcome.first]?.focus();
          return;
        case 'accountEmail':
          setFormProblem(t('details.accountEmail'));
          fields.current.Email?.focus();
          return;
        case 'failed':
          setFormProblem(t('details.failed'));
      }
    });
  };

  return (
    <form className="pd-form" onSubmit={submit} noValidate>
      <h2 ref={heading} className="pd-form__title" tabIndex={-1}>
        {t('details.title')}
      </h2>
      <p className="pd-form__hint">{t('details.intro')}</p>
      <TextField
        label={t('details.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        {...bind('FirstName')}
      />
      <TextField
        label={t('details.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        {...bind('LastName')}
      />
      <TextField
        label={t('details.company')}
        name="company"
        autoComplete="organization"
        hint={t('details.companyHint')}
        {...bind('Company')}
      />
      <TextField
        label={t('details.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        {...bind('Email')}
      />
      {formProblem ? <Alert>{formProblem}</Alert> : null}
      <Button type="submit" disabled={form.busy}>
        {t('details.continue')}
      </Button>
    </form>
  );
}
