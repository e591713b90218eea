import type { Customer, ProviderCapabilities, PublisherConsent } from '@ott/common';
import { registrationFieldsOf, termsConsentsOf } from './consentForm';

/**
 * What the account page shows for a user and a provider (spec 000 §2 account page, §5, §6).
 * Pure, so that the capability matrix is tested without rendering.
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

export interface AccountPageSections {
  /** About you: first and last name, editable whenever the page can save. */
  names: { editable: boolean };
  /** Email: editable only where the provider can update it, read-only (with a note) otherwise. */
  email: { editable: boolean };
  security: { action: PasswordAction; enabled: boolean };
  /** Terms and tracking: the publisher's checkbox consents, when there are any. */
  terms: { visible: boolean; editable: boolean };
  /** Other registration details: the publisher's custom register fields, when there are any. */
  details: { visible: boolean; editable: boolean };
  /** Export data and delete account exist only where the capabilities allow them (else the provider raises "<feature> feature is not enabled"). */
  exportData: { visible: boolean };
  deleteAccount: { visible: boolean; overlay: 'warning-account-deletion' | 'delete-account' };
}

export interface AccountPageInput {
  user: Pick<Customer, 'metadata'>;
  capabilities: ProviderCapabilities;
  publisherConsents: readonly PublisherConsent[];
  /** False on a site without an account controller: everything is shown read-only. */
  canSave: boolean;
}

export function accountPageSections({ user, capabilities, publisherConsents, canSave }: AccountPageInput): AccountPageSections {
  const terms = termsConsentsOf(publisherConsents).length > 0;
  const details = registrationFieldsOf(publisherConsents).length > 0;
  return {
    names: { editable: canSave },
    email: { editable: canSave && capabilities.canUpdateEmail },
    security: { action: passwordActionFor(user, capabilities), enabled: canSave },
    terms: { visible: terms, editable: canSave },
    details: { visible: details, editable: canSave },
    exportData: { visible: canSave && capabilities.canExportAccountData },
    deleteAccount: { visible: canSave && capabilities.canDeleteAccount, overlay: deleteAccountOverlayFor(user) },
  };
}
