import { BILLING_HISTORY_PREVIEW_COUNT, SUBSCRIPTION_PAGE_SIZE } from '../constants';
import type { Customer, Subscription, Transaction } from '../entities';
import { SUBSCRIPTION_STATUS } from '../entities/subscriptionStatus';
import { isAppError, type AppError } from '../errors/AppError';
import { createAppError, type ErrorName } from '../errors/catalogue';
import { createAccountError, createCatalogueError } from '../errors/accountCatalogue';
import type { IntegrationServices } from '../di/registry';
import { planChangeAvailability } from '../rules/externalPaymentProvider';
import { type Now } from '../rules/parseIsoDate';
import { pendingDowngradeMetadata, pendingDowngradeOfferId, planSwitch, type PlanSwitch } from '../rules/planChange';
import { ADD_PAYMENT_METHOD_RELOAD_SCHEDULE, SUBSCRIPTION_RELOAD_SCHEDULE, SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE, type RetrySchedule } from '../rules/schedules/retrySchedules';
import { runSchedule } from '../rules/schedules/runSchedule';
import { timerSleep, type Sleep } from '../rules/schedules/sleep';
import { findActiveSubscription } from '../rules/subscriptionStatus';
import { cancelSubscription, renewSubscription, type SubscriptionRefusal } from '../rules/subscriptionTransitions';
import { silentLogger, type Logger } from '../services/logger';
import type { Receipt, SubscriptionSwitch, UpdateCardPayload } from '../services/SubscriptionService';
import type { AccountStore } from '../stores/accountStore';
import { createSubscriptionStore, type SubscriptionPart, type SubscriptionStore } from '../stores/subscriptionStore';

/**
 * The subscription side of a signed-in customer (spec 000 §2 payments page, §4 "Subscription",
 * "Plan change"; 001 §7.4): loading the subscriptions, payment details, billing history and plan
 * switches into the stores, and cancel, renew, plan switch and card update, each followed by the
 * reloads of the spec until the change shows.
 *
 * Every method raises catalogue errors (AppError); a refused transition raises before any call.
 */
export interface SubscriptionController {
  /** Payments-page state beyond the account store: all subscriptions, switches, per-part errors. */
  readonly store: SubscriptionStore;
  /** Subscriptions (the active one and a pending downgrade's offer), payment details and the first transactions. */
  load(): Promise<void>;
  /** Subscriptions only; answers the subscription that gives access now, or null. */
  reloadSubscriptions(): Promise<Subscription | null>;
  loadPaymentDetails(): Promise<void>;
  /** The first BILLING_HISTORY_PREVIEW_COUNT transactions, or every one with `all`. */
  loadTransactions(options?: { all?: boolean }): Promise<void>;
  /** The plans the active subscription can switch to (none for an in-app store subscription). */
  loadSwitches(): Promise<SubscriptionSwitch[]>;
  /** Reloads subscriptions until an active one shows (10 x 1.5 s by default); resolves whether one did. */
  reloadUntilActive(schedule?: RetrySchedule): Promise<boolean>;
  /** Cancels the active subscription; access stays until it expires. */
  cancel(): Promise<Subscription>;
  /** Renews a cancelled subscription (capability canRenewSubscription). */
  renew(): Promise<Subscription>;
  /** Upgrades now, or records a downgrade as pending until the current period ends. */
  switchPlan(toOfferId: string): Promise<PlanSwitch>;
  /**
   * Replaces the card on file (edit-card), then reloads the payment details; a card that needs the
   * bank's challenge answers the page to open instead (it returns to `payload.returnUrl`).
   */
  updateCard(payload: UpdateCardPayload): Promise<{ redirectUrl: string } | undefined>;
  /** Completes a card update after the bank's challenge page returned with `redirectResult`, then reloads the payment details. */
  finalizeCard(redirectResult: string): Promise<void>;
  /** After a payment method was added or changed: payment details, then subscriptions until active (5 tries). */
  afterPaymentMethodAdded(): Promise<boolean>;
  getReceipt(transactionId: string): Promise<Receipt>;
  getCustomerPortalUrl(returnUrl: string): Promise<string>;
  /** Logout: forgets the customer's subscription state; answers still on their way are dropped. */
  clear(): void;
}

export type SubscriptionControllerServices = Pick<IntegrationServices, 'subscriptions'> &
  Partial<Pick<IntegrationServices, 'checkout' | 'profile'>>;

