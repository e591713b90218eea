import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label after it and its error tied to it (aria-invalid, aria-describedby). */
export function CheckboxField({ label, error, ref, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['ott-checkbox', error ? 'ott-checkbox--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="ott-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? errorId : undefined)}
        {...inputProps}
      />
      <label className="ott-checkbox__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={errorId} error={error} className="ott-checkbox__error" />
    </div>
  );
}
