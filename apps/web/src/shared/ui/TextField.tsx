import { useId, type Ref, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label; also the accessible name (ARCHITECTURE §5 names are the en-us labels). */
  label: string;
  /** The form control itself (React 19 passes refs as props). */
  ref?: Ref<HTMLInputElement>;
  /** A message about the value: the field is marked invalid and described by it. */
  error?: string | null;
  /** A hint under the field, read as its description. */
  hint?: string | null;
}

export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['pd-field', className].filter(Boolean).join(' ')}>
      <label className="pd-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="pd-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="pd-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="pd-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
