import { describe, expect, it, vi } from 'vitest';
import { customerSchema, offerSchema, paymentDetailSchema, subscriptionSchema, transactionSchema, type Customer, type Subscription, type Transaction } from '../entities';
import { isAppError } from '../errors/AppError';
import { createAccountError } from '../errors/accountCatalogue';
import { pendingDowngradeMetadataKey } from '../rules/planChange';
import type { Sleep } from '../rules/schedules/sleep';
import type { ProfileService } from '../services/account';
import type { CheckoutService } from '../services/CheckoutService';
import { NO_PROVIDER_CAPABILITIES } from '../services/capabilities';
import type { SubscriptionService, SubscriptionSwitch } from '../services/SubscriptionService';
import { createAccountStore } from '../stores/accountStore';
import { createSubscriptionController } from './SubscriptionController';

const NOW = 1_000_000_000; // ms; subscriptions below expire at 2,000,000 s, long after
const customer: Customer = customerSchema.parse({ id: 'c-1', email: 'ada@example.com' });

const subscription = (extra: Partial<Record<keyof Subscription, unknown>> = {}): Subscription =>
  subscriptionSchema.parse({
    subscriptionId: 'sub-1',
    offerId: 'S-monthly',
    status: 'active',
    expiresAt: 2_000_000,
    nextPaymentAt: 2_000_000,
    nextPaymentPrice: 10,
    nextPaymentCurrency: 'EUR',
    offerTitle: 'Monthly',
    period: 'month',
    paymentGateway: 'adyen',
    paymentMethod: 'card',
    ...extra,
  });

const transaction = (index: number): Transaction =>
  transactionSchema.parse({
    transactionId: `T${index}`,
    transactionDate: 1_000_000 + index,
    offerId: 'S-monthly',
    offerType: 'subscription',
    offerTitle: 'Monthly',
    transactionPriceInclTax: 10,
    transactionCurrency: 'EUR',
    customerId: 'c-1',
  });

const card = paymentDetailSchema.parse({
  id: 'pd-1',
  paymentMethod: 'card',
  active: true,
  paymentMethodSpecificParams: { lastCardFourDigits: '4242', cardExpirationDate: '12/2030' },
});

const yearlySwitch: SubscriptionSwitch = { toOfferId: 'S-yearly', switchDirection: 'upgrade', title: 'Yearly', price: 100, currency: 'EUR' };
const weeklySwitch: SubscriptionSwitch = { toOfferId: 'S-weekly', switchDirection: 'downgrade', title: 'Weekly', price: 3, currency: 'EUR' };

/** A provider holding one customer's billing state in memory; every method is a spy. */
function fakeProvider(state: { subscriptions: Subscription[]; transactions?: Transaction[] }) {
  const transactions = state.transactions ?? [];
  const service = {
    getSubscriptions: vi.fn<SubscriptionService['getSubscriptions']>(async () => state.subscriptions),
    getActiveSubscription: vi.fn<SubscriptionService['getActiveSubscription']>(async () => state.subscriptions[0] ?? null),
    getPaymentDetails: vi.fn<SubscriptionService['getPaymentDetails']>(async () => [card]),
    getActivePayment: vi.fn<SubscriptionService['getActivePayment']>(async () => card),
    getTransactions: vi.fn<SubscriptionService['getTransactions']>(async ({ limit = 15, offset = 0 }) => transactions.slice(offset, offset + limit)),
    cancelSubscription: vi.fn<SubscriptionService['cancelSubscription']>(async (_id, target) => {
      state.subscriptions = state.subscriptions.map((item) => (item.subscriptionId === target.subscriptionId ? { ...item, status: 'cancelled' } : item));
    }),
    renewSubscription: vi.fn<SubscriptionService['renewSubscription']>(async (_id, target) => {
      state.subscriptions = state.subscriptions.map((item) => (item.subscriptionId === target.subscriptionId ? { ...item, status: 'active' } : item));
    }),
    getSubscriptionSwitches: vi.fn<SubscriptionService['getSubscriptionSwitches']>(async () => [yearlySwitch, weeklySwitch]),
    switchSubscription: vi.fn<SubscriptionService['switchSubscription']>(async ({ toOfferId, switchDirection }) => {
      if (switchDirection === 'upgrade') state.subscriptions = [subscription({ subscriptionId: 'sub-2', offerId: toOfferId, offerTitle: 'Yearly', period: 'year' })];
    }),
    changeSubscription: vi.fn<SubscriptionService['changeSubscription']>(async () => undefined),
    updateCardDetails: vi.fn<SubscriptionService['updateCardDetails']>(async () => undefined),
    finalizeCardDetails: vi.fn<NonNullable<SubscriptionService['finalizeCardDetails']>>(async () => undefined),
    getReceipt: vi.fn<SubscriptionService['getReceipt']>(async ({ transactionId }) => `<html>${transactionId}</html>`),
    getCustomerPortalUrl: vi.fn<SubscriptionService['getCustomerPortalUrl']>(async (returnUrl) => `https://portal.example/?return=${returnUrl}`),
  } satisfies SubscriptionService;
  return service;
}

