import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** Visible label; also the accessible name of the combobox. */
  label: string;
  options: readonly SelectOption[];
  /** A first option with no value, shown until one is chosen. */
  placeholder?: string;
  /** The form control itself (React 19 passes refs as props). */
  ref?: Ref<HTMLSelectElement>;
  /** A message about the value: the field is marked invalid and described by it. */
  error?: string | null;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['pd-field', className].filter(Boolean).join(' ')}>
      <label className="pd-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="pd-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="pd-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
