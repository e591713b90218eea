import { describe, expect, it } from 'vitest';
import { offer, subscription, user } from './accountFixtures.test-helpers';
import { customerConsentSchema, publisherConsentSchema } from '../entities/account';
import { paymentDetailSchema } from '../entities/checkout';
import { transactionSchema } from '../entities/subscription';
import { NO_PROVIDER_CAPABILITIES } from '../services/capabilities';
import { selectAuthStatus } from './accountSelectors';
import { activePaymentDetailOf, createAccountStore } from './accountStore';

const BILLING_LIKE = { ...NO_PROVIDER_CAPABILITIES, canUpdateEmail: true, canRenewSubscription: true, canUpdatePaymentMethod: true };
const PLATFORM_LIKE = { ...NO_PROVIDER_CAPABILITIES, canExportAccountData: true, canDeleteAccount: true, hasNotifications: true };

const consent = customerConsentSchema.parse({ name: 'terms', state: 'accepted' });
const publisherConsent = publisherConsentSchema.parse({ name: 'terms', label: 'I accept', required: true });
const transaction = transactionSchema.parse({
  transactionId: 'T1',
  transactionDate: 1_700_000_000,
  offerId: 'S1',
  offerType: 'subscription',
  offerTitle: 'Monthly',
  transactionPriceInclTax: 5,
  customerId: 7,
});
const detail = (id: string, active?: boolean) => paymentDetailSchema.parse({ id, paymentMethod: 'card', active });

function signedIn() {
  const store = createAccountStore({ capabilities: BILLING_LIKE });
  const state = store.getState();
  state.setSession({ user: user(), customerConsents: [consent] });
  state.setPublisherConsents([publisherConsent]);
  state.setSubscription(subscription('active'));
  state.setTransactions([transaction]);
  state.setPaymentDetails([detail('p1')]);
  state.setPendingOffer(offer);
  return store;
}

describe('account store', () => {
  it('starts logged out, restoring a session, with no provider features', () => {
    const state = createAccountStore().getState();
    expect(state).toMatchObject({ user: null, subscription: null, capabilities: NO_PROVIDER_CAPABILITIES, pendingOffer: null });
    expect(selectAuthStatus(state)).toBe('loading');
    expect(selectAuthStatus(createAccountStore({ authLoading: false }).getState())).toBe('logged-out');
  });

  it('holds a session and everything loaded for the user', () => {
    const state = signedIn().getState();
    expect(state).toMatchObject({
      user: { id: '7', email: 'viewer@example.com' },
      customerConsents: [consent],
      publisherConsents: [publisherConsent],
      subscription: { status: 'active' },
      transactions: [transaction],
      paymentDetails: [{ id: 'p1' }],
      activePaymentMethod: { id: 'p1' },
      pendingOffer: offer,
    });
    expect(selectAuthStatus(state)).toBe('logged-in');
  });

  it('clears everything about the user on logout, keeping the provider features and sign-up consents', () => {
    const store = signedIn();
    store.getState().setLoading('transactions', true);
    store.getState().clearAccount();
    expect(store.getState()).toMatchObject({
      user: null,
      customerConsents: [],
      subscription: null,
      transactions: [],
      paymentDetails: [],
      activePaymentMethod: null,
      pendingOffer: null,
      capabilities: BILLING_LIKE,
      publisherConsents: [publisherConsent],
    });
    expect(Object.values(store.getState().loading)).toEqual([false, false, false, false, false, false]);
    expect(selectAuthStatus(store.getState())).toBe('logged-out');
  });

  it('sets each loading flag on its own and keeps the state when nothing changes', () => {
    const store = createAccountStore({ authLoading: false });
    store.getState().setLoading('subscription', true);
    expect(store.getState().loading).toMatchObject({ subscription: true, auth: false, transactions: false });
    const before = store.getState();
    store.getState().setLoading('subscription', true);
    expect(store.getState()).toBe(before);
  });

  it('takes a session without consents, and single fields', () => {
    const store = createAccountStore();
    store.getState().setSession({ user: user() });
    expect(store.getState().customerConsents).toEqual([]);
    store.getState().setCustomerConsents([consent]);
    store.getState().setUser(null);
    store.getState().setCapabilities(PLATFORM_LIKE);
    store.getState().setActivePaymentMethod(detail('p9'));
    expect(store.getState()).toMatchObject({ user: null, customerConsents: [consent], capabilities: PLATFORM_LIKE, activePaymentMethod: { id: 'p9' } });
  });

  it.each([
    ['none', [], null],
    ['the one marked active', [detail('a'), detail('b', true)], 'b'],
    ['else the first', [detail('a', false), detail('b')], 'a'],
  ])('picks the active payment method: %s', (_case, details, expected) => {
    expect(activePaymentDetailOf(details)?.id ?? null).toBe(expected);
    const store = createAccountStore();
    store.getState().setPaymentDetails(details);
    expect(store.getState().activePaymentMethod?.id ?? null).toBe(expected);
  });

  it('gives each factory call its own state', () => {
    const first = signedIn();
    expect(createAccountStore().getState().user).toBeNull();
    expect(first.getState().user).not.toBeNull();
  });
});
