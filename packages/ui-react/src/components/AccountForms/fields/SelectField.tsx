import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { describedBy } from './describedBy';
import { LabelledField, useLabelledFieldIds } from './LabelledField';

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
  const ids = useLabelledFieldIds();
  return (
    <LabelledField label={label} error={error} className={className} ids={ids}>
      <select
        ref={ref}
        id={ids.id}
        className="ott-field__input ott-field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? ids.errorId : undefined)}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
