import { describe, expect, it } from 'vitest';
import {
  cardSchema,
  EXTERNAL_PAYMENT_GATEWAYS,
  OFFER_PERIOD,
  offerSchema,
  orderSchema,
  paymentDetailSchema,
  paymentFormValuesSchema,
  paymentMethodSchema,
} from './checkout';

const offer = {
  id: 'S123_NL',
  type: 'subscription',
  offerId: 'S123_NL',
  offerPrice: 9.99,
  offerCurrency: 'EUR',
  customerPriceInclTax: 12.09,
  customerCurrency: 'EUR',
  offerTitle: 'Monthly',
  period: 'month',
};

describe('offerSchema', () => {
  it('parses an offer with defaults for active and premier', () => {
    const parsed = offerSchema.parse({ ...offer, offerUrl: null, freeDays: 7, accessToTags: ['premium'] });
    expect(parsed).toMatchObject({ active: true, premier: false, freeDays: 7, offerUrl: undefined });
  });

  it.each(Object.values(OFFER_PERIOD).map((period) => [period]))('accepts the period %s', (period) => {
    expect(offerSchema.safeParse({ ...offer, period }).success).toBe(true);
  });

  it.each([
    ['unknown type', { type: 'rental' }],
    ['unknown period', { period: 'fortnight' }],
    ['missing price', { offerPrice: undefined }],
  ])('rejects an offer with %s', (_name, change) => {
    expect(offerSchema.safeParse({ ...offer, ...change }).success).toBe(false);
  });

  it('accepts a pass without a period', () => {
    expect(offerSchema.parse({ ...offer, type: 'pass', period: undefined, premier: true }).premier).toBe(true);
  });
});

describe('orderSchema', () => {
  const order = {
    id: 42,
    customerId: 7,
    offerId: 'S123_NL',
    totalPrice: 0,
    priceBreakdown: { offerPrice: 9.99, discountAmount: 9.99, discountedPrice: 0, customerServiceFee: 0, paymentMethodFee: 0, taxValue: 0 },
    taxRate: 0.21,
    currency: 'EUR',
    requiredPaymentDetails: false,
    discount: { applied: true, type: 'coupon', periods: 1 },
  };

  it('parses an order with its price breakdown and discount', () => {
    const parsed = orderSchema.parse(order);
    expect(parsed.id).toBe('42');
    expect(parsed.discount).toEqual({ applied: true, type: 'coupon', periods: 1 });
  });

  it('reads the empty discount type of an order without a discount as none', () => {
    expect(orderSchema.parse({ ...order, discount: { applied: false, type: '', periods: 0 } }).discount).toEqual({ applied: false, periods: 0 });
  });

  it('rejects an unknown discount type and a missing breakdown', () => {
    expect(orderSchema.safeParse({ ...order, discount: { applied: true, type: 'gift' } }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, priceBreakdown: undefined }).success).toBe(false);
  });
});

describe('payment methods and details', () => {
  it('parses a payment method with an unknown name kept as is', () => {
    expect(paymentMethodSchema.parse({ id: 1, methodName: 'card', provider: 'stripe', paymentGateway: 'adyen' }).id).toBe('1');
    expect(paymentMethodSchema.parse({ id: 2, methodName: 'ideal' }).methodName).toBe('ideal');
  });

  it('parses a card on file', () => {
    const parsed = paymentDetailSchema.parse({
      id: 5,
      paymentMethod: 'card',
      paymentMethodSpecificParams: { lastCardFourDigits: '4242', cardExpirationDate: '12/2030', variant: 'visa' },
    });
    expect(parsed.paymentMethodSpecificParams?.lastCardFourDigits).toBe('4242');
  });

  it('names the in-app store gateways', () => {
    expect(EXTERNAL_PAYMENT_GATEWAYS).toEqual(['apple', 'google', 'roku']);
  });
});

describe('cardSchema', () => {
  it('parses a card and defaults the currency', () => {
    expect(cardSchema.parse({ holderName: 'A B', lastFourDigits: '4242', expiry: '01/30' }).currency).toBe('EUR');
  });

  it.each([
    ['three digits', { lastFourDigits: '424' }],
    ['month 13', { expiry: '13/30' }],
    ['four-digit year', { expiry: '01/2030' }],
  ])('rejects %s', (_name, change) => {
    expect(cardSchema.safeParse({ holderName: 'A', lastFourDigits: '4242', expiry: '01/30', ...change }).success).toBe(false);
  });
});

describe('paymentFormValuesSchema', () => {
  it('holds the typed form values', () => {
    const values = { cardholderName: 'A', cardNumber: '4242 4242 4242 4242', cardExpiry: '01/30', cardCVC: '123' };
    expect(paymentFormValuesSchema.parse(values)).toEqual(values);
  });
});
