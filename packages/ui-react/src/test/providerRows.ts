import { NO_PROVIDER_CAPABILITIES, type ProviderCapabilities } from '@ott/common';

const row = (flags: Partial<ProviderCapabilities>): ProviderCapabilities => ({ ...NO_PROVIDER_CAPABILITIES, ...flags });

/**
 * The feature-flag table of spec 000 §6, one row per provider column, for screen tests (each
 * integration package carries its own row; the screens only read the flags).
 */
export const PROVIDER_ROWS = {
  cleeng: row({ canUpdateEmail: true, canSupportEmptyFullName: true, canRenewSubscription: true, canUpdatePaymentMethod: true }),
  jwp: row({ canExportAccountData: true, canDeleteAccount: true, canChangePasswordWithOldPassword: true, canShowReceipts: true, hasNotifications: true }),
  custom: row({ canSupportEmptyFullName: true }),
  cognito: row({ canSupportEmptyFullName: true, canChangePasswordWithOldPassword: true, listLimit: 40 }),
} as const satisfies Record<string, ProviderCapabilities>;
