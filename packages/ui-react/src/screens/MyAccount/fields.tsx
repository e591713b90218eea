import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy } from '../../components/AccountForms/fields/describedBy';

interface FieldFrameProps {
  label: ReactNode;
  /** Translated error text; marks the control invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  /** Text after the label, e.g. "(required)". */
  labelSuffix?: string;
}

function FieldMessages({ hintId, errorId, hint, error }: { hintId: string; errorId: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="ott-account-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ott-account-field__error">
          {error}
        </p>
      )}
    </>
  );
}

export interface AccountTextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, tied to it by aria-describedby. Spread `register('name')` into it. */
export function AccountTextField({ label, labelSuffix, error, hint, ref, ...inputProps }: AccountTextFieldProps) {
  const id = useId();
  return (
    <div className={`ott-account-field${error ? ' ott-account-field--invalid' : ''}`}>
      <label className="ott-account-field__label" htmlFor={id}>
        {label}
        {labelSuffix && <span className="ott-account-field__suffix"> {labelSuffix}</span>}
      </label>
      <input
        ref={ref}
        id={id}
        className="ott-account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...inputProps}
      />
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}

export interface AccountSelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  ref?: Ref<HTMLSelectElement>;
  options: Readonly<Record<string, string>>;
  /** Text of the empty first option. */
  placeholder: string;
}

export function AccountSelectField({ label, labelSuffix, error, hint, ref, options, placeholder, ...selectProps }: AccountSelectFieldProps) {
  const id = useId();
  return (
    <div className={`ott-account-field${error ? ' ott-account-field--invalid' : ''}`}>
      <label className="ott-account-field__label" htmlFor={id}>
        {label}
        {labelSuffix && <span className="ott-account-field__suffix"> {labelSuffix}</span>}
      </label>
      <select
        ref={ref}
        id={id}
        className="ott-account-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}

export interface AccountCheckboxFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label after it (the label may hold links). */
export function AccountCheckboxField({ label, labelSuffix, error, hint, ref, ...inputProps }: AccountCheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`ott-account-field ott-account-field--checkbox${error ? ' ott-account-field--invalid' : ''}`}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="ott-account-field__checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
        {...inputProps}
      />
      <label className="ott-account-field__label" htmlFor={id}>
        {label}
        {labelSuffix && <span className="ott-account-field__suffix"> {labelSuffix}</span>}
      </label>
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  );
}

export interface AccountRadioGroupProps extends FieldFrameProps {
  options: Readonly<Record<string, string>>;
  /** Props for every radio (from `register('name')`). */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> & { ref?: Ref<HTMLInputElement> };
}

/** Radios in a fieldset whose legend is the question. */
export function AccountRadioGroup({ label, labelSuffix, error, hint, options, inputProps }: AccountRadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={`ott-account-field ott-account-field--group${error ? ' ott-account-field--invalid' : ''}`}
      aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined)}
    >
      <legend className="ott-account-field__label">
        {label}
        {labelSuffix && <span className="ott-account-field__suffix"> {labelSuffix}</span>}
      </legend>
      {Object.entries(options).map(([value, text]) => (
        <label key={value} className="ott-account-field__option">
          <input type="radio" value={value} aria-invalid={error ? true : undefined} {...inputProps} />
          {text}
        </label>
      ))}
      <FieldMessages hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </fieldset>
  );
}
