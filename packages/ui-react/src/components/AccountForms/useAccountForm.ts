import { zodResolver } from '@hookform/resolvers/zod';
import { displayErrorText, type DisplayError } from '@ott/common';
import { useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { SERVER_ERROR_TYPE, validationSummaryKey } from './formErrorSummary';

/** Any zod schema of form values: classic `zod` or `zod/mini` (both build on zod's core types). */
type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form over one of common's zod schemas, with the error display every account form
 * shares: field errors are translation keys (client rules) or server texts already translated;
 * the form-level alert shows a server error, or after a failed submit the generic "required" /
 * "invalid" message of spec 000 §5. Validation runs on submit, then again as the user corrects.
 */
export function useAccountForm<Schema extends FormSchema>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  const { t } = useTranslation('account');
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // The resolver's overloads cannot follow a generic schema; the form types above are the schema's.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<DisplayError | null>(null);
  const { errors, submitCount, isSubmitting } = form.formState;

  /** The translated error of a field (a dotted path such as `consents.terms`), if any. */
  const fieldError = (name: string): string | undefined => {
    const error = get(errors, name) as { type?: string; message?: string } | undefined;
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR_TYPE ? error.message : t(error.message);
  };

  /** Shows a mapped server error next to its field when the form has that field, else at form level. */
  const showError = (error: DisplayError, fields: readonly string[] = []) => {
    if (error.field && fields.includes(error.field)) {
      form.setError(error.field as Path<z.input<Schema>>, { type: SERVER_ERROR_TYPE, message: displayErrorText(error, t) }, { shouldFocus: true });
      return;
    }
    setFormError(error);
  };

  /** The submit handler: clears the last server error, validates, then runs `onValid`. */
  const onSubmit = (onValid: (values: z.output<Schema>) => Promise<void> | void) => (event?: FormEvent) => {
    setFormError(null);
    return form.handleSubmit(onValid)(event);
  };

  const summaryKey = submitCount > 0 ? validationSummaryKey(errors as Record<string, unknown>) : undefined;
  const alert = formError ? displayErrorText(formError, t) : summaryKey ? t(summaryKey) : undefined;

  return { form, fieldError, showError, onSubmit, alert, formError, submitting: isSubmitting };
}
