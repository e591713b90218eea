import { deleteAccountOverlayFor, passwordActionFor, type Customer, type PasswordAction, type ProviderCapabilities, type PublisherConsent } from '@ott/common';
import { registrationFieldsOf, termsConsentsOf } from './consentForm';

/**
 * What the account page shows for a user and a provider (spec 000 §2 account page, §5, §6).
 * Pure, so that the capability matrix is tested without rendering; the password and delete-account
 * rules by register source are common's (passwordActionFor, deleteAccountOverlayFor).
 */

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
  /**
   * Delete account: the overlay flow where the provider deletes accounts, or the publisher's own
   * page when the config names one (`externalUrl`, spec §6), which also stands in for a provider
   * that cannot delete.
   */
  deleteAccount: { visible: boolean; overlay: 'warning-account-deletion' | 'delete-account'; externalUrl?: string };
}

export interface AccountPageInput {
  user: Pick<Customer, 'metadata'>;
  capabilities: ProviderCapabilities;
  publisherConsents: readonly PublisherConsent[];
  /** False on a site without an account controller: everything is shown read-only. */
  canSave: boolean;
  /** Register sources of the provider's own sign-up (its integration module); others are external. */
  ownRegisterSources?: readonly string[];
  /** The publisher's delete-account page (common's externalDeleteAccountUrl of the config), if any. */
  deleteAccountUrl?: string | undefined;
}

export function accountPageSections({ user, capabilities, publisherConsents, canSave, ownRegisterSources = [], deleteAccountUrl }: AccountPageInput): AccountPageSections {
  const terms = termsConsentsOf(publisherConsents).length > 0;
  const details = registrationFieldsOf(publisherConsents).length > 0;
  return {
    names: { editable: canSave },
    email: { editable: canSave && capabilities.canUpdateEmail },
    security: { action: passwordActionFor(user, capabilities, ownRegisterSources), enabled: canSave },
    terms: { visible: terms, editable: canSave },
    details: { visible: details, editable: canSave },
    exportData: { visible: canSave && capabilities.canExportAccountData },
    deleteAccount: {
      visible: canSave && (capabilities.canDeleteAccount || deleteAccountUrl !== undefined),
      overlay: deleteAccountOverlayFor(user, ownRegisterSources),
      ...(deleteAccountUrl === undefined ? {} : { externalUrl: deleteAccountUrl }),
    },
  };
}
