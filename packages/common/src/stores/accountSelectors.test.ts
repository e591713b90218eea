import { describe, expect, it } from 'vitest';
import { offer, subscription, user } from './accountFixtures.test-helpers';
import { NO_PROVIDER_CAPABILITIES, type CapabilityFlag, type ProviderCapabilities } from '../services/capabilities';

/** A provider's row with the given flags on. */
const row = (flags: CapabilityFlag[], listLimit = 48): ProviderCapabilities => ({
  ...NO_PROVIDER_CAPABILITIES,
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
  listLimit,
});
import {
  selectCanChangePasswordWithOldPassword,
  selectCanDeleteAccount,
  selectCanExportAccount,
  selectCanRenewSubscription,
  selectCanShowReceipts,
  selectCanSyncLists,
  selectCanUpdateEmail,
  selectCanUpdatePaymentMethod,
  selectCapability,
  selectHasActiveSubscription,
  selectHasPendingSwitch,
  selectIsLoggedIn,
  selectIsViewerTokenUser,
  selectListLimit,
} from './accountSelectors';


/** `now` in ms: before and after the subscription's expiresAt (2,000,000 s). */
const BEFORE_EXPIRY = 1_000_000_000;
const AFTER_EXPIRY = 3_000_000_000;

describe('account selectors', () => {
  it.each([
    ['a customer', 'viewer@example.com', true, false, true],
    ['a viewer-token user (empty email)', '', true, true, false],
  ])('%s: logged in %s, viewer token %s, syncs lists %s', (_case, email, loggedIn, viewer, syncs) => {
    const state = { user: user(email) };
    expect(selectIsLoggedIn(state)).toBe(loggedIn);
    expect(selectIsViewerTokenUser(state)).toBe(viewer);
    expect(selectCanSyncLists(state)).toBe(syncs);
  });

  it('a visitor is neither logged in nor syncing', () => {
    expect(selectIsLoggedIn({ user: null })).toBe(false);
    expect(selectIsViewerTokenUser({ user: null })).toBe(false);
    expect(selectCanSyncLists({ user: null })).toBe(false);
  });

  it.each([
    ['active', 'active', BEFORE_EXPIRY, true],
    ['in trial', 'active_trial', BEFORE_EXPIRY, true],
    ['cancelled, still paid for', 'cancelled', BEFORE_EXPIRY, true],
    ['cancelled, period over', 'cancelled', AFTER_EXPIRY, false],
    ['expired', 'expired', BEFORE_EXPIRY, false],
    ['terminated', 'terminated', BEFORE_EXPIRY, false],
  ])('a subscription %s (%s) is active: %s', (_case, status, now, active) => {
    expect(selectHasActiveSubscription({ subscription: subscription(status) }, now)).toBe(active);
  });

  it('no subscription is not an active one', () => {
    expect(selectHasActiveSubscription({ subscription: null }, BEFORE_EXPIRY)).toBe(false);
  });

  it.each([
    ['nothing pending', subscription('active'), null, false],
    ['a pending switch id', subscription('active', { pendingSwitchId: 'sw1' }), null, true],
    ['a pending offer', subscription('active'), offer, true],
  ])('pending switch with %s: %s', (_case, current, pendingOffer, pending) => {
    expect(selectHasPendingSwitch({ subscription: current, pendingOffer })).toBe(pending);
  });

  // Spec 000 §6 feature flags, one selector per column.
  it.each([
    ['billing-like', row(['canUpdateEmail', 'canRenewSubscription', 'canUpdatePaymentMethod']), true, false, false, true, true, false, false, 48],
    ['platform-like', row(['canExportAccountData', 'canDeleteAccount', 'canChangePasswordWithOldPassword', 'canShowReceipts']), false, true, true, false, false, true, true, 48],
    ['sign-in only', row([]), false, false, false, false, false, false, false, 48],
    ['smaller lists', row(['canChangePasswordWithOldPassword'], 40), false, false, false, false, false, true, false, 40],
  ] as const)('%s: email %s, export %s, delete %s, renew %s, payment method %s, old password %s, receipts %s, limit %s', (_case, capabilities, ...flags) => {
    const state = { capabilities };
    expect([
      selectCanUpdateEmail(state),
      selectCanExportAccount(state),
      selectCanDeleteAccount(state),
      selectCanRenewSubscription(state),
      selectCanUpdatePaymentMethod(state),
      selectCanChangePasswordWithOldPassword(state),
      selectCanShowReceipts(state),
      selectListLimit(state),
    ]).toEqual(flags);
  });

  it('reads any flag by name', () => {
    expect(selectCapability({ capabilities: row(['hasNotifications']) }, 'hasNotifications')).toBe(true);
    expect(selectCapability({ capabilities: row([]) }, 'hasNotifications')).toBe(false);
  });
});
