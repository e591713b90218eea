import { deleteAccountFormSchema } from '@ott/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { deletionPassword, deletionRefusedKey } from './deletionPassword';
import { FormAlert } from './fields/FormAlert';
import { SERVER_ERROR_TYPE } from './formErrorSummary';
import { PasswordField } from './fields/PasswordField';
import { SubmitButton } from './fields/SubmitButton';
import { useAccountForm } from './useAccountForm';

/**
 * The `delete-account` screen, its first step (spec 000 §2): the password (required,
 * login.field_required, §5), then the confirmation step. The provider checks the password when the
 * deletion is confirmed; a refused one comes back here with its message on the field.
 */
export default function DeleteAccount() {
  const { t } = useTranslation(['account', 'user']);
  const modal = useAccountModalNavigation();
  const refusedKey = deletionRefusedKey(useLocation().state);
  const { form, fieldError, onSubmit, alert, submitting } = useAccountForm(deleteAccountFormSchema, { password: '' });

  // A password of an earlier attempt is never sent again: this step asks for it anew.
  useEffect(() => deletionPassword.clear(), []);
  useEffect(() => {
    if (refusedKey) form.setError('password', { type: SERVER_ERROR_TYPE, message: t(refusedKey) }, { shouldFocus: true });
  }, [refusedKey, form, t]);

  const submit = onSubmit(({ password }) => {
    deletionPassword.set(password);
    void modal.goTo('delete-account-confirmation');
  });

  return (
    <form className="ott-auth-form" onSubmit={submit} noValidate>
      <p className="ott-auth-form__intro">{t('delete_account.password_intro')}</p>
      <FormAlert message={alert} />
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={fieldError('password')} aria-required {...form.register('password')} />
      <div className="ott-auth-form__actions">
        <SubmitButton submitting={submitting}>{t('delete_account.continue')}</SubmitButton>
        <button type="button" className="ott-button ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('delete_account.cancel')}
        </button>
      </div>
    </form>
  );
}