function setup({
  subscriptions = [subscription()],
  transactions = [] as Transaction[],
  canRenew = true,
  signedIn = true,
  profile,
  checkout,
}: {
  subscriptions?: Subscription[];
  transactions?: Transaction[];
  canRenew?: boolean;
  signedIn?: boolean;
  profile?: ProfileService;
  checkout?: Pick<CheckoutService, 'getOffer'>;
} = {}) {
  const provider = fakeProvider({ subscriptions, transactions });
  const account = createAccountStore({ capabilities: { ...NO_PROVIDER_CAPABILITIES, canRenewSubscription: canRenew }, authLoading: false });
  if (signedIn) account.getState().setSession({ user: customer });
  const sleeps: number[] = [];
  const sleep: Sleep = async (ms) => {
    sleeps.push(ms);
  };
  const controller = createSubscriptionController({
    services: { subscriptions: provider, profile, checkout: checkout as CheckoutService | undefined },
    stores: { account },
    sleep,
    now: () => NOW,
  });
  return { provider, account, controller, sleeps };
}

describe('SubscriptionController: loading', () => {
  it('loads the subscriptions, the one giving access, the card and the first four transactions', async () => {
    const expired = subscription({ subscriptionId: 'old', status: 'expired' });
    const { controller, account, provider } = setup({ subscriptions: [expired, subscription()], transactions: [1, 2, 3, 4, 5, 6].map(transaction) });

    await controller.load();

    const state = account.getState();
    expect(state.subscription?.subscriptionId).toBe('sub-1');
    expect(controller.store.getState().subscriptions).toHaveLength(2);
    expect(state.activePaymentMethod?.paymentMethodSpecificParams?.lastCardFourDigits).toBe('4242');
    expect(state.transactions.map((item) => item.transactionId)).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(controller.store.getState().hasMoreTransactions).toBe(true);
    expect(provider.getTransactions).toHaveBeenCalledWith({ customerId: 'c-1', limit: 5, offset: 0 });
    expect(state.loading).toMatchObject({ subscription: false, transactions: false, paymentDetails: false });
  });

  it.each([
    [4, false],
    [5, true],
  ])('with %i transactions, "show all" has more to show: %s', async (count, hasMore) => {
    const { controller } = setup({ transactions: Array.from({ length: count }, (_, index) => transaction(index)) });
    await controller.loadTransactions();
    expect(controller.store.getState().hasMoreTransactions).toBe(hasMore);
  });

  it('"show all" reads every page of the billing history', async () => {
    const all = Array.from({ length: 33 }, (_, index) => transaction(index));
    const { controller, account, provider } = setup({ transactions: all });

    await controller.loadTransactions({ all: true });

    expect(account.getState().transactions).toHaveLength(33);
    expect(controller.store.getState().hasMoreTransactions).toBe(false);
    expect(provider.getTransactions.mock.calls.map(([query]) => query.offset)).toEqual([0, 15, 30]);
  });

  it('a failing part is kept as its catalogue error while the others load', async () => {
    const { controller, account, provider } = setup({ transactions: [transaction(1)] });
    provider.getTransactions.mockRejectedValueOnce(new TypeError('offline'));

    await controller.load();

    expect(controller.store.getState().errors.transactions).toMatchObject({ code: 'get_transactions_failed' });
    expect(account.getState().subscription).not.toBeNull();
    await controller.loadTransactions();
    expect(controller.store.getState().errors.transactions).toBeUndefined();
  });

  it('an answer that arrives after logout is dropped', async () => {
    const { controller, account, provider } = setup();
    let answer: (value: Subscription[]) => void = () => undefined;
    provider.getSubscriptions.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));

    const loading = controller.reloadSubscriptions();
    controller.clear();
    account.getState().clearAccount();
    answer([subscription()]);
    await loading;

    expect(account.getState().subscription).toBeNull();
    expect(controller.store.getState().subscriptions).toEqual([]);
  });

  it('an older load that answers last does not overwrite a newer one', async () => {
    const { controller, account, provider } = setup();
    let first: (value: Subscription[]) => void = () => undefined;
    provider.getSubscriptions.mockImplementationOnce(() => new Promise((resolve) => (first = resolve)));

    const older = controller.reloadSubscriptions();
    provider.getSubscriptions.mockResolvedValueOnce([subscription({ status: 'cancelled' })]);
    await controller.reloadSubscriptions();
    first([subscription({ status: 'active' })]);
    await older;

    expect(account.getState().subscription?.status).toBe('cancelled');
  });

  it('without a user every call raises "User not logged in"', async () => {
    const { controller } = setup({ signedIn: false });
    await expect(controller.reloadSubscriptions()).rejects.toMatchObject({ code: 'user_not_logged_in' });
  });

  it('fetches the offer of a pending downgrade recorded on the customer', async () => {
    const getOffer = vi.fn(async (offerId: string) =>
      offerSchema.parse({ id: offerId, offerId, type: 'subscription', offerPrice: 3, offerCurrency: 'EUR', customerPriceInclTax: 3, customerCurrency: 'EUR', offerTitle: 'Weekly' }),
    );
    const { controller, account } = setup({ checkout: { getOffer } });
    account.getState().setUser({ ...customer, metadata: { [pendingDowngradeMetadataKey('sub-1')]: 'S-weekly' } });

    await controller.reloadSubscriptions();

    expect(getOffer).toHaveBeenCalledWith('S-weekly');
    expect(account.getState().pendingOffer?.offerTitle).toBe('Weekly');
  });
});

