import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy } from './describedBy';
import { LabelledField, useLabelledFieldIds } from './LabelledField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The label: text, or markup such as a publisher's consent label with links. */
  label: ReactNode;
  /** The field's error, already translated; marks the input invalid and describes it. */
  error?: string;
  /** A hint under the input (e.g. the password rule), also describing it. */
  hint?: ReactNode;
  /** Rendered right after the input, inside its frame (the show-password toggle). */
  inputAddon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error. The error is tied to the input with aria-invalid and
 * aria-describedby, so a screen reader reads it with the field. Spread `register('name')` into it.
 */
export function TextField({ label, error, hint, inputAddon, ref, className, 'aria-describedby': extraDescription, ...inputProps }: TextFieldProps) {
  const ids = useLabelledFieldIds();
  return (
    <LabelledField label={label} error={error} hint={hint} className={className} ids={ids}>
      <input
        ref={ref}
        id={ids.id}
        className="ott-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? ids.hintId : undefined, extraDescription, error ? ids.errorId : undefined)}
        {...inputProps}
      />
      {inputAddon}
    </LabelledField>
  );
}
