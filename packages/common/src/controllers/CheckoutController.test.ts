import { describe, expect, it, vi } from 'vitest';
import { customerSchema } from '../entities/account';
import { paymentMethodSchema, type Offer, type Order } from '../entities/checkout';
import { isAppError } from '../errors/AppError';
import { AppError } from '../errors/AppError';
import { subscriptionSchema } from '../entities/subscription';
import type { CheckoutService } from '../services/CheckoutService';
import type { EntitlementService } from '../services/EntitlementService';
import type { SubscriptionService } from '../services/SubscriptionService';
import { createAccountStore } from '../stores/accountStore';
import { testOffer, testOrder } from '../stores/checkoutFixtures.test-helpers';
import { createCheckoutStore, selectCouponCode } from '../stores/checkoutStore';
import { createCheckoutController, type CheckoutControllerOptions } from './CheckoutController';

const offer = testOffer;

const CATALOG: Record<string, Offer> = {
  S_month: offer('S_month'),
  S_year: offer('S_year'),
  P_pass: offer('P_pass'),
  R_premier: offer('R_premier', { premier: true }),
  S_gone: offer('S_gone', { active: false }),
};

const makeOrder = (offerId: string, extra: Partial<Order> = {}): Order => testOrder({ id: 'o1', offerId, ...extra });

/** An in-memory provider: SAVE20 takes 20 % off, FREEPASS makes a pass free, anything else is refused in the provider's words. */
function fakeCheckout(overrides: Partial<CheckoutService> = {}): CheckoutService & { calls: string[] } {
  const calls: string[] = [];
  let order: Order | null = null;
  const service: CheckoutService = {
    getOffers: async (ids) => {
      calls.push(`getOffers ${ids.join(',')}`);
      return ids.map((id) => {
        const found = CATALOG[id];
        if (!found) throw new AppError(`Offer ${id} not found`, { code: 'provider_error' });
        return found;
      });
    },
    getOffer: async (id) => CATALOG[id] ?? Promise.reject(new AppError('not found', { code: 'provider_error' })),
    createOrder: async ({ offer: chosen, paymentMethodId }) => {
      calls.push(`createOrder ${chosen.offerId} ${paymentMethodId ?? '-'}`);
      order = makeOrder(chosen.offerId, paymentMethodId ? { paymentMethodId } : {});
      return order;
    },
    getOrder: async () => order,
    updateOrder: async ({ order: current, couponCode, paymentMethodId }) => {
      calls.push(`updateOrder ${couponCode ?? '-'} ${paymentMethodId ?? '-'}`);
      if (current.id !== order?.id) throw new AppError(`Order with ${current.id} not found`, { code: 'provider_error' });
      if (couponCode === 'SAVE20') order = { ...current, totalPrice: 8, discount: { applied: true, type: 'coupon' } };
      else if (couponCode === 'FREEPASS') order = { ...current, totalPrice: 0, requiredPaymentDetails: false, discount: { applied: true, type: 'coupon' } };
      else if (couponCode) throw new AppError('Invalid coupon code', { code: 'provider_error' });
      else order = { ...current, totalPrice: 10, ...(paymentMethodId && { paymentMethodId }) };
      return order;
    },
    getPaymentMethods: async () => [paymentMethodSchema.parse({ id: 1, methodName: 'card' }), paymentMethodSchema.parse({ id: 2, methodName: 'paypal' })],
    paymentWithoutDetails: async ({ order: paid }) => {
      calls.push(`free ${paid.id}`);
    },
    paymentWithPayPal: async ({ order: paid, couponCode }) => {
      calls.push(`paypal ${paid.id} ${couponCode ?? '-'}`);
      return { redirectUrl: 'https://paypal.example/checkout' };
    },
    directPostCardPayment: async () => ({ status: 'pending' }),
    finalizePayment: async ({ orderId }) => {
      calls.push(`finalize ${orderId}`);
    },
    ...overrides,
  };
  return Object.assign(service, { calls });
}

const noSleep = async () => {};

function setup(options: Partial<CheckoutControllerOptions> & { loggedIn?: boolean } = {}) {
  const account = createAccountStore();
  if (options.loggedIn !== false) account.getState().setSession({ user: customerSchema.parse({ id: 7, email: 'v@example.com' }) });
  const checkout = createCheckoutStore();
  const service = (options.services?.checkout as ReturnType<typeof fakeCheckout> | undefined) ?? fakeCheckout();
  const controller = createCheckoutController({
    siteOfferIds: ['S_month', 'S_year'],
    offerProvider: 'cleeng',
    runOptions: { sleep: noSleep },
    ...options,
    services: { ...options.services, checkout: service },
    stores: { account, checkout },
  });
  return { controller, account, checkout, service };
}

