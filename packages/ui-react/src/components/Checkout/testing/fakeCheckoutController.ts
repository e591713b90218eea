import { offerSchema, orderSchema, paymentMethodSchema, type CheckoutController, type CheckoutStore, type Offer, type Order } from '@ott/common';
import { vi, type Mock } from 'vitest';

export const testOffer = (offerId: string, extra: Record<string, unknown> = {}): Offer =>
  offerSchema.parse({
    id: offerId,
    type: offerId.startsWith('S') ? 'subscription' : 'pass',
    offerId,
    offerPrice: 10,
    offerCurrency: 'EUR',
    customerPriceInclTax: 10,
    customerCurrency: 'EUR',
    offerTitle: offerId,
    ...extra,
  });

export const MONTHLY = testOffer('S_month', { offerTitle: 'Monthly', customerPriceInclTax: 6.99, period: 'month', freeDays: 7 });
export const YEARLY = testOffer('S_year', { offerTitle: 'Yearly', customerPriceInclTax: 69.99, period: 'year' });
export const WEEKEND_PASS = testOffer('P_pass', { offerTitle: 'Weekend pass', customerPriceInclTax: 3.99, durationPeriod: 'day', durationAmount: 3 });
export const PREMIER = testOffer('R_premier', { offerTitle: 'Premiere', customerPriceInclTax: 4.99, durationPeriod: 'hour', durationAmount: 48, premier: true });

export const testOrder = (offer: Offer, extra: Record<string, unknown> = {}): Order =>
  orderSchema.parse({
    id: 'o1',
    customerId: 'u-1',
    offerId: offer.offerId,
    totalPrice: offer.customerPriceInclTax,
    priceBreakdown: {
      offerPrice: offer.customerPriceInclTax,
      discountAmount: 0,
      discountedPrice: offer.customerPriceInclTax,
      customerServiceFee: 0,
      paymentMethodFee: 0,
      taxValue: 0,
    },
    taxRate: 0,
    currency: 'EUR',
    requiredPaymentDetails: true,
    ...extra,
  });

export type FakeCheckoutController = { [Method in Exclude<keyof CheckoutController, 'store'>]: Mock<CheckoutController[Method]> } & { store: CheckoutStore };

export interface FakeCheckoutOptions {
  /** The offers loadOffers puts in the store. */
  offers?: Offer[];
  /** The payment methods of the provider (card and PayPal by default). */
  methods?: ('card' | 'paypal')[];
}

/**
 * A checkout controller playing a provider in memory over the app's real checkout store: the
 * offers given, an order at the offer's price, SAVE20 (20 % off) and FREEPASS (free) coupons, any
 * other coupon refused in the provider's words. Every method is a spy a test can override.
 */
export function createFakeCheckoutController(store: CheckoutStore, options: FakeCheckoutOptions = {}): FakeCheckoutController {
  const offers = options.offers ?? [MONTHLY, YEARLY, WEEKEND_PASS];
  const methods = (options.methods ?? ['card', 'paypal']).map((name, index) => paymentMethodSchema.parse({ id: index + 1, methodName: name }));
  const state = () => store.getState();
  const requireOrder = () => {
    const order = state().order;
    if (!order) throw new Error('No order created');
    return order;
  };
  return {
    store,
    loadOffers: vi.fn(async (request = {}) => {
      state().setOffers(offers, [...(request.mediaOffers ?? [])]);
      return offers;
    }),
    chooseOffer: vi.fn((offer) => state().setSelectedOffer(offer)),
    createOrder: vi.fn(async () => {
      const offer = state().selectedOffer;
      if (!offer) throw new Error('No offer selected');
      state().setPaymentMethods(methods);
      if (methods[0]) state().setSelectedPaymentMethodId(methods[0].id);
      const order = testOrder(offer);
      state().setOrder(order);
      return order;
    }),
    applyCoupon: vi.fn(async (code) => {
      const order = requireOrder();
      const price = order.priceBreakdown.offerPrice;
      const off = code === 'SAVE20' ? Math.round(price * 20) / 100 : code === 'FREEPASS' ? price : null;
      if (off === null) throw new Error('Invalid coupon');
      const updated: Order = {
        ...order,
        totalPrice: Math.round((price - off) * 100) / 100,
        priceBreakdown: { ...order.priceBreakdown, discountAmount: off, discountedPrice: price - off },
        requiredPaymentDetails: price - off > 0,
        discount: { applied: true, type: 'coupon' },
      };
      state().setOrder(updated);
      state().setCouponCode(code);
      return updated;
    }),
    selectPaymentMethod: vi.fn(async (id) => {
      state().setSelectedPaymentMethodId(id);
      return requireOrder();
    }),
    payWithoutDetails: vi.fn(async () => {
      requireOrder();
    }),
    payWithCard: vi.fn(async () => ({ status: 'succeeded' as const })),
    payWithPayPal: vi.fn(async () => 'https://paypal.test/pay'),
    finalizePayment: vi.fn(async () => {}),
    waitForPayment: vi.fn(async () => 'granted' as const),
    reset: vi.fn(() => state().reset()),
  };
}
