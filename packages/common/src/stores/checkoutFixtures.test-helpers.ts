import { offerSchema, orderSchema, type Offer, type Order } from '../entities/checkout';

/** Checkout values shared by the checkout store and controller tests. */

/** An offer at 10 EUR: a subscription when its id starts with S, else a pass. */
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

/** An order of 10 EUR without tax, fees or discount, that needs payment details. */
export const testOrder = (extra: Record<string, unknown> = {}): Order =>
  orderSchema.parse({
    id: 1,
    customerId: 7,
    offerId: 'S-monthly',
    totalPrice: 10,
    priceBreakdown: { offerPrice: 10, discountAmount: 0, discountedPrice: 10, customerServiceFee: 0, paymentMethodFee: 0, taxValue: 0 },
    taxRate: 0,
    currency: 'EUR',
    requiredPaymentDetails: true,
    ...extra,
  });
