import type { Offer, Order, PaymentFormValues } from '../entities';
import { OFFER_TYPE } from '../entities/checkoutKinds';
import type { MediaOffer } from '../entities/media';
import { isAppError, type AppError } from '../errors/AppError';
import { createAppError, featureNotEnabledError, type ErrorName } from '../errors/catalogue';
import { createAccountError, createCatalogueError } from '../errors/accountCatalogue';
import { mapCheckoutError } from '../errors/checkoutErrors';
import type { IntegrationServices } from '../di/registry';
import { hasPremierOffer } from '../rules/mediaOffers';
import { pollEntitlement, reloadUntilActive, type EntitlementPollResult, type RunOptions } from '../rules/schedules/runSchedule';
import { SUBSCRIPTION_RELOAD_SCHEDULE } from '../rules/schedules/retrySchedules';
import type { CardPaymentResult, FinalizePaymentPayload } from '../services/CheckoutService';
import { silentLogger, type Logger } from '../services/logger';
import type { AccountStore } from '../stores/accountStore';
import { createCheckoutStore, selectCouponCode, type CheckoutStore } from '../stores/checkoutStore';

/**
 * The purchase flow of a viewer site (spec 000 §4 "Choose offer", "Checkout", "Payment redirect",
 * "Waiting-for-payment"; 001 §4, §8 Checkout): the offers to choose from, the order and its coupon
 * and payment method, the ways to pay, the return from a payment page and the wait for the
 * provider to grant access. The checkout store holds what the screens show.
 *
 * Every method raises catalogue errors (AppError); the screens map them with mapCheckoutError
 * (coupon, order not found) or mapCardError (card fields).
 */
export interface CheckoutController {
  /** What the purchase screens show: offers, the switch, the order, payment methods, the link's codes. */
  readonly store: CheckoutStore;
  /**
   * Loads the offers of the choose-offer screen: the requested media offers of this provider
   * (only those when one is premier), else with the site's offers; the switch and the preselected
   * offer take their defaults. No offer at all is "No pricing available".
   */
  loadOffers(request?: { mediaOffers?: readonly MediaOffer[] }): Promise<Offer[]>;
  /** Chooses an offer for checkout (switching the subscription/one-time switch to its kind). */
  chooseOffer(offer: Offer): void;
  /**
   * Creates the order for the chosen offer with the first payment method, then applies the link's
   * promotion code, else its coupon (a promotion code wins: the coupon is then ignored). "No offer
   * selected" without a chosen offer.
   */
  createOrder(): Promise<Order>;
  /** Applies a coupon (null removes it; it replaces a link's promotion code); an order the provider lost is cleared ("order not found"). */
  applyCoupon(couponCode: string | null): Promise<Order>;
  /** Pays with another method: the order is updated (its fees may change). */
  selectPaymentMethod(paymentMethodId: string): Promise<Order>;
  /** Completes a free or fully discounted order. */
  payWithoutDetails(captchaValue?: string): Promise<void>;
  /** Pays by card: paid, pending (wait for the entitlement) or a page to open (3-D Secure). */
  payWithCard(card: PaymentFormValues, urls: { referrer: string; returnUrl: string }): Promise<CardPaymentResult>;
  /** Starts a PayPal payment; resolves the provider page the browser must open. */
  payWithPayPal(urls: { successUrl: string; waitingUrl: string; cancelUrl: string; errorUrl: string; captchaValue?: string }): Promise<string>;
  /** Completes a payment after the provider's page sent the viewer back, then reloads the subscription of a subscription order. */
  finalizePayment(params: FinalizePaymentPayload & { offerType?: string }): Promise<void>;
  /**
   * Waiting-for-payment: asks every 3 s, 5 times, whether the offer is granted; granted reloads
   * the subscription. 'longer_than_usual' when it never was.
   */
  waitForPayment(offerId: string, options?: RunOptions): Promise<EntitlementPollResult>;
  /** Forgets the order, offers and codes (after payment, on leaving the flow); later answers are dropped. */
  reset(): void;
}

export interface CheckoutControllerStores {
  account: AccountStore;
  /** The purchase in progress; by default the controller's own (its code loads with the controller, not with the site). */
  checkout?: CheckoutStore;
}

/** The integration's services: checkout is required ("Checkout feature is not enabled" otherwise). */
export type CheckoutControllerServices = Partial<Pick<IntegrationServices, 'checkout' | 'entitlement' | 'subscriptions'>>;

