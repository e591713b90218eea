import type { Now } from '../rules/parseIsoDate';
import { isSubscriptionActive } from '../rules/subscriptionStatus';
import type { CapabilityFlag } from '../services/capabilities';
import type { AccountState } from './accountStore';

/**
 * Derived account values, as pure functions of the state (bind them with a store hook). Anything
 * that depends on the time takes `now`, so that the answer is the same in a test and at 23:59.
 */

type UserSlice = Pick<AccountState, 'user'>;
type CapabilitiesSlice = Pick<AccountState, 'capabilities'>;

export type AuthStatus = 'loading' | 'logged-in' | 'logged-out';

export const selectIsLoggedIn = (state: UserSlice): boolean => state.user !== null;

/** Restoring a session wins over a user still shown from before, so that screens wait for it. */
export const selectAuthStatus = (state: UserSlice & Pick<AccountState, 'loading'>): AuthStatus =>
  state.loading.auth ? 'loading' : state.user ? 'logged-in' : 'logged-out';

/** A viewer-token user has an empty email (spec 000 §6). */
export const selectIsViewerTokenUser = (state: UserSlice): boolean => state.user !== null && state.user.email.trim() === '';

/** Server-side favorites and history: logged-in users, except viewer-token users (no sync). */
export const selectCanSyncLists = (state: UserSlice): boolean => selectIsLoggedIn(state) && !selectIsViewerTokenUser(state);

/** Treated as active: active or in trial, or cancelled but still paid for at `now`. */
export const selectHasActiveSubscription = (state: Pick<AccountState, 'subscription'>, now: Now): boolean =>
  isSubscriptionActive(state.subscription, now);

export const selectHasPendingSwitch = (state: Pick<AccountState, 'subscription' | 'pendingOffer'>): boolean =>
  !!state.subscription?.pendingSwitchId || state.pendingOffer !== null;

export const selectCapability = (state: CapabilitiesSlice, flag: CapabilityFlag): boolean => state.capabilities[flag];

export const selectCanUpdateEmail = (state: CapabilitiesSlice): boolean => state.capabilities.canUpdateEmail;
export const selectCanExportAccount = (state: CapabilitiesSlice): boolean => state.capabilities.canExportAccountData;
export const selectCanDeleteAccount = (state: CapabilitiesSlice): boolean => state.capabilities.canDeleteAccount;
export const selectCanRenewSubscription = (state: CapabilitiesSlice): boolean => state.capabilities.canRenewSubscription;
export const selectCanUpdatePaymentMethod = (state: CapabilitiesSlice): boolean => state.capabilities.canUpdatePaymentMethod;
export const selectCanChangePasswordWithOldPassword = (state: CapabilitiesSlice): boolean => state.capabilities.canChangePasswordWithOldPassword;
export const selectCanShowReceipts = (state: CapabilitiesSlice): boolean => state.capabilities.canShowReceipts;
export const selectListLimit = (state: CapabilitiesSlice): number => state.capabilities.listLimit;