const errorCode = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return isAppError(error) ? error.message : String(error);
  }
  return 'resolved';
};

describe('checkout controller: the offers of choose-offer', () => {
  it.each([
    ['no media: the site offers, svod, the last one preselected', [], 'S_month,S_year', 'svod', 'S_year'],
    ['a pass of the media: site offers then the pass, svod', [{ offerId: 'P_pass', premier: false, provider: 'cleeng' }], 'S_month,S_year,P_pass', 'svod', 'S_year'],
    ['a premier offer: only the media offers, tvod', [{ offerId: 'R_premier', premier: true, provider: 'cleeng' }], 'R_premier', 'tvod', 'R_premier'],
    ['another provider: ignored', [{ offerId: 'C1', premier: true, provider: 'jwp' }], 'S_month,S_year', 'svod', 'S_year'],
    ['a media offer that is a site offer: asked once', [{ offerId: 'S_year', premier: false, provider: 'cleeng' }], 'S_month,S_year', 'svod', 'S_year'],
  ])('%s', async (_name, mediaOffers, asked, offerType, preselected) => {
    const { controller, checkout, service } = setup();
    await controller.loadOffers({ mediaOffers });
    expect(service.calls).toEqual([`getOffers ${asked}`]);
    expect(checkout.getState().offerType).toBe(offerType);
    expect(checkout.getState().selectedOffer?.offerId).toBe(preselected);
  });

  it('leaves out inactive offers; none left is "No pricing available"', async () => {
    const { controller } = setup({ siteOfferIds: ['S_gone'] });
    expect(await errorCode(controller.loadOffers())).toBe('No pricing available');
  });

  it('a site without offers and no media offers is "No pricing available" without a call', async () => {
    const { controller, service } = setup({ siteOfferIds: [] });
    expect(await errorCode(controller.loadOffers())).toBe('No pricing available');
    expect(service.calls).toEqual([]);
  });

  it('a failure that is not a catalogue error becomes "Failed to get offers"', async () => {
    const { controller } = setup({ services: { checkout: fakeCheckout({ getOffers: () => Promise.reject(new TypeError('fetch failed')) }) } });
    expect(await errorCode(controller.loadOffers())).toBe('Failed to get offers');
  });

  it('a logout forgets the purchase in progress', async () => {
    const { controller, checkout, account } = setup();
    await controller.loadOffers();
    checkout.getState().setCouponCode('SAVE20');
    account.getState().clearAccount();
    expect(checkout.getState()).toMatchObject({ offers: [], selectedOffer: null, couponCode: null });
  });

  it('without a checkout service there is no controller', () => {
    expect(() => createCheckoutController({ services: {}, stores: { account: createAccountStore(), checkout: createCheckoutStore() } })).toThrow('Checkout feature is not enabled');
  });

  it('an answer that arrives after a reset is dropped', async () => {
    let release: (offers: Offer[]) => void = () => {};
    const slow = fakeCheckout({ getOffers: () => new Promise((resolve) => (release = resolve)) });
    const { controller, checkout } = setup({ services: { checkout: slow } });
    const loading = controller.loadOffers();
    controller.reset();
    release([CATALOG.S_month as Offer]);
    await loading;
    expect(checkout.getState().offers).toEqual([]);
  });
});