export interface SubscriptionControllerOptions {
  services: SubscriptionControllerServices;
  stores: { account: AccountStore; subscription?: SubscriptionStore };
  logger?: Logger;
  /** Injected so that tests never wait for a reload schedule. */
  sleep?: Sleep;
  now?: () => Now;
}

type FallbackError = Extract<
  ErrorName,
  | 'fetch_user_failed'
  | 'get_transactions_failed'
  | 'update_subscription_failed'
  | 'change_subscription_failed'
  | 'update_card_details_failed'
  | 'get_receipt_failed'
  | 'not_supported'
>;

const asAppError = (error: unknown, fallback: FallbackError): AppError => (isAppError(error) ? error : createCatalogueError(fallback, { cause: error }));

/** Runs `call`, turning any failure into a catalogue error (fallback for foreign errors). */
async function attempt<T>(fallback: FallbackError, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAppError(error, fallback);
  }
}

const refusal = (fallback: FallbackError, reason: SubscriptionRefusal | string): AppError => createCatalogueError(fallback, { details: { reason } });

/** Every transaction, page by page, up to a bound that no real billing history reaches. */
const MAX_TRANSACTION_PAGES = 40;

export function createSubscriptionController(options: SubscriptionControllerOptions): SubscriptionController {
  const { services } = options;
  const account = options.stores.account;
  const store = options.stores.subscription ?? createSubscriptionStore();
  const logger = options.logger ?? silentLogger;
  const sleep = options.sleep ?? timerSleep;
  const now = options.now ?? (() => Date.now());
  const subscriptions = services.subscriptions;

  /** Bumped on logout: an answer that arrives for the customer who left changes nothing. */
  let generation = 0;
  /** The latest request of each kind wins over an older one that answers later. */
  const latest: Record<SubscriptionPart, number> = { subscriptions: 0, paymentDetails: 0, transactions: 0, switches: 0 };
  let aborter = new AbortController();

  function requireCustomer(): Customer {
    const user = account.getState().user;
    if (!user) throw createAppError('user_not_logged_in');
    return user;
  }

  function requireSubscription(): Subscription {
    const subscription = account.getState().subscription;
    if (!subscription) throw createAccountError('no_active_subscription');
    return subscription;
  }

  /**
   * Runs one load of `part`: sets its loading flag and error, normalises a failure once, and hands
   * the answer to `apply` only while it is the latest request of the same customer.
   */
  async function loadPart<T>(
    part: SubscriptionPart,
    fallback: FallbackError,
    call: (customer: Customer) => Promise<T>,
    apply: (value: T) => void,
  ): Promise<T | undefined> {
    const customer = requireCustomer();
    const id = ++latest[part];
    const session = generation;
    const current = () => session === generation && id === latest[part];
    const loadingKey = part === 'subscriptions' ? 'subscription' : part === 'switches' ? undefined : part;
    if (loadingKey) account.getState().setLoading(loadingKey, true);
    try {
      const value = await call(customer);
      if (!current()) return undefined;
      apply(value);
      store.getState().setError(part, null);
      return value;
    } catch (error) {
      const appError = asAppError(error, fallback);
      if (current()) store.getState().setError(part, appError);
      throw appError;
    } finally {
      if (loadingKey && current()) account.getState().setLoading(loadingKey, false);
    }
  }

  /** The offer a pending downgrade leads to, for the payments page (000 §4: "the target offer is fetched"). */
  async function loadPendingOffer(active: Subscription | null, customer: Customer, session: number): Promise<void> {
    const offerId = active ? pendingDowngradeOfferId(customer.metadata, active, now()) : undefined;
    if (!offerId || !services.checkout) {
      account.getState().setPendingOffer(null);
      return;
    }
    try {
      const offer = await services.checkout.getOffer(offerId);
      if (session === generation) account.getState().setPendingOffer(offer);
    } catch (error) {
      logger.warn('The offer of a pending plan switch could not be loaded', error);
    }
  }

  async function reloadSubscriptions(): Promise<Subscription | null> {
    const session = generation;
    let active: Subscription | null = null;
    let applied = false;
    const customer = requireCustomer();
    await loadPart(
      'subscriptions',
      'fetch_user_failed',
      (user) => subscriptions.getSubscriptions(user.id),
      (list) => {
        active = findActiveSubscription(list, now()) ?? null;
        applied = true;
        store.getState().setSubscriptions(list);
        account.getState().setSubscription(active);
      },
    ).finally(() => {
      if (session === generation) store.getState().setLoaded(true);
    });
    if (applied) await loadPendingOffer(active, customer, session);
    return applied ? active : account.getState().subscription;
  }

  async function loadTransactions({ all = false }: { all?: boolean } = {}): Promise<void> {
    await loadPart<{ items: Transaction[]; hasMore: boolean }>(
      'transactions',
      'get_transactions_failed',
      async (customer) => {
        if (!all) {
          // One more than shown tells whether "show all" has anything to add.
          const items = await subscriptions.getTransactions({ customerId: customer.id, limit: BILLING_HISTORY_PREVIEW_COUNT + 1, offset: 0 });
          return { items: items.slice(0, BILLING_HISTORY_PREVIEW_COUNT), hasMore: items.length > BILLING_HISTORY_PREVIEW_COUNT };
        }
        const items: Transaction[] = [];
        for (let page = 0; page < MAX_TRANSACTION_PAGES; page += 1) {
          const batch = await subscriptions.getTransactions({ customerId: customer.id, limit: SUBSCRIPTION_PAGE_SIZE, offset: page * SUBSCRIPTION_PAGE_SIZE });
          items.push(...batch);
          if (batch.length < SUBSCRIPTION_PAGE_SIZE) break;
        }
        return { items, hasMore: false };
      },
      ({ items, hasMore }) => {
        account.getState().setTransactions(items);
        store.getState().setHasMoreTransactions(hasMore);
      },
    );
  }

  async function loadPaymentDetails(): Promise<void> {
    await loadPart(
      'paymentDetails',
      'fetch_user_failed',
      (customer) => subscriptions.getPaymentDetails(customer.id),
      (details) => account.getState().setPaymentDetails(details),
    );
  }

  /**
   * Reloads subscriptions on `schedule` until `isDone` accepts the one giving access (spec 000 §4:
   * after an update, until an active one shows). Stops on logout.
   */
  async function reloadUntil(isDone: (subscription: Subscription | null) => boolean, schedule: RetrySchedule): Promise<boolean> {
    const outcome = await runSchedule(schedule, () => reloadSubscriptions(), isDone, { sleep, signal: aborter.signal });
    if (outcome.status === 'exhausted' && outcome.lastError) logger.warn('Reloading the subscription failed', outcome.lastError);
    return outcome.status === 'done';
  }

  /** The active subscription's status, once the provider shows `status` for it. */
  const showsStatus = (subscriptionId: string, status: string) => (subscription: Subscription | null) =>
    subscription?.subscriptionId === subscriptionId && subscription.status === status;

  const controller: SubscriptionController = {
    store,

    async load() {
      const results = await Promise.allSettled([reloadSubscriptions(), loadPaymentDetails(), loadTransactions()]);
      for (const result of results) {
        if (result.status === 'rejected') logger.warn('Part of the subscription state could not be loaded', result.reason);
      }
    },

    reloadSubscriptions,
    loadPaymentDetails,
    loadTransactions,

    async loadSwitches() {
      const active = account.getState().subscription;
      if (!active || !planChangeAvailability(active).canChangePlan) {
        store.getState().setSwitches([]);
        return [];
      }
      return (
        (await loadPart(
          'switches',
          'fetch_user_failed',
          (customer) => subscriptions.getSubscriptionSwitches(customer.id, active.offerId),
          (switches) => store.getState().setSwitches(switches),
        )) ?? store.getState().switches
      );
    },

    reloadUntilActive: (schedule = SUBSCRIPTION_RELOAD_SCHEDULE) => reloadUntil((subscription) => subscription !== null, schedule),

    async cancel() {
      const customer = requireCustomer();
      const current = requireSubscription();
      const transition = cancelSubscription(current);
      if (!transition.ok) throw refusal('update_subscription_failed', transition.reason);
      await attempt('update_subscription_failed', () => subscriptions.cancelSubscription(customer.id, current));
      // The change counts as done; the page shows the provider's own answer once it has it.
      account.getState().setSubscription(transition.subscription);
      await reloadUntil(showsStatus(current.subscriptionId, SUBSCRIPTION_STATUS.CANCELLED), SUBSCRIPTION_RELOAD_SCHEDULE);
      return account.getState().subscription ?? transition.subscription;
    },

    async renew() {
      const customer = requireCustomer();
      const current = requireSubscription();
      const transition = renewSubscription(current, { renewalAllowed: account.getState().capabilities.canRenewSubscription });
      if (!transition.ok) throw refusal('update_subscription_failed', transition.reason);
      await attempt('update_subscription_failed', () => subscriptions.renewSubscription(customer.id, current));
      account.getState().setSubscription(transition.subscription);
      await reloadUntil(showsStatus(current.subscriptionId, SUBSCRIPTION_STATUS.ACTIVE), SUBSCRIPTION_RELOAD_SCHEDULE);
      return account.getState().subscription ?? transition.subscription;
    },

    async switchPlan(toOfferId) {
      const customer = requireCustomer();
      const current = requireSubscription();
      const availability = planChangeAvailability(current);
      if (!availability.canChangePlan) throw refusal('change_subscription_failed', `managed by ${availability.providerName}`);
      const target = store.getState().switches.find((option) => option.toOfferId === toOfferId);
      if (!target) throw refusal('change_subscription_failed', `no switch from ${current.offerId} to ${toOfferId}`);

      const byRule = planSwitch(
        {
          subscriptionId: current.subscriptionId,
          expiresAt: current.expiresAt,
          customerPriceInclTax: current.nextPaymentPrice ?? current.totalPrice,
          customerCurrency: current.nextPaymentCurrency,
          period: current.period,
        },
        { offerId: toOfferId, customerPriceInclTax: target.price, customerCurrency: target.currency },
      );
      // The provider enforces its own direction for the switch it offered: it wins over the price rule.
      const change: PlanSwitch =
        target.switchDirection === byRule.direction
          ? byRule
          : target.switchDirection === 'upgrade'
            ? { direction: 'upgrade', toOfferId }
            : { direction: 'downgrade', toOfferId, subscriptionId: current.subscriptionId, pendingUntil: current.expiresAt };

      await attempt('change_subscription_failed', () => subscriptions.switchSubscription({ customerId: customer.id, offerId: current.offerId, toOfferId, switchDirection: change.direction }));
      if (change.direction === 'downgrade' && services.profile) {
        try {
          const updated = await services.profile.updateCustomer({ id: customer.id, metadata: { ...customer.metadata, ...pendingDowngradeMetadata(change) } });
          if (account.getState().user?.id === updated.id) account.getState().setUser(updated);
        } catch (error) {
          // The provider has the switch; only the page's "pending" note is missing until the next load.
          logger.warn('The pending plan switch could not be recorded on the customer', error);
        }
      }
      await reloadUntil((subscription) => subscription !== null, SUBSCRIPTION_SWITCH_RELOAD_SCHEDULE);
      return change;
    },

    async updateCard(payload) {
      requireCustomer();
      const result = await attempt('update_card_details_failed', () => subscriptions.updateCardDetails(payload));
      if (result && 'redirectUrl' in result) return { redirectUrl: result.redirectUrl };
      await loadPaymentDetails().catch((error: unknown) => logger.warn('The payment details could not be reloaded', error));
      return undefined;
    },

    async finalizeCard(redirectResult) {
      requireCustomer();
      const finalize = subscriptions.finalizeCardDetails?.bind(subscriptions);
      if (!finalize) throw createAppError('not_supported', { details: { reason: 'the provider has no card challenge to finalize' } });
      await attempt('update_card_details_failed', () => finalize({ redirectResult }));
      await loadPaymentDetails().catch((error: unknown) => logger.warn('The payment details could not be reloaded', error));
    },

    async afterPaymentMethodAdded() {
      await loadPaymentDetails().catch((error: unknown) => logger.warn('The payment details could not be reloaded', error));
      return reloadUntil((subscription) => subscription !== null, ADD_PAYMENT_METHOD_RELOAD_SCHEDULE);
    },

    async getReceipt(transactionId) {
      const customer = requireCustomer();
      return await attempt('get_receipt_failed', () => subscriptions.getReceipt({ transactionId, customerId: customer.id }));
    },

    async getCustomerPortalUrl(returnUrl) {
      requireCustomer();
      return await attempt('not_supported', () => subscriptions.getCustomerPortalUrl(returnUrl));
    },

    clear() {
      generation += 1;
      aborter.abort();
      aborter = new AbortController();
      store.getState().clear();
    },
  };

  return controller;
}