describe('SubscriptionController: cancel and renew', () => {
  it.each([
    ['active', true],
    ['active_trial', true],
    ['cancelled', false],
  ])('a %s subscription can be cancelled: %s', async (status, allowed) => {
    const { controller, provider } = setup({ subscriptions: [subscription({ status })] });
    await controller.reloadSubscriptions();
    const cancelling = controller.cancel();
    if (allowed) {
      await expect(cancelling).resolves.toMatchObject({ status: 'cancelled' });
      expect(provider.cancelSubscription).toHaveBeenCalledOnce();
    } else {
      await expect(cancelling).rejects.toMatchObject({ code: 'update_subscription_failed', details: { reason: 'not_cancellable' } });
      expect(provider.cancelSubscription).not.toHaveBeenCalled();
    }
  });

  it('after a cancel, reloads 1.5 s apart until the provider shows it (at most 10 tries)', async () => {
    const { controller, provider, sleeps, account } = setup();
    await controller.reloadSubscriptions();
    provider.getSubscriptions.mockClear();
    // The provider is slow to show the change: two reloads still see the subscription active.
    provider.getSubscriptions.mockResolvedValueOnce([subscription()]).mockResolvedValueOnce([subscription()]);

    await controller.cancel();

    expect(provider.getSubscriptions).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1500, 1500]);
    expect(account.getState().subscription?.status).toBe('cancelled');
  });

  it('gives up after 10 reloads and keeps the cancelled state it was told', async () => {
    const { controller, provider, sleeps, account } = setup();
    await controller.reloadSubscriptions();
    provider.getSubscriptions.mockClear();
    provider.getSubscriptions.mockResolvedValue([subscription()]);

    await controller.cancel();

    expect(provider.getSubscriptions).toHaveBeenCalledTimes(10);
    expect(sleeps).toHaveLength(9);
    expect(account.getState().subscription?.status).toBe('active');
  });

  it.each([
    [true, 'cancelled', undefined],
    [true, 'active', 'not_renewable'],
    [false, 'cancelled', 'renewal_not_allowed'],
  ])('renew (renewal allowed %s, status %s) refused for %s', async (canRenew, status, reason) => {
    const { controller, provider } = setup({ canRenew, subscriptions: [subscription({ status })] });
    await controller.reloadSubscriptions();
    if (reason) {
      await expect(controller.renew()).rejects.toMatchObject({ code: 'update_subscription_failed', details: { reason } });
      expect(provider.renewSubscription).not.toHaveBeenCalled();
    } else {
      await expect(controller.renew()).resolves.toMatchObject({ status: 'active' });
    }
  });

  it('a provider failure passes its catalogue error through; a foreign one becomes "Failed to update subscription"', async () => {
    const { controller, provider } = setup();
    await controller.reloadSubscriptions();
    provider.cancelSubscription.mockRejectedValueOnce(createAccountError('missing_unsubscribe_url'));
    await expect(controller.cancel()).rejects.toMatchObject({ code: 'missing_unsubscribe_url' });
    provider.cancelSubscription.mockRejectedValueOnce(new Error('boom'));
    const error = await controller.cancel().catch((caught: unknown) => caught);
    expect(isAppError(error) && error.message).toBe('Failed to update subscription');
  });

  it('without a subscription, cancel raises "user has no active subscription"', async () => {
    const { controller } = setup({ subscriptions: [] });
    await controller.reloadSubscriptions();
    await expect(controller.cancel()).rejects.toMatchObject({ code: 'no_active_subscription' });
  });
});

