import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';

export interface LabelledFieldIds {
  /** The control's id, for the label. */
  id: string;
  hintId: string;
  errorId: string;
}

interface LabelledFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  ids: LabelledFieldIds;
  /** The control (input, select) with the ids, and anything drawn inside its frame. */
  children: ReactNode;
}

/** Ids for a labelled field's control, hint and error. */
export function useLabelledFieldIds(): LabelledFieldIds {
  const id = useId();
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/**
 * The frame every labelled form control shares: its label, the control, the hint under it and the
 * error (the control points at both with aria-describedby; see describedBy).
 */
export function LabelledField({ label, error, hint, className, ids, children }: LabelledFieldProps) {
  return (
    <div className={['ott-field', error ? 'ott-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="ott-field__label" htmlFor={ids.id}>
        {label}
      </label>
      <div className="ott-field__control">{children}</div>
      {hint && (
        <div id={ids.hintId} className="ott-field__hint">
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
