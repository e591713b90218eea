import type { Customer } from '../entities/account';
import type { ProviderCapabilities } from '../services/capabilities';

/**
 * What the account page offers for the password and for deleting the account, by the user's
 * register source and the provider's capabilities (spec 000 §6).
 */

/**
 * The register source of the video-platform provider's own sign-up form; any other source is an
 * external one (a library login, a social login).
 */
export const OWN_REGISTER_SOURCES: readonly string[] = ['inplayer'];

/** A user who arrived through an external register source (spec §6). */
export function isExternalRegisterSource(user: Pick<Customer, 'metadata'>): boolean {
  const source = user.metadata.register_source;
  return typeof source === 'string' && source.trim() !== '' && !OWN_REGISTER_SOURCES.includes(source);
}

/** An external-source user who never set a password (`has_password` false). */
export const needsPassword = (user: Pick<Customer, 'metadata'>): boolean =>
  isExternalRegisterSource(user) && user.metadata.has_password === false;

/**
 * What the security section's button does (spec §6): external-source users without a password go
 * to add-password after a reset mail is requested; others change it with the old password where
 * the provider supports that, otherwise they get a reset mail.
 */
export type PasswordAction = 'add-password' | 'edit-password' | 'reset-mail';

export function passwordActionFor(user: Pick<Customer, 'metadata'>, capabilities: Pick<ProviderCapabilities, 'canChangePasswordWithOldPassword'>): PasswordAction {
  if (needsPassword(user)) return 'add-password';
  return capabilities.canChangePasswordWithOldPassword ? 'edit-password' : 'reset-mail';
}

/** Delete account goes to a warning first for external-source users without a password (spec §6). */
export const deleteAccountOverlayFor = (user: Pick<Customer, 'metadata'>): 'warning-account-deletion' | 'delete-account' =>
  needsPassword(user) ? 'warning-account-deletion' : 'delete-account';