describe('SubscriptionController: plan switch', () => {
  it('lists no switches for a subscription bought in an app store', async () => {
    const { controller, provider } = setup({ subscriptions: [subscription({ paymentGateway: 'apple', paymentMethod: 'apple_in_app' })] });
    await controller.reloadSubscriptions();
    await expect(controller.loadSwitches()).resolves.toEqual([]);
    expect(provider.getSubscriptionSwitches).not.toHaveBeenCalled();
    await expect(controller.switchPlan('S-yearly')).rejects.toMatchObject({ code: 'change_subscription_failed' });
  });

  it('an upgrade applies now; the first reload waits 3 s', async () => {
    const { controller, provider, account, sleeps } = setup();
    await controller.reloadSubscriptions();
    await controller.loadSwitches();

    await expect(controller.switchPlan('S-yearly')).resolves.toEqual({ direction: 'upgrade', toOfferId: 'S-yearly' });

    expect(provider.switchSubscription).toHaveBeenCalledWith({ customerId: 'c-1', offerId: 'S-monthly', toOfferId: 'S-yearly', switchDirection: 'upgrade' });
    expect(sleeps[0]).toBe(3000);
    expect(account.getState().subscription?.offerId).toBe('S-yearly');
  });

  it('a downgrade is pending until the expiry and recorded on the customer', async () => {
    const updateCustomer = vi.fn<ProfileService['updateCustomer']>(async (payload) => ({ ...customer, metadata: payload.metadata ?? {} }) as Customer);
    const { controller, account } = setup({ profile: { updateCustomer } });
    await controller.reloadSubscriptions();
    await controller.loadSwitches();

    await expect(controller.switchPlan('S-weekly')).resolves.toEqual({
      direction: 'downgrade',
      toOfferId: 'S-weekly',
      subscriptionId: 'sub-1',
      pendingUntil: 2_000_000,
    });
    expect(updateCustomer).toHaveBeenCalledWith(expect.objectContaining({ metadata: expect.objectContaining({ 'sub-1_pending_downgrade': 'S-weekly' }) }));
    expect(account.getState().user?.metadata).toMatchObject({ 'sub-1_pending_downgrade': 'S-weekly' });
    expect(account.getState().subscription?.offerId).toBe('S-monthly');
  });

  it('refuses an offer the provider does not offer as a switch', async () => {
    const { controller, provider } = setup();
    await controller.reloadSubscriptions();
    await controller.loadSwitches();
    await expect(controller.switchPlan('S-unknown')).rejects.toMatchObject({ code: 'change_subscription_failed' });
    expect(provider.switchSubscription).not.toHaveBeenCalled();
  });
});