export interface CheckoutControllerOptions {
  services: CheckoutControllerServices;
  stores: CheckoutControllerStores;
  /** The site's own offers (monthly and yearly of the config), shown when no media asks for others. */
  siteOfferIds?: readonly string[] | undefined;
  /** The provider prefix of media offers (`productIds`); offers of other providers are left out. */
  offerProvider?: string | undefined;
  /** Waits between polls and reloads; injected by tests. */
  runOptions?: Pick<RunOptions, 'sleep'>;
  logger?: Logger;
}

type FallbackError = Extract<ErrorName, 'get_offers_failed' | 'no_order_created' | 'payment_failed' | 'paypal_url_failed' | 'network_error'>;

const asAppError = (error: unknown, fallback: FallbackError): AppError => (isAppError(error) ? error : createCatalogueError(fallback, { cause: error }));

/** Offer types after which the viewer has no subscription to reload (a pass, a pay-per-view). */
const ONE_TIME_OFFER_TYPES: ReadonlySet<string> = new Set(['pass', 'ppv']);

const noCheckout = (): never => {
  throw featureNotEnabledError('Checkout');
};

/** Unique ids, first mention first. */
const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];

export function createCheckoutController(options: CheckoutControllerOptions): CheckoutController {
  const { services, stores, siteOfferIds = [], offerProvider } = options;
  const checkoutService = services.checkout ?? noCheckout();
  const logger = options.logger ?? silentLogger;
  const store = stores.checkout ?? createCheckoutStore();
  const checkout = () => store.getState();

  /**
   * Bumped by every call that replaces what the store shows (new offers, a new order, reset): an
   * answer that arrives for an older request is dropped.
   */
  let generation = 0;
  const isCurrent = (id: number) => id === generation;

  async function attempt<T>(fallback: FallbackError, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw asAppError(error, fallback);
    }
  }

  function requireCustomerId(): string {
    const user = stores.account.getState().user;
    if (!user) throw createAppError('user_not_logged_in');
    return user.id;
  }

  function requireOrder(): Order {
    const order = checkout().order;
    if (!order) throw createAccountError('no_order_created');
    return order;
  }

  /** Updates the order; an order the provider no longer knows is cleared (the screen returns to choose-offer). */
  async function updateOrder(change: { paymentMethodId?: string; couponCode?: string | null }): Promise<Order> {
    const order = requireOrder();
    const id = generation;
    try {
      const updated = await checkoutService.updateOrder({ order, ...change });
      if (isCurrent(id)) checkout().setOrder(updated);
      return updated;
    } catch (error) {
      if (isCurrent(id) && mapCheckoutError(error).action === 'clear-order-and-choose-offer') checkout().setOrder(null);
      throw asAppError(error, 'network_error');
    }
  }

  /** After a subscription purchase: reload until the subscription shows as active (10 x 1.5 s). */
  async function reloadSubscription(runOptions: RunOptions = {}): Promise<void> {
    const subscriptions = services.subscriptions;
    const user = stores.account.getState().user;
    if (!subscriptions || !user) return;
    const active = await reloadUntilActive(
      async () => {
        const subscription = await subscriptions.getActiveSubscription(user.id);
        if (stores.account.getState().user?.id !== user.id) return true;
        stores.account.getState().setSubscription(subscription);
        return subscription !== null;
      },
      SUBSCRIPTION_RELOAD_SCHEDULE,
      { ...options.runOptions, ...runOptions },
    );
    if (!active) logger.warn('The subscription did not show as active after the payment');
  }

  const controller: CheckoutController = {
    store,
    async loadOffers(request = {}) {
      const id = ++generation;
      const provider = offerProvider?.trim().toLowerCase();
      // Only this provider's offers can be sold here; an offer without a prefix is taken as its own.
      const requested = (request.mediaOffers ?? []).filter((offer) => !provider || !offer.provider || offer.provider === provider);
      const mediaOfferIds = requested.map((offer) => offer.offerId);
      // A premier item is sold on its own: subscribers buy it too, a subscription does not unlock it.
      const offerIds = uniqueIds(hasPremierOffer(requested) ? mediaOfferIds : [...siteOfferIds, ...mediaOfferIds]);
      if (offerIds.length === 0) throw createAccountError('no_pricing_available');
      const offers = await attempt('get_offers_failed', () => checkoutService.getOffers(offerIds));
      const available = offers.filter((offer) => offer.active);
      if (available.length === 0) throw createAccountError('no_pricing_available');
      if (isCurrent(id)) checkout().setOffers(available, requested);
      return available;
    },

    chooseOffer(offer) {
      checkout().setSelectedOffer(offer);
    },

    async createOrder() {
      const offer = checkout().selectedOffer;
      if (!offer) throw createAccountError('no_offer_selected');
      const customerId = requireCustomerId();
      const id = ++generation;
      const paymentMethods = await attempt('network_error', () => checkoutService.getPaymentMethods());
      // A reset (the viewer left checkout) while the methods loaded: no order for a flow that is gone.
      if (!isCurrent(id)) throw createAccountError('no_order_created');
      checkout().setPaymentMethods(paymentMethods);
      const paymentMethodId = checkout().selectedPaymentMethodId ?? paymentMethods[0]?.id;
      if (paymentMethodId !== undefined) checkout().setSelectedPaymentMethodId(paymentMethodId);
      const country = stores.account.getState().user?.country ?? undefined;
      let order = await attempt('no_order_created', () =>
        checkoutService.createOrder({ offer, customerId, ...(country && { country }), ...(paymentMethodId !== undefined && { paymentMethodId }) }),
      );
      if (isCurrent(id)) checkout().setOrder(order);
      const couponCode = selectCouponCode(checkout());
      if (couponCode && isCurrent(id)) order = await updateOrder({ couponCode });
      return order;
    },

    async applyCoupon(couponCode) {
      const code = couponCode?.trim() || null;
      const order = await updateOrder({ couponCode: code });
      // The viewer's own code replaces the link's codes, for the payment calls too.
      checkout().setCouponCode(code);
      checkout().setPromotionCode(null);
      return order;
    },

    async selectPaymentMethod(paymentMethodId) {
      checkout().setSelectedPaymentMethodId(paymentMethodId);
      return updateOrder({ paymentMethodId });
    },

    async payWithoutDetails(captchaValue) {
      const order = requireOrder();
      const offer = checkout().selectedOffer;
      await attempt('payment_failed', () => checkoutService.paymentWithoutDetails({ order, ...(captchaValue && { captchaValue }) }));
      if (offer?.type === OFFER_TYPE.SUBSCRIPTION) await reloadSubscription();
    },

    async payWithCard(card, { referrer, returnUrl }) {
      const order = requireOrder();
      const offer = checkout().selectedOffer;
      const couponCode = selectCouponCode(checkout());
      const result = await attempt('payment_failed', () => checkoutService.directPostCardPayment({ order, card, referrer, returnUrl, ...(couponCode && { couponCode }) }));
      // Paid at once: the site's subscription state must show it before welcome sends the viewer to watch.
      if (result.status === 'succeeded' && offer?.type === OFFER_TYPE.SUBSCRIPTION) await reloadSubscription();
      return result;
    },

    async payWithPayPal(urls) {
      const order = requireOrder();
      const couponCode = selectCouponCode(checkout());
      const { redirectUrl } = await attempt('paypal_url_failed', () =>
        checkoutService.paymentWithPayPal({ order, ...urls, ...(couponCode && { couponCode }) }),
      );
      return redirectUrl;
    },

    async finalizePayment({ offerType, ...params }) {
      if (!params.orderId) throw createAccountError('adyen_order_unknown');
      await attempt('payment_failed', () => checkoutService.finalizePayment(params));
      if (!ONE_TIME_OFFER_TYPES.has(offerType ?? '')) await reloadSubscription();
    },

    async waitForPayment(offerId, runOptions = {}) {
      const entitlement = services.entitlement;
      if (!entitlement) throw featureNotEnabledError('Entitlement');
      const result = await pollEntitlement(async () => (await entitlement.getEntitlements(offerId)).accessGranted, { ...options.runOptions, ...runOptions });
      if (result === 'granted') await reloadSubscription(runOptions);
      return result;
    },

    reset() {
      generation += 1;
      checkout().reset();
    },
  };

  // A purchase in progress belongs to the viewer who started it: logging out forgets it.
  stores.account.subscribe((state, previous) => {
    if (previous.user && !state.user) controller.reset();
  });
  return controller;
}
