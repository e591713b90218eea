import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A form's submit handler that ignores a second press while the first save is running. */
export const submitOnce =
  (submitting: boolean, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>): void => {
    if (submitting) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

export interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
}

/** Save and Cancel of an edit section. While saving, Save says so and ignores further presses. */
export function FormActions({ saving, onCancel }: FormActionsProps) {
  const { t } = useTranslation('user');
  return (
    <div className="ott-account-form__actions">
      <button type="submit" className="ott-button" aria-disabled={saving || undefined}>
        {saving ? t('account.saving') : t('account.save')}
      </button>
      <button type="button" className="ott-account-form__cancel" onClick={onCancel}>
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
