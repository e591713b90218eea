import { useAppStore } from '../../hooks/useAppStore';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';
import { InvalidResetLink } from './InvalidResetLink';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetMail } from './RequestResetMail';

/**
 * The `reset-password` screen. With the token and email of a reset mail: the new-password form.
 * Without a token: a logged-in user can have a reset mail sent (the account page's security
 * action when the provider cannot change a password with the old one); a visitor has a broken
 * link and is offered a new one.
 */
export default function ResetPassword() {
  const modal = useAccountModalNavigation();
  const isLoggedIn = useAppStore('account', (state) => state.user !== null);
  const token = modal.param('resetPasswordToken');
  const email = modal.param('email');
  if (token) return <NewPasswordForm token={token} email={email} />;
  if (isLoggedIn) return <RequestResetMail textKey="request_reset.text" />;
  return <InvalidResetLink email={email} />;
}
