import { z } from '../zod';
import { LIST_LIMIT_DEFAULT } from '../constants';
import { featureNotEnabledError } from '../errors/catalogue';

/**
 * What a provider can do: one row of the feature-flag table of 000 §6, carried by each
 * integration module; screens hide what it cannot.
 */
export const providerCapabilitiesSchema = z.object({
  canUpdateEmail: z.boolean(),
  canSupportEmptyFullName: z.boolean(),
  canRenewSubscription: z.boolean(),
  canUpdatePaymentMethod: z.boolean(),
  canExportAccountData: z.boolean(),
  canDeleteAccount: z.boolean(),
  canChangePasswordWithOldPassword: z.boolean(),
  canShowReceipts: z.boolean(),
  hasNotifications: z.boolean(),
  /** Favorites and watch-history limit. */
  listLimit: z.number().check(z.int(), z.positive()),
});
export type ProviderCapabilities = z.infer<typeof providerCapabilitiesSchema>;
export type CapabilityFlag = { [K in keyof ProviderCapabilities]: ProviderCapabilities[K] extends boolean ? K : never }[keyof ProviderCapabilities];

/**
 * Without any account provider (an AVOD site) nothing account-related is possible; favorites and
 * history stay local with the default limit.
 */
export const NO_PROVIDER_CAPABILITIES: Readonly<ProviderCapabilities> = {
  canUpdateEmail: false,
  canSupportEmptyFullName: false,
  canRenewSubscription: false,
  canUpdatePaymentMethod: false,
  canExportAccountData: false,
  canDeleteAccount: false,
  canChangePasswordWithOldPassword: false,
  canShowReceipts: false,
  hasNotifications: false,
  listLimit: LIST_LIMIT_DEFAULT,
};

/** The name of each feature in "<feature> feature is not enabled". */
export const FEATURE_LABELS: Readonly<Record<CapabilityFlag, string>> = {
  canUpdateEmail: 'Update email',
  canSupportEmptyFullName: 'Empty full name',
  canRenewSubscription: 'Renew subscription',
  canUpdatePaymentMethod: 'Update payment method',
  canExportAccountData: 'Export account',
  canDeleteAccount: 'Delete account',
  canChangePasswordWithOldPassword: 'Change password with old password',
  canShowReceipts: 'Receipts',
  hasNotifications: 'Notifications',
};

/** Raises "<feature> feature is not enabled" when the provider lacks the feature (export, delete, ...). */
export function assertFeatureEnabled(capabilities: ProviderCapabilities, flag: CapabilityFlag): void {
  if (!capabilities[flag]) throw featureNotEnabledError(FEATURE_LABELS[flag]);
}
