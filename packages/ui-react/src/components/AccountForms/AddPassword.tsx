import { RequestResetMail } from './RequestResetMail';

/**
 * The `add-password` screen, for accounts made through an external provider without a password
 * (spec 000 §6): a reset mail lets the user set one.
 */
export default function AddPassword() {
  return <RequestResetMail textKey="add_password.text" />;
}
