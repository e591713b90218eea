import {
  createSubscriptionController,
  customerSchema,
  paymentDetailSchema,
  subscriptionSchema,
  transactionSchema,
  type AppServices,
  type Customer,
  type PaymentDetail,
  type Subscription,
  type SubscriptionController,
  type SubscriptionService,
  type SubscriptionSwitch,
  type Transaction,
} from '@ott/common';
import { vi } from 'vitest';

export const SUBSCRIBER: Customer = customerSchema.parse({ id: 'c-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', metadata: { has_password: true } });

/** 2030-01-15 12:00 UTC, in seconds: far enough in the future for every test. */
export const EXPIRES_AT = Date.UTC(2030, 0, 15, 12) / 1000;

export const monthly = (extra: Record<string, unknown> = {}): Subscription =>
  subscriptionSchema.parse({
    subscriptionId: 'sub-1',
    offerId: 'S-monthly',
    status: 'active',
    expiresAt: EXPIRES_AT,
    nextPaymentAt: EXPIRES_AT,
    nextPaymentPrice: 9.99,
    nextPaymentCurrency: 'EUR',
    offerTitle: 'Monthly',
    period: 'month',
    paymentGateway: 'adyen',
    paymentMethod: 'card',
    ...extra,
  });

export const card = (extra: Record<string, unknown> = {}): PaymentDetail =>
  paymentDetailSchema.parse({
    id: 'pd-1',
    paymentMethod: 'card',
    currency: 'EUR',
    active: true,
    paymentMethodSpecificParams: { holderName: 'Ada Lovelace', lastCardFourDigits: '4242', cardExpirationDate: '12/2031' },
    ...extra,
  });

export const transaction = (index: number): Transaction =>
  transactionSchema.parse({
    transactionId: `T${index}`,
    transactionDate: EXPIRES_AT - index * 30 * 86_400,
    offerId: 'S-monthly',
    offerType: 'subscription',
    offerTitle: `Monthly ${index}`,
    transactionPriceInclTax: 9.99,
    transactionCurrency: 'EUR',
    customerId: 'c-1',
    paymentMethod: 'card',
  });

export const YEARLY_SWITCH: SubscriptionSwitch = { toOfferId: 'S-yearly', switchDirection: 'upgrade', title: 'Yearly', price: 99, currency: 'EUR' };
export const WEEKLY_SWITCH: SubscriptionSwitch = { toOfferId: 'S-weekly', switchDirection: 'downgrade', title: 'Weekly', price: 2.99, currency: 'EUR' };

export interface FakeBilling {
  subscriptions: Subscription[];
  paymentDetails: PaymentDetail[];
  transactions: Transaction[];
  switches: SubscriptionSwitch[];
}

/** A billing provider over one customer's state in memory, as the provider applies the calls; every method is a spy. */
export function createFakeSubscriptionService(initial: Partial<FakeBilling> = {}) {
  const state: FakeBilling = { subscriptions: [monthly()], paymentDetails: [card()], transactions: [], switches: [YEARLY_SWITCH, WEEKLY_SWITCH], ...initial };
  const setStatus = (subscriptionId: string, status: Subscription['status']) => {
    state.subscriptions = state.subscriptions.map((item) => (item.subscriptionId === subscriptionId ? { ...item, status } : item));
  };
  const service = {
    getSubscriptions: vi.fn<SubscriptionService['getSubscriptions']>(async () => state.subscriptions),
    getActiveSubscription: vi.fn<SubscriptionService['getActiveSubscription']>(async () => state.subscriptions[0] ?? null),
    getPaymentDetails: vi.fn<SubscriptionService['getPaymentDetails']>(async () => state.paymentDetails),
    getActivePayment: vi.fn<SubscriptionService['getActivePayment']>(async () => state.paymentDetails[0] ?? null),
    getTransactions: vi.fn<SubscriptionService['getTransactions']>(async ({ limit = 15, offset = 0 }) => state.transactions.slice(offset, offset + limit)),
    cancelSubscription: vi.fn<SubscriptionService['cancelSubscription']>(async (_customerId, subscription) => setStatus(subscription.subscriptionId, 'cancelled')),
    renewSubscription: vi.fn<SubscriptionService['renewSubscription']>(async (_customerId, subscription) => setStatus(subscription.subscriptionId, 'active')),
    getSubscriptionSwitches: vi.fn<SubscriptionService['getSubscriptionSwitches']>(async () => state.switches),
    switchSubscription: vi.fn<SubscriptionService['switchSubscription']>(async ({ toOfferId, switchDirection }) => {
      if (switchDirection === 'upgrade') state.subscriptions = [monthly({ subscriptionId: 'sub-2', offerId: toOfferId, offerTitle: 'Yearly', period: 'year', nextPaymentPrice: 99 })];
    }),
    changeSubscription: vi.fn<SubscriptionService['changeSubscription']>(async () => undefined),
    updateCardDetails: vi.fn<SubscriptionService['updateCardDetails']>(async ({ cardNumber, expMonth, expYear, cardName }) => {
      state.paymentDetails = [
        card({ paymentMethodSpecificParams: { holderName: cardName, lastCardFourDigits: cardNumber.slice(-4), cardExpirationDate: `${expMonth}/${expYear}` } }),
      ];
    }),
    finalizeCardDetails: vi.fn<NonNullable<SubscriptionService['finalizeCardDetails']>>(async () => undefined),
    getReceipt: vi.fn<SubscriptionService['getReceipt']>(async ({ transactionId }) => new Blob([`receipt ${transactionId}`], { type: 'application/pdf' })),
    getCustomerPortalUrl: vi.fn<SubscriptionService['getCustomerPortalUrl']>(async (returnUrl) => `https://portal.test/?return=${encodeURIComponent(returnUrl)}`),
  } satisfies SubscriptionService;
  return { service, state };
}

/**
 * Gives a test app a real SubscriptionController over `service` (reload schedules without waiting),
 * as composeApp does for an integration with a subscription service.
 */
export function withSubscriptions(app: AppServices, service: SubscriptionService): SubscriptionController {
  const controller = createSubscriptionController({
    services: { subscriptions: service },
    stores: { account: app.stores.account },
    sleep: async () => undefined,
  });
  const loaded = Promise.resolve(controller);
  app.loadSubscriptionController = () => loaded;
  return controller;
}
