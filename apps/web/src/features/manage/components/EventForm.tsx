// The event form (create and edit): title, kind, start time in a chosen time zone, and the
// options the kind uses (kinds.ts). Every field is checked with the shared schema on submit and
// shows its own message.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  AUTHORING_KINDS,
  authoringKind,
  QandAType,
  ReplayType,
  type EventSettingsBody,
} from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { serverMessage } from '../manage-errors.ts';
import {
  checkEventForm,
  serverFieldError,
  type EventFormValues,
  type FieldErrors,
} from '../event-form.model.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { Checkbox, FormField } from './FormField.tsx';
import { DialInFields } from './DialInFields.tsx';
import { SecurityFields } from './SecurityFields.tsx';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';

interface EventFormProps {
  readonly initial: EventFormValues;
  readonly submitLabel: string;
  readonly onSubmit: (body: EventSettingsBody) => Promise<void>;
}

export function EventForm({ initial, submitLabel, onSubmit }: EventFormProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = authoringKind(values.Kind).options;
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkEventForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      setProblem(t('form.fixFields'));
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit(check.body);
    } catch (error) {
      const sent = serverMessage(error);
      const fields = sent === null ? null : serverFieldError(sent);
      if (fields) setErrors(fields);
      setProblem(serverMessage(error) ?? t('error.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pd-form manage-form" onSubmit={(e) => void submit(e)} noValidate>
      <FormField label={t('form.title')} error={errors['Title']}>
        {(control) => (
          <input
            {...control}
            className="pd-field__input"
            value={values.Title}
            onChange={(e) => set('Title', e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('form.kind')} error={errors['Kind']}>
        {(control) => (
          <select
            {...control}
            className="pd-field__input"
            value={values.Kind}
            onChange={(e) => set('Kind', e.target.value as EventFormValues['Kind'])}
          >
            {AUTHORING_KINDS.map(({ kind }) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="manage-row">
        <FormField label={t('form.startTime')} error={errors['StartTime']}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              className="pd-field__input"
              value={values.StartTime}
              onChange={(e) => set('StartTime', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.timeZone')} error={errors['Timezone']}>
          {(control) => (
            <TimeZoneSelect
              {...control}
              value={values.Timezone}
              onChange={(zone) => set('Timezone', zone)}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('form.description')} error={errors['Description']}>
        {(control) => (
          <textarea
            {...control}
            className="pd-field__input"
            rows={3}
            value={values.Description}
            onChange={(e) => set('Description', e.target.value)}
          />
        )}
      </FormField>
      <fieldset className="manage-fieldset">
        <legend>{t('form.options')}</legend>
        {options.qna ? (
          <FormField label={t('form.qnaType')} error={errors['QandAType']}>
            {(control) => (
              <select
                {...control}
                className="pd-field__input"
                value={values.QandAType}
                onChange={(e) => set('QandAType', e.target.value as EventFormValues['QandAType'])}
              >
                {Object.values(QandAType).map((type) => (
                  <option key={type} value={type}>
                    {t(`form.qna.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {options.publicPrivate ? (
          <>
            <Checkbox
              label={t('form.askForPublicPrivate')}
              checked={values.AskForPublicPrivate}
              onChange={(checked) => set('AskForPublicPrivate', checked)}
            />
            {values.AskForPublicPrivate ? (
              <FormField
                label={t('form.privateSlidesBeginAt')}
                error={errors['PrivateSlideNumber']}
              >
                {(control) => (
                  <input
                    {...control}
                    className="pd-field__input"
                    inputMode="numeric"
                    value={values.PrivateSlideNumber}
                    onChange={(e) => set('PrivateSlideNumber', e.target.value)}
                  />
                )}
              </FormField>
            ) : null}
          </>
        ) : null}
        {options.replay ? (
          <FormField label={t('form.replayType')} error={errors['ReplayType']}>
            {(control) => (
              <select
                {...control}
                className="pd-field__input"
                value={values.ReplayType}
                onChange={(e) => set('ReplayType', e.target.value as EventFormValues['ReplayType'])}
              >
                {Object.values(ReplayType).map((type) => (
                  <option key={type} value={type}>
                    {t(`form.replay.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        {options.presenterControl ? (
          <Checkbox
            label={t('form.presenterControl')}
            checked={values.PresenterControlEnabled}
            onChange={(checked) => set('PresenterControlEnabled', checked)}
          />
        ) : null}
        {options.dialIn ? (
          <DialInFields
            numbers={values.DialInNumbers}
            errors={errors}
            onChange={(numbers) => set('DialInNumbers', numbers)}
          />
        ) : null}
      </fieldset>
      <fieldset className="manage-fieldset">
        <legend>{t('form.slidesWindow')}</legend>
        <p className="manage-hint">{t('form.slidesWindowHint')}</p>
        <div className="manage-row">
          {(['SlidesAvailableFrom', 'SlidesAvailableUntil'] as const).map((field) => (
            <FormField key={field} label={t(`form.${field}`)} error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className="pd-field__input"
                  value={values[field]}
                  onChange={(e) => set(field, e.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <SecurityFields
        security={values.Security}
        errors={errors}
        onChange={(security) => set('Security', security)}
      />
      <FormField
        label={t('form.disclaimer')}
        hint={t('form.disclaimerHint')}
        error={errors['DisclaimerText']}
      >
        {(control) => (
          <textarea
            {...control}
            className="pd-field__input"
            rows={4}
            value={values.DisclaimerText}
            onChange={(e) => set('DisclaimerText', e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('form.primaryColor')}
        hint={t('form.primaryColorHint')}
        error={errors['PrimaryColor']}
      >
        {(control) => (
          <input
            {...control}
            className="pd-field__input manage-color"
            value={values.PrimaryColor}
            placeholder="#1a5fb4"
            onChange={(e) => set('PrimaryColor', e.target.value)}
          />
        )}
      </FormField>
      {problem ? <Alert>{problem}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
