// SPEC §3 security flags of the event form.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { EventSettings } from '@podium/domain';
import type { FieldErrors } from '../event-form.model.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { Checkbox, FormField } from './FormField.tsx';

type Security = EventSettings['Security'];

interface SecurityFieldsProps {
  readonly security: Security;
  readonly errors: FieldErrors;
  readonly onChange: (security: Security) => void;
}

const FLAGS = [
  ['BlockSlidesCopy', 'form.blockSlidesCopy'],
  ['BlockSlidesText', 'form.blockSlidesText'],
  ['EventMediaButton', 'form.eventMediaButton'],
  ['ProspectusButton', 'form.prospectusButton'],
  ['ShowSECWarn', 'form.showSecWarn'],
] as const;

export function SecurityFields({ security, errors, onChange }: SecurityFieldsProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  return (
    <fieldset className="manage-fieldset">
      <legend>{t('form.security')}</legend>
      {FLAGS.map(([flag, label]) => (
        <Checkbox
          key={flag}
          label={t(label)}
          checked={security[flag]}
          onChange={(checked) => onChange({ ...security, [flag]: checked })}
        />
      ))}
      {security.ShowSECWarn ? (
        <FormField label={t('form.secWarnText')} error={errors['Security.ShowSECWarnText']}>
          {(control) => (
            <textarea
              {...control}
              className="pd-field__input"
              rows={3}
              value={security.ShowSECWarnText}
              onChange={(e) => onChange({ ...security, ShowSECWarnText: e.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
