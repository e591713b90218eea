import { formErrorKey, mapAccountError, type ErrorLogger } from '@ott/common';
import type { FieldErrors as FormStateErrors, FieldValues } from 'react-hook-form';

/** The message key of a failed save, and the field it belongs to when the form has that field. */
export interface SaveError<Field extends string> {
  field?: Field;
  key: string;
}

export const UNKNOWN_ACCOUNT_ERROR_KEY = 'user:account.errors.unknown_error';

/**
 * A failed account save as the form shows it (spec 000 §5, 001 §8): common's mapAccountError
 * picks the field error; a field this form does not have (an email error on the names form) is
 * shown at form level; anything unknown has been logged by the mapping and shows the generic message.
 */
export function saveErrorFor<Field extends string>(error: unknown, fields: readonly Field[], logger: ErrorLogger): SaveError<Field> {
  const mapped = mapAccountError(error, logger);
  const key = mapped.key ?? UNKNOWN_ACCOUNT_ERROR_KEY;
  const field = fields.find((name) => name === mapped.field);
  return field ? { field, key } : { key };
}

/** Field path -> message of a react-hook-form error tree (nested lists included). */
export function flattenFormErrors(errors: FormStateErrors<FieldValues>, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || name === 'root') continue;
    const path = `${prefix}${name}`;
    // A leaf error has a type; anything else is a nested object or list of them.
    if (typeof value.type === 'string') {
      if (typeof value.message === 'string' && value.message !== '') result[path] = value.message;
    } else Object.assign(result, flattenFormErrors(value as FormStateErrors<FieldValues>, `${path}.`));
  }
  return result;
}

/** The generic form-level validation message (spec 000 §5), or undefined while the fields are valid. */
export const validationSummaryKey = (errors: FormStateErrors<FieldValues>): string | undefined => formErrorKey(flattenFormErrors(errors));
