import { dateFromParts, datePartsFromIso, formatDatePart, type DatePart, type DateParts } from '@ott/common';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy } from './describedBy';
import { FieldError } from './FieldError';

export interface BirthDateFieldProps {
  label: string;
  /** YYYY-MM-DD, or what was typed so far when it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

const PARTS: readonly DatePart[] = ['day', 'month', 'year'];

/**
 * The date input of spec 000 §5: day, month and year boxes taking digits only (2, 2 and 4). The
 * value is YYYY-MM-DD when the boxes make a real date; otherwise what was typed, joined the same
 * way, so that validation says the date is not valid; empty when all boxes are empty.
 */
export function BirthDateField({ label, value, onChange, onBlur, error, required }: BirthDateFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const errorId = `${id}-error`;
  const [parts, setParts] = useState<DateParts>(() => datePartsFromIso(value));

  const change = (part: DatePart, text: string) => {
    const next = { ...parts, [part]: formatDatePart(part, text) };
    setParts(next);
    const empty = !next.day && !next.month && !next.year;
    onChange(empty ? '' : (dateFromParts(next) ?? `${next.year}-${next.month}-${next.day}`));
  };

  return (
    <fieldset className={['ott-date-field', error ? 'ott-date-field--invalid' : ''].filter(Boolean).join(' ')} aria-describedby={describedBy(error ? errorId : undefined)}>
      <legend className="ott-field__label">{label}</legend>
      <div className="ott-date-field__parts">
        {PARTS.map((part) => (
          <div key={part} className={`ott-date-field__part ott-date-field__part--${part}`}>
            <label className="ott-date-field__label" htmlFor={`${id}-${part}`}>
              {t(`personal_details.${part}`)}
            </label>
            <input
              id={`${id}-${part}`}
              className="ott-field__input"
              inputMode="numeric"
              autoComplete={`bday-${part}`}
              value={parts[part]}
              placeholder={t(`personal_details.${part}_placeholder`)}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              onChange={(event) => change(part, event.target.value)}
              onBlur={onBlur}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
