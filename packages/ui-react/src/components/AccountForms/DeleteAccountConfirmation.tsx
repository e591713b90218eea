import { ACCOUNT_NOTICE_KEYS, mapDeleteAccountError, type DisplayError } from '@ott/common';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccountController, useLogger } from '../../hooks/useApp';
import { useToast } from '../../hooks/useToast';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { deletionPassword, deletionRefusedState } from './deletionPassword';
import { FormAlert } from './fields/FormAlert';
import { SubmitButton } from './fields/SubmitButton';
import { useDisplayErrorText } from './useDisplayErrorText';

/** What deleting the account takes away, in the order the confirmation lists it. */
const WARNING_KEYS = ['delete_account.warning_data', 'delete_account.warning_access', 'delete_account.warning_sign_in'] as const;

/**
 * The `delete-account-confirmation` screen (spec 000 §2; the large dialog): the warnings and the
 * delete button. Deleting erases the account with the password of the first step, then goes home,
 * logged out, with the success message. A refused password goes back to the first step with
 * user:account.delete_account.invalid_credentials; any other failure says
 * user:account.delete_account.error here (001 §8). Without a password (a reload) the first step opens.
 */
export default function DeleteAccountConfirmation() {
  const { t } = useTranslation(['account', 'user']);
  const controller = useAccountController();
  const logger = useLogger();
  const toast = useToast();
  const navigate = useNavigate();
  const modal = useAccountModalNavigation();
  const [deleting, setDeleting] = useState(false);
  const errorText = useDisplayErrorText();
  const [error, setError] = useState<DisplayError | null>(null);
  // Read once: the password is forgotten after the deletion, when this screen is on its way out.
  const [hasPassword] = useState(() => deletionPassword.get() !== undefined);

  useEffect(() => {
    if (!hasPassword) void modal.goTo('delete-account');
  }, [hasPassword, modal]);

  const remove = async () => {
    const password = deletionPassword.get();
    if (!controller || password === undefined || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await controller.deleteAccount({ password });
    } catch (failure) {
      logger.warn('The account could not be deleted', failure);
      setDeleting(false);
      const shown = mapDeleteAccountError(failure);
      if (shown.field === 'password' && shown.key) void modal.goTo('delete-account', undefined, deletionRefusedState(shown.key));
      else setError(shown);
      return;
    }
    deletionPassword.clear();
    toast.show(t(ACCOUNT_NOTICE_KEYS.deleteSuccess), { variant: 'success' });
    void navigate('/', { replace: true });
  };

  if (!hasPassword) return null;
  return (
    <form
      className="ott-auth-form"
      onSubmit={(event) => {
        event.preventDefault();
        void remove();
      }}
    >
      <p className="ott-auth-form__intro">{t('delete_account.confirmation_intro')}</p>
      <ul className="ott-auth-form__list">
        {WARNING_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <FormAlert message={error ? errorText(error) : undefined} />
      <div className="ott-auth-form__actions">
        <SubmitButton submitting={deleting}>{t('delete_account.delete_button')}</SubmitButton>
        <button type="button" className="ott-button ott-auth-form__secondary" onClick={() => void modal.close()}>
          {t('delete_account.cancel')}
        </button>
      </div>
    </form>
  );
}
