import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SectionControl } from './AccountSection';
import { saveErrorFor, validationSummaryKey } from './accountFormErrors';
import { useAccountPageServices, type AccountPageController } from './useAccountPageServices';

/**
 * The form of an account-page edit section (spec 000 §2, §5): react-hook-form over a zod resolver,
 * the section's dirty state reported to the page (one section at a time), save through the account
 * controller, then a success toast and the section closed; a failed save shows its message at the
 * field it names when the form has that field, else at form level. `useSectionForm` holds the
 * logic, `SectionForm` draws the shell (form-level error, the fields, Save and Cancel).
 */
export interface SectionFormOptions<Values extends FieldValues> {
  control: SectionControl;
  /** `zodResolver(schema)` of the section's schema; its messages are translation keys. */
  resolver: Resolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Saves the values (updateCustomer, updateConsents). */
  save: (controller: AccountPageController, values: Values) => Promise<unknown>;
  /** Fields a failed save may name; an error for any other field is shown at form level. */
  fields?: readonly Path<Values>[];
}

export interface SectionFormShell {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The translated form-level message, if any. */
  alert: string | undefined;
  onCancel: () => void;
}

/** A form's submit handler that ignores a second press while the first save is running. */
const submitOnce =
  (submitting: boolean, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>): void => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

const NO_FIELDS: readonly never[] = [];

export function useSectionForm<Values extends FieldValues>({ control, resolver, defaultValues, save, fields = NO_FIELDS }: SectionFormOptions<Values>) {
  const { t } = useTranslation(['user', 'account']);
  const { controller, showToast, logger } = useAccountPageServices();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues });
  const { errors, isDirty, isSubmitting } = formState;
  const { onDirtyChange, onSaved, onCancel } = control;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    if (!controller) return;
    setFormError(undefined);
    try {
      await save(controller, values);
      showToast(t('account.saved'), 'success');
      onSaved();
    } catch (error) {
      const saveError = saveErrorFor(error, fields, logger);
      if (saveError.field) setError(saveError.field, { type: 'server', message: saveError.key }, { shouldFocus: true });
      else setFormError(saveError.key);
    }
  });

  /** The translated error of a field (a dotted path such as `values.0`), if any. */
  const fieldError = (name: Path<Values>): string | undefined => {
    const message = (get(errors, name) as { message?: string } | undefined)?.message;
    return message ? t(message) : undefined;
  };

  const summary = validationSummaryKey(errors);
  const shell: SectionFormShell = {
    onSubmit: submitOnce(isSubmitting, onSubmit),
    saving: isSubmitting,
    alert: formError ? t(formError) : summary ? t(summary) : undefined,
    onCancel,
  };
  return { register, fieldError, shell };
}

/** The shell of a section's form: the form-level error, the fields, then Save and Cancel. */
export function SectionForm({ shell, children }: { shell: SectionFormShell; children: ReactNode }) {
  return (
    <form className="ott-account-form" noValidate onSubmit={shell.onSubmit}>
      <FormError message={shell.alert} />
      {children}
      <FormActions saving={shell.saving} onCancel={shell.onCancel} />
    </form>
  );
}

interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
}

/** Save and Cancel of an edit section. While saving, Save says so and ignores further presses. */
function FormActions({ saving, onCancel }: FormActionsProps) {
  const { t } = useTranslation('user');
  return (
    <div className="ott-account-form__actions">
      <button type="submit" className="ott-button" aria-disabled={saving || undefined}>
        {saving ? t('account.saving') : t('account.save')}
      </button>
      <button type="button" className="ott-button-secondary ott-account-form__cancel" onClick={onCancel}>
        {t('account.cancel')}
      </button>
    </div>
  );
}

/** A form-level error (a failed save, a generic validation message), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="ott-account-form__error" role="alert">
      {message}
    </p>
  );
}
