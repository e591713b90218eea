import { RequestResetMail } from './RequestResetMail';

/**
 * The `warning-account-deletion` screen (spec 000 §6): an external-source user without a password
 * cannot confirm a deletion with one, so a reset mail lets them set a password first.
 */
export default function WarningAccountDeletion() {
  return <RequestResetMail textKey="delete_account.warning_text" />;
}
