import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy } from './describedBy';

export interface FieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly FieldOption[];
  /** Text of the empty first option (nothing chosen yet). */
  placeholder: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with an empty first option and its error tied to it. */
export function SelectField({ label, options, placeholder, error, ref, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['ott-field', error ? 'ott-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ott-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ott-field__control">
        <select
          ref={ref}
          id={id}
          className="ott-field__input ott-field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error ? errorId : undefined)}
          {...selectProps}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="ott-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