describe('SubscriptionController: card, receipts, portal', () => {
  const payload = { cardName: 'Ada', cardNumber: '4242424242424242', cvc: '123', expMonth: 12, expYear: 2030, currency: 'EUR' };

  it('updates the card and reloads the payment details', async () => {
    const { controller, provider, account } = setup({ subscriptions: [] });
    await controller.updateCard(payload);
    expect(provider.updateCardDetails).toHaveBeenCalledWith(payload);
    expect(provider.getPaymentDetails).toHaveBeenCalledOnce();
    expect(account.getState().activePaymentMethod?.id).toBe('pd-1');
  });

  it("answers the bank's challenge page instead of reloading when the card needs it, and finalizes on the way back", async () => {
    const { controller, provider } = setup({ subscriptions: [] });
    provider.updateCardDetails.mockResolvedValueOnce({ redirectUrl: 'https://bank.example/challenge' });
    await expect(controller.updateCard({ ...payload, returnUrl: 'https://site.example/u/payments?u=payment-method-success' })).resolves.toEqual({
      redirectUrl: 'https://bank.example/challenge',
    });
    expect(provider.getPaymentDetails).not.toHaveBeenCalled();
    await controller.finalizeCard('result-1');
    expect(provider.finalizeCardDetails).toHaveBeenCalledWith({ redirectResult: 'result-1' });
    expect(provider.getPaymentDetails).toHaveBeenCalledOnce();
    provider.finalizeCardDetails.mockRejectedValueOnce(new Error('3D Not Authenticated'));
    await expect(controller.finalizeCard('result-2')).rejects.toMatchObject({ code: 'update_card_details_failed' });
  });

  it('after a payment method is added, reloads subscriptions until active: at most 5 tries', async () => {
    const { controller, provider } = setup({ subscriptions: [] });
    await expect(controller.afterPaymentMethodAdded()).resolves.toBe(false);
    expect(provider.getSubscriptions).toHaveBeenCalledTimes(5);
    provider.getSubscriptions.mockClear();
    provider.getSubscriptions.mockResolvedValue([subscription()]);
    await expect(controller.afterPaymentMethodAdded()).resolves.toBe(true);
    expect(provider.getSubscriptions).toHaveBeenCalledOnce();
  });

  it('a failed card update is "Failed to update card details"', async () => {
    const { controller, provider } = setup();
    provider.updateCardDetails.mockRejectedValueOnce(new Error('declined'));
    await expect(controller.updateCard(payload)).rejects.toMatchObject({ code: 'update_card_details_failed' });
  });

  it('reads a receipt and the portal address through the provider', async () => {
    const { controller, provider } = setup();
    await expect(controller.getReceipt('T1')).resolves.toBe('<html>T1</html>');
    expect(provider.getReceipt).toHaveBeenCalledWith({ transactionId: 'T1', customerId: 'c-1' });
    provider.getReceipt.mockRejectedValueOnce(new Error('x'));
    await expect(controller.getReceipt('T1')).rejects.toMatchObject({ code: 'get_receipt_failed' });
    await expect(controller.getCustomerPortalUrl('https://site/u/payments')).resolves.toContain('portal.example');
  });
});
