import type { z } from '../../zod';
import { REQUIRED_MESSAGES, VALIDATION_MESSAGES } from './messages';

/** Field path ("consents.terms") -> first message for that field. */
export type FieldErrors = Readonly<Record<string, string>>;

/** First message per field, the way a form shows one error under each input. */
export function fieldErrors(error: z.core.$ZodError | undefined): FieldErrors {
  const result: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    result[path] ??= issue.message;
  }
  return result;
}

const isZodError = (errors: FieldErrors | z.core.$ZodError): errors is z.core.$ZodError =>
  Array.isArray((errors as { issues?: unknown }).issues);

const asFieldErrors = (errors: FieldErrors | z.core.$ZodError | undefined): FieldErrors =>
  errors === undefined ? {} : isZodError(errors) ? fieldErrors(errors) : errors;

/** Whether a form has any field error (from a zod error or a field -> message map). */
export const hasFormErrors = (errors: FieldErrors | z.core.$ZodError | undefined): boolean => Object.keys(asFieldErrors(errors)).length > 0;

/**
 * The generic message a form shows at form level (spec 000 §5): "required" when any field is
 * missing, otherwise the generic validation message; undefined when the form is valid.
 */
export function formErrorKey(errors: FieldErrors | z.core.$ZodError | undefined): string | undefined {
  const messages = Object.values(asFieldErrors(errors));
  if (messages.length === 0) return undefined;
  return messages.some((message) => REQUIRED_MESSAGES.includes(message)) ? VALIDATION_MESSAGES.formRequired : VALIDATION_MESSAGES.formInvalid;
}
