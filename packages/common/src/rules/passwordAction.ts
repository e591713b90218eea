import type { Customer } from '../entities/account';
import type { ProviderCapabilities } from '../services/capabilities';

/**
 * What the account page offers for the password and for deleting the account, by the user's
 * register source and the provider's capabilities (spec 000 §6).
 */

/**
 * A user who arrived through an external register source (spec §6): a library or social login,
 * anything but the provider's own sign-up (`ownSources`, from its integration module).
 */
export function isExternalRegisterSource(user: Pick<Customer, 'metadata'>, ownSources: readonly string[] = []): boolean {
  const source = user.metadata.register_source;
  return typeof source === 'string' && source.trim() !== '' && !ownSources.includes(source);
}

/** An external-source user who never set a password (`has_password` false). */
export const needsPassword = (user: Pick<Customer, 'metadata'>, ownSources: readonly string[] = []): boolean =>
  isExternalRegisterSource(user, ownSources) && user.metadata.has_password === false;

/**
 * What the security section's button does (spec §6): external-source users without a password go
 * to add-password after a reset mail is requested; others change it with the old password where
 * the provider supports that, otherwise they get a reset mail.
 */
export type PasswordAction = 'add-password' | 'edit-password' | 'reset-mail';

export function passwordActionFor(
  user: Pick<Customer, 'metadata'>,
  capabilities: Pick<ProviderCapabilities, 'canChangePasswordWithOldPassword'>,
  ownSources: readonly string[] = [],
): PasswordAction {
  if (needsPassword(user, ownSources)) return 'add-password';
  return capabilities.canChangePasswordWithOldPassword ? 'edit-password' : 'reset-mail';
}

/** Delete account goes to a warning first for external-source users without a password (spec §6). */
export const deleteAccountOverlayFor = (user: Pick<Customer, 'metadata'>, ownSources: readonly string[] = []): 'warning-account-deletion' | 'delete-account' =>
  needsPassword(user, ownSources) ? 'warning-account-deletion' : 'delete-account';

/**
 * The publisher's own delete-account page, `custom.deleteAccountUrl` of the config (spec §2, §6: "an
 * external delete-account link variant"): an http(s) address replaces the overlay flow; anything
 * else is ignored, so the site never links to a `javascript:` address.
 */
export function externalDeleteAccountUrl(custom: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = custom?.['deleteAccountUrl'];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
