// Dial-in numbers of the event form (SPEC §9: e.g. a US toll-free and a US local number).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { DialInEntry } from '@podium/domain';
import { Button } from '../../../shared/ui/Button.tsx';
import type { FieldErrors } from '../event-form.model.ts';
import { MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';

interface DialInFieldsProps {
  readonly numbers: readonly DialInEntry[];
  readonly errors: FieldErrors;
  readonly onChange: (numbers: DialInEntry[]) => void;
}

export function DialInFields({ numbers, errors, onChange }: DialInFieldsProps) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const change = (index: number, patch: Partial<DialInEntry>) =>
    onChange(numbers.map((n, i) => (i === index ? { ...n, ...patch } : n)));
  return (
    <fieldset className="manage-fieldset">
      <legend>{t('form.dialIn')}</legend>
      {numbers.map((number, index) => (
        <div key={index} className="manage-row">
          <FormField label={t('form.country')} error={errors[`DialInNumbers.${index}.Country`]}>
            {(control) => (
              <input
                {...control}
                className="pd-field__input"
                value={number.Country}
                onChange={(e) => change(index, { Country: e.target.value })}
              />
            )}
          </FormField>
          <FormField
            label={t('form.phoneNumber')}
            error={errors[`DialInNumbers.${index}.PhoneNumber`]}
          >
            {(control) => (
              <input
                {...control}
                type="tel"
                className="pd-field__input"
                value={number.PhoneNumber}
                onChange={(e) => change(index, { PhoneNumber: e.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('form.numberType')}>
            {(control) => (
              <select
                {...control}
                className="pd-field__input"
                value={number.NumberType}
                onChange={(e) =>
                  change(index, { NumberType: e.target.value as DialInEntry['NumberType'] })
                }
              >
                <option value="TollFree">{t('form.numberTypes.TollFree')}</option>
                <option value="Local">{t('form.numberTypes.Local')}</option>
              </select>
            )}
          </FormField>
          <Button
            variant="secondary"
            onClick={() => onChange(numbers.filter((_, i) => i !== index))}
          >
            {t('form.removeDialIn', { n: index + 1 })}
          </Button>
        </div>
      ))}
      {errors['DialInNumbers'] ? (
        <p className="manage-field-error">{errors['DialInNumbers']}</p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() =>
          onChange([
            ...numbers,
            { Country: 'United States', PhoneNumber: '', NumberType: 'TollFree' },
          ])
        }
      >
        {t('form.addDialIn')}
      </Button>
    </fieldset>
  );
}
