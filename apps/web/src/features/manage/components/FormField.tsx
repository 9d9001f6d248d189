import { useId, type ReactNode } from 'react';

interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': boolean | undefined;
}

interface FormFieldProps {
  readonly label: string;
  /** The field's message (already translated); shown under it and read with it. */
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its own message, tied together for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="pd-field">
      <label className="pd-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="manage-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="manage-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CheckboxProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

export function Checkbox({ label, checked, onChange }: CheckboxProps) {
  return (
    <label className="manage-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
