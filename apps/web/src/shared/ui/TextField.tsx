import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Visible label; also the accessible name (ARCHITECTURE §5 names are the en-us labels). */
  label: string;
}

export function TextField({ label, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={['pd-field', className].filter(Boolean).join(' ')}>
      <label className="pd-field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="pd-field__input" {...rest} />
    </div>
  );
}
