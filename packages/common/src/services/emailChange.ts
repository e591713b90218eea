import { createAccountError } from '../errors/accountCatalogue';
import type { ProviderCapabilities } from './capabilities';

/**
 * An account update that changes the email (000 §5): refused with "Email update not supported"
 * when the provider cannot, and as a wrong combination unless both email and confirmation
 * password are given.
 */
export function assertEmailChangeAllowed(
  capabilities: ProviderCapabilities,
  change: { email?: string | null; confirmationPassword?: string | null },
): void {
  if (!capabilities.canUpdateEmail) throw createAccountError('email_update_not_supported');
  if (!change.email || !change.confirmationPassword) throw createAccountError('wrong_combination');
}
