import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from './describedBy';
import type { FieldOption } from './SelectField';
import { FieldError } from './FieldError';

export interface RadioGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> {
  legend: ReactNode;
  options: readonly FieldOption[];
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Radio buttons in a fieldset named by its legend; arrow keys move between them (native radios).
 * `register('name')` is spread onto every radio, as react-hook-form expects for a radio group.
 */
export function RadioGroupField({ legend, options, error, ref, className, ...inputProps }: RadioGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={['ott-radio-group', error ? 'ott-radio-group--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy(error ? errorId : undefined)}
    >
      <legend className="ott-field__label">{legend}</legend>
      {options.map((option, index) => (
        <div key={option.value} className="ott-radio-group__option">
          <input
            ref={ref}
            id={`${id}-${index}`}
            type="radio"
            value={option.value}
            className="ott-radio-group__input"
            aria-invalid={error ? true : undefined}
            {...inputProps}
          />
          <label htmlFor={`${id}-${index}`}>{option.label}</label>
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
