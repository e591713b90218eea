import { describe, expect, it } from 'vitest';
import { offerSchema, paymentMethodSchema, type Offer } from '../entities/checkout';
import { createCheckoutStore, selectCouponCode, selectIsCouponApplied, selectIsFreeOrder } from './checkoutStore';
import { testOrder } from './checkoutFixtures.test-helpers';

const offer = (id: string, type: 'subscription' | 'pass'): Offer =>
  offerSchema.parse({
    id,
    type,
    offerId: id,
    offerPrice: 10,
    offerCurrency: 'EUR',
    customerPriceInclTax: 10,
    customerCurrency: 'EUR',
    offerTitle: id,
  });
const monthly = offer('S-monthly', 'subscription');
const yearly = offer('S-yearly', 'subscription');
const dayPass = offer('P-day', 'pass');
const weekPass = offer('P-week', 'pass');

const order = testOrder;
const card = paymentMethodSchema.parse({ id: 1, methodName: 'card' });
const paypal = paymentMethodSchema.parse({ id: 2, methodName: 'paypal' });

describe('checkout store: offers', () => {
  it.each([
    ['subscriptions and passes: svod, last subscription', [monthly, dayPass, yearly, weekPass], [], 'svod', yearly],
    ['a premier media offer requested: tvod, last pass', [monthly, dayPass, yearly, weekPass], [{ offerId: 'P-week', premier: true }], 'tvod', weekPass],
    ['passes only: tvod', [dayPass, weekPass], [], 'tvod', weekPass],
    ['nothing to buy', [], [], 'tvod', null],
  ])('%s', (_case, offers, requested, offerType, selected) => {
    const store = createCheckoutStore();
    store.getState().setOffers(offers, requested);
    expect(store.getState()).toMatchObject({ offers, requestedMediaOffers: requested, offerType, selectedOffer: selected });
  });

  it.each([
    ['to one-time offers: the last pass', 'tvod', weekPass],
    ['back to subscriptions: the last subscription', 'svod', yearly],
  ] as const)('moves the switch %s', (_case, offerType, selected) => {
    const store = createCheckoutStore();
    store.getState().setOffers([monthly, dayPass, yearly, weekPass]);
    store.getState().setOfferType(offerType);
    expect(store.getState()).toMatchObject({ offerType, selectedOffer: selected });
  });

  it('keeps a chosen offer when the switch already shows its kind', () => {
    const store = createCheckoutStore();
    store.getState().setOffers([monthly, yearly, dayPass]);
    store.getState().setSelectedOffer(monthly);
    store.getState().setOfferType('svod');
    expect(store.getState().selectedOffer).toBe(monthly);
  });

  it('moves the switch to the kind of a chosen offer, and can clear the choice', () => {
    const store = createCheckoutStore();
    store.getState().setOffers([monthly, dayPass]);
    store.getState().setSelectedOffer(dayPass);
    expect(store.getState()).toMatchObject({ offerType: 'tvod', selectedOffer: dayPass });
    store.getState().setSelectedOffer(null);
    expect(store.getState()).toMatchObject({ offerType: 'tvod', selectedOffer: null });
  });
});

describe('checkout store: order, payment and codes', () => {
  it.each([
    ['a coupon alone', 'SAVE10', null, 'SAVE10'],
    ['the promotion code, not the coupon, when both are given', 'SAVE10', 'PROMO', 'PROMO'],
    ['a promotion code alone', null, 'PROMO', 'PROMO'],
    ['a blank coupon', '  ', null, undefined],
    ['nothing', null, null, undefined],
  ])('applies %s', (_case, couponCode, promotionCode, applied) => {
    const store = createCheckoutStore();
    store.getState().setCouponCode(couponCode);
    store.getState().setPromotionCode(promotionCode);
    expect(store.getState()).toMatchObject({ couponCode, promotionCode });
    expect(selectCouponCode(store.getState())).toBe(applied);
  });

  it.each([
    ['no order', null, false, false],
    ['an order without discount', order(), false, false],
    ['a coupon discount', order({ discount: { applied: true, type: 'coupon' } }), true, false],
    ['a trial discount', order({ discount: { applied: true, type: 'trial' } }), false, false],
    ['a coupon not applied', order({ discount: { applied: false, type: 'coupon' } }), false, false],
    ['a free order', order({ requiredPaymentDetails: false }), false, true],
  ])('%s: coupon applied %s, free %s', (_case, current, couponApplied, free) => {
    const store = createCheckoutStore();
    store.getState().setOrder(current);
    expect(store.getState().order).toBe(current);
    expect(selectIsCouponApplied(store.getState())).toBe(couponApplied);
    expect(selectIsFreeOrder(store.getState())).toBe(free);
  });

  it('keeps the chosen payment method while it is offered', () => {
    const store = createCheckoutStore();
    store.getState().setPaymentMethods([card, paypal]);
    store.getState().setSelectedPaymentMethodId('2');
    store.getState().setPaymentMethods([paypal]);
    expect(store.getState().selectedPaymentMethodId).toBe('2');
    store.getState().setPaymentMethods([card]);
    expect(store.getState()).toMatchObject({ paymentMethods: [card], selectedPaymentMethodId: null });
  });

  it('resets to an empty checkout', () => {
    const store = createCheckoutStore();
    const initial = store.getState();
    store.getState().setOffers([monthly, dayPass], [{ offerId: 'P-day', premier: true }]);
    store.getState().setOrder(order());
    store.getState().setPaymentMethods([card]);
    store.getState().setSelectedPaymentMethodId('1');
    store.getState().setCouponCode('SAVE10');
    store.getState().setPromotionCode('PROMO');
    store.getState().reset();
    expect(store.getState()).toEqual(initial);
  });
});