describe('checkout controller: the order', () => {
  it('no offer chosen is "No offer selected"; no user is "User not logged in"', async () => {
    expect(await errorCode(setup().controller.createOrder())).toBe('No offer selected');
    const { controller } = setup({ loggedIn: false });
    controller.chooseOffer(CATALOG.S_month as Offer);
    expect(await errorCode(controller.createOrder())).toBe('User not logged in');
  });

  it('creates the order with the first payment method', async () => {
    const { controller, checkout, service } = setup();
    controller.chooseOffer(CATALOG.P_pass as Offer);
    await controller.createOrder();
    expect(service.calls).toEqual(['createOrder P_pass 1']);
    expect(checkout.getState().order?.offerId).toBe('P_pass');
    expect(checkout.getState().selectedPaymentMethodId).toBe('1');
    expect(checkout.getState().paymentMethods).toHaveLength(2);
  });

  it.each([
    ['a coupon of the link is applied', { coupon: 'SAVE20' }, ['createOrder S_month 1', 'updateOrder SAVE20 -'], 8],
    ['a promotion code wins: the coupon is ignored', { coupon: 'NOPE', promotion: 'SAVE20' }, ['createOrder S_month 1', 'updateOrder SAVE20 -'], 8],
    ['a promotion code alone is applied', { promotion: 'SAVE20' }, ['createOrder S_month 1', 'updateOrder SAVE20 -'], 8],
    ['no codes', {}, ['createOrder S_month 1'], 10],
  ])('%s', async (_name, codes: { coupon?: string; promotion?: string }, calls, total) => {
    const { controller, checkout, service } = setup();
    checkout.getState().setCouponCode(codes.coupon ?? null);
    checkout.getState().setPromotionCode(codes.promotion ?? null);
    controller.chooseOffer(CATALOG.S_month as Offer);
    await controller.createOrder();
    expect(service.calls).toEqual(calls);
    expect(checkout.getState().order?.totalPrice).toBe(total);
  });

  it('a coupon changes the total; FREEPASS needs no payment details; a bad one is raised in the provider words', async () => {
    const { controller, checkout } = setup();
    controller.chooseOffer(CATALOG.P_pass as Offer);
    await controller.createOrder();
    await controller.applyCoupon(' SAVE20 ');
    expect(checkout.getState().order?.totalPrice).toBe(8);
    expect(checkout.getState().couponCode).toBe('SAVE20');
    await controller.applyCoupon('FREEPASS');
    expect(checkout.getState().order?.requiredPaymentDetails).toBe(false);
    expect(await errorCode(controller.applyCoupon('NOPE'))).toBe('Invalid coupon code');
    expect(checkout.getState().couponCode).toBe('FREEPASS');
  });

  it("a coupon typed in the form replaces the link's promotion code for the payment too", async () => {
    const { controller, checkout } = setup();
    checkout.getState().setPromotionCode('SAVE20');
    controller.chooseOffer(CATALOG.P_pass as Offer);
    await controller.createOrder();
    await controller.applyCoupon('FREEPASS');
    expect(checkout.getState()).toMatchObject({ couponCode: 'FREEPASS', promotionCode: null });
    expect(selectCouponCode(checkout.getState())).toBe('FREEPASS');
  });

  it('an order the provider lost is cleared (the screen returns to choose-offer)', async () => {
    const { controller, checkout } = setup();
    controller.chooseOffer(CATALOG.S_month as Offer);
    await controller.createOrder();
    checkout.getState().setOrder(makeOrder('S_month', { id: 'lost' }));
    expect(await errorCode(controller.applyCoupon('SAVE20'))).toMatch(/not found/);
    expect(checkout.getState().order).toBeNull();
  });

  it('another payment method updates the order', async () => {
    const { controller, checkout, service } = setup();
    controller.chooseOffer(CATALOG.S_month as Offer);
    await controller.createOrder();
    await controller.selectPaymentMethod('2');
    expect(service.calls.at(-1)).toBe('updateOrder - 2');
    expect(checkout.getState().selectedPaymentMethodId).toBe('2');
  });
});

describe('checkout controller: paying', () => {
  async function withOrder(services: Partial<CheckoutControllerOptions['services']> = {}) {
    const context = setup({ services: { checkout: fakeCheckout(), ...services } as never });
    context.controller.chooseOffer(CATALOG.S_month as Offer);
    await context.controller.createOrder();
    return context;
  }

  it('without an order every payment is "No order created"', async () => {
    const { controller } = setup();
    expect(await errorCode(controller.payWithoutDetails())).toBe('No order created');
    expect(await errorCode(controller.payWithPayPal({ successUrl: 's', waitingUrl: 'w', cancelUrl: 'c', errorUrl: 'e' }))).toBe('No order created');
  });

  it('free order, PayPal with the coupon, card result passed on', async () => {
    const { controller, service, checkout } = await withOrder();
    await controller.payWithoutDetails();
    checkout.getState().setCouponCode('SAVE20');
    await expect(controller.payWithPayPal({ successUrl: 's', waitingUrl: 'w', cancelUrl: 'c', errorUrl: 'e' })).resolves.toBe('https://paypal.example/checkout');
    expect(service.calls.slice(-2)).toEqual(['free o1', 'paypal o1 SAVE20']);
    await expect(controller.payWithCard({ cardholderName: 'A', cardNumber: '4111', cardExpiry: '01/30', cardCVC: '123' }, { referrer: 'r', returnUrl: 'u' })).resolves.toEqual({
      status: 'pending',
    });
  });

  it.each([
    ['card', 'Failed to make payment'],
    ['paypal', 'Failed to generate PayPal payment url'],
  ])('a foreign failure of %s becomes "%s"', async (method, message) => {
    const broken = fakeCheckout({
      directPostCardPayment: () => Promise.reject(new TypeError('x')),
      paymentWithPayPal: () => Promise.reject(new TypeError('x')),
    });
    const { controller } = await withOrder({ checkout: broken });
    const paying =
      method === 'card'
        ? controller.payWithCard({ cardholderName: 'A', cardNumber: '4111', cardExpiry: '01/30', cardCVC: '123' }, { referrer: 'r', returnUrl: 'u' })
        : controller.payWithPayPal({ successUrl: 's', waitingUrl: 'w', cancelUrl: 'c', errorUrl: 'e' });
    expect(await errorCode(paying)).toBe(message);
  });
});

