import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUS, subscriptionSchema, transactionSchema } from './subscription';

const subscription = {
  subscriptionId: 9,
  offerId: 'S123_NL',
  status: 'active',
  expiresAt: 1_900_000_000,
  nextPaymentAt: 1_900_000_000,
  nextPaymentPrice: 9.99,
  nextPaymentCurrency: 'EUR',
  paymentGateway: 'adyen',
  paymentMethod: 'card',
  offerTitle: 'Monthly',
  period: 'month',
  totalPrice: 9.99,
  pendingSwitchId: null,
};

describe('subscriptionSchema', () => {
  it.each(Object.values(SUBSCRIPTION_STATUS).map((status) => [status]))('accepts the status %s', (status) => {
    expect(subscriptionSchema.parse({ ...subscription, status }).status).toBe(status);
  });

  it('rejects an unknown status', () => {
    expect(subscriptionSchema.safeParse({ ...subscription, status: 'paused' }).success).toBe(false);
  });

  it('accepts granted access without payment', () => {
    const parsed = subscriptionSchema.parse({ ...subscription, paymentGateway: 'none', period: 'granted', nextPaymentAt: null });
    expect(parsed).toMatchObject({ subscriptionId: '9', paymentGateway: 'none', period: 'granted' });
    expect(parsed.pendingSwitchId).toBeUndefined();
  });

  it.each([
    ['S123', true],
    ['123', false],
  ])('access fee id %s is valid: %s', (accessFeeId, valid) => {
    expect(subscriptionSchema.safeParse({ ...subscription, accessFeeId }).success).toBe(valid);
  });
});

describe('transactionSchema', () => {
  const transaction = {
    transactionId: 'T1',
    transactionDate: 1_700_000_000,
    offerId: 'S123_NL',
    offerType: 'subscription',
    offerTitle: 'Monthly',
    transactionPriceInclTax: 9.99,
    customerId: 7,
    paymentMethod: 'card',
  };

  it('defaults the currency to EUR', () => {
    expect(transactionSchema.parse(transaction).transactionCurrency).toBe('EUR');
    expect(transactionSchema.parse({ ...transaction, transactionCurrency: '' }).transactionCurrency).toBe('EUR');
    expect(transactionSchema.parse({ ...transaction, transactionCurrency: 'USD' }).transactionCurrency).toBe('USD');
  });

  it('needs a date in seconds and a price', () => {
    expect(transactionSchema.safeParse({ ...transaction, transactionDate: '2024-01-01' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...transaction, transactionPriceInclTax: undefined }).success).toBe(false);
  });
});
