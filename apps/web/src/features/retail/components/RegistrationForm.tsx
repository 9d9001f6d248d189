// SPEC §2 registration form: textboxes `First name`, `Last name`, `Email`, `Company`, a combobox
// `Country` and a button `Register`. Each field says what is wrong with it (aria-invalid, and the
// message as its description); the first wrong field takes the focus.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  COUNTRY_CODES,
  REGISTRATION_COMPANY_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_NAME_MAX,
  type RegistrationField,
} from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { SelectField, type SelectOption } from '../../../shared/ui/SelectField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { RegistrationResponse } from '../retail.api.ts';
import { useRegistrationForm } from '../useRegistrationForm.ts';

const LIMITS: Record<RegistrationField, number> = {
  FirstName: REGISTRATION_NAME_MAX,
  LastName: REGISTRATION_NAME_MAX,
  Email: REGISTRATION_EMAIL_MAX,
  Company: REGISTRATION_COMPANY_MAX,
  CountryCode: 2,
};

/** Country names in the viewer's language, from the browser (codes where it has none). */
function countryOptions(language: string): SelectOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  return options.sort((a, b) => a.label.localeCompare(b.label, language));
}

interface RegistrationFormProps {
  readonly presId: number;
  readonly linkCode: string | null;
  readonly onRegistered: (response: RegistrationResponse) => void;
}

export function RegistrationForm({ presId, linkCode, onRegistered }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('retail');
  const form = useRegistrationForm(presId, linkCode);
  const fields = useRef<Partial<Record<RegistrationField, HTMLElement | null>>>({});
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const message = (field: RegistrationField): string | null => {
    const problem = form.problems[field];
    return problem ? t(`register.errors.${field}.${problem}`, { max: LIMITS[field] }) : null;
  };
  const bind = (field: RegistrationField) => ({
    ref: (element: HTMLElement | null) => {
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
        case 'registered':
          onRegistered(outcome.response);
          return;
        case 'invalid':
          setFormProblem(t('register.fixFields'));
          fields.current[outcome.first]?.focus();
          return;
        case 'invalidLink':
          setFormProblem(t('register.invalidLink'));
          return;
        case 'failed':
          setFormProblem(t('register.failed'));
      }
    });
  };

  return (
    <form className="pd-form" onSubmit={submit} noValidate>
      <TextField
        label={t('register.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        {...bind('FirstName')}
      />
      <TextField
        label={t('register.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        {...bind('LastName')}
      />
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        {...bind('Email')}
      />
      <TextField
        label={t('register.company')}
        name="company"
        autoComplete="organization"
        hint={t('register.companyHint')}
        {...bind('Company')}
      />
      <SelectField
        label={t('register.country')}
        name="country"
        autoComplete="country"
        required
        placeholder={t('register.countryPlaceholder')}
        options={countries}
        {...bind('CountryCode')}
      />
      {formProblem ? <Alert>{formProblem}</Alert> : null}
      <Button type="submit" disabled={form.busy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