describe('checkout controller: after the payment', () => {
  const active = subscriptionSchema.parse({ subscriptionId: 1, offerId: 'S_month', status: 'active', expiresAt: 2_000_000, offerTitle: 'Monthly' });

  function subscriptions(answers: (typeof active | null)[]): SubscriptionService {
    return { getActiveSubscription: vi.fn(async () => answers.shift() ?? null) } as unknown as SubscriptionService;
  }

  it('finalize without an order id is adyen_order_unknown', async () => {
    expect(await errorCode(setup().controller.finalizePayment({ redirectResult: 'x' }))).toBe('Adyen order is unknown');
  });

  it.each([
    ['a subscription reloads until active', undefined, 3],
    ['a pass does not reload', 'pass', 0],
    ['a pay-per-view does not reload', 'ppv', 0],
  ])('finalize: %s', async (_name, offerType, reloads) => {
    const subs = subscriptions([null, null, active]);
    const { controller, service, account } = setup({ services: { checkout: fakeCheckout(), subscriptions: subs } });
    await controller.finalizePayment({ orderId: 'o1', redirectResult: 'r', ...(offerType && { offerType }) });
    expect(service.calls).toEqual(['finalize o1']);
    expect(subs.getActiveSubscription).toHaveBeenCalledTimes(reloads);
    if (reloads) expect(account.getState().subscription?.status).toBe('active');
  });

  it.each([
    ['a subscription paid at once reloads until active', 'S_month', 'succeeded', 3],
    ['a subscription still pending does not reload yet (waiting-for-payment does)', 'S_month', 'pending', 0],
    ['a pass paid at once does not reload', 'P_pass', 'succeeded', 0],
    ['a premiere paid at once does not reload', 'R_premier', 'succeeded', 0],
  ] as const)('card: %s', async (_name, offerId, status, reloads) => {
    const subs = subscriptions([null, null, active]);
    const { controller, account } = setup({ services: { checkout: fakeCheckout({ directPostCardPayment: async () => ({ status }) }), subscriptions: subs } });
    controller.chooseOffer(CATALOG[offerId] as Offer);
    await controller.createOrder();
    await expect(controller.payWithCard({ cardholderName: 'A', cardNumber: '4111', cardExpiry: '01/30', cardCVC: '123' }, { referrer: 'r', returnUrl: 'u' })).resolves.toEqual({ status });
    expect(subs.getActiveSubscription).toHaveBeenCalledTimes(reloads);
    expect(account.getState().subscription?.status).toBe(reloads ? 'active' : undefined);
  });

  it.each([
    ['a free subscription order reloads until active', 'S_month', 3],
    ['a free pass does not reload', 'P_pass', 0],
  ] as const)('without payment details: %s', async (_name, offerId, reloads) => {
    const subs = subscriptions([null, null, active]);
    const { controller } = setup({ services: { checkout: fakeCheckout(), subscriptions: subs } });
    controller.chooseOffer(CATALOG[offerId] as Offer);
    await controller.createOrder();
    await controller.payWithoutDetails();
    expect(subs.getActiveSubscription).toHaveBeenCalledTimes(reloads);
  });

  it.each([
    ['granted at the third poll', [false, false, true], 'granted', 3],
    ['never granted: longer than usual after 5 polls', [false, false, false, false, false, false], 'longer_than_usual', 5],
    ['a failing poll counts as a try', [new Error('offline'), true], 'granted', 2],
  ])('waiting for payment: %s', async (_name, answers: (boolean | Error)[], result, polls) => {
    const getEntitlements = vi.fn(async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return { accessGranted: answer === true };
    });
    const sleeps: number[] = [];
    const { controller } = setup({
      services: { checkout: fakeCheckout(), entitlement: { getEntitlements } as unknown as EntitlementService },
      runOptions: { sleep: async (ms) => void sleeps.push(ms) },
    });
    await expect(controller.waitForPayment('S_month')).resolves.toBe(result);
    expect(getEntitlements).toHaveBeenCalledTimes(polls);
    expect(sleeps.slice(0, polls)).toEqual(Array.from({ length: polls }, () => 3000));
  });

  it('waiting without an entitlement service says the feature is missing', async () => {
    expect(await errorCode(setup().controller.waitForPayment('S_month'))).toBe('Entitlement feature is not enabled');
  });
});
