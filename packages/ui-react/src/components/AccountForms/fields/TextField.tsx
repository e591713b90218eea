import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { describedBy } from './describedBy';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['ott-field', error ? 'ott-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ott-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ott-field__control">
        <input
          ref={ref}
          id={id}
          className="ott-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? hintId : undefined, extraDescription, error ? errorId : undefined)}
          {...inputProps}
        />
        {inputAddon}
      </div>
      {hint && (
        <div id={hintId} className="ott-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="ott-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
