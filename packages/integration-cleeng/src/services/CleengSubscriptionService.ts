import {
  SUBSCRIPTION_STATUS,
  createAppError,
  type PaymentDetail,
  type Receipt,
  type Subscription,
  type SubscriptionService,
  type SubscriptionSwitch,
  type SwitchSubscriptionPayload,
  type Transaction,
  type TransactionsQuery,
} from '@ott/common';
import type { CleengCommerceApi } from '../api/CleengCommerceApi';
import { failingAs } from '../errors/operationErrors';
import type { CleengSession } from '../session/CleengSession';

export interface CleengSubscriptionServiceOptions {
  api: CleengCommerceApi;
  session: Pick<CleengSession, 'authorized'>;
}

const givesAccess = (subscription: Subscription): boolean =>
  subscription.status === SUBSCRIPTION_STATUS.ACTIVE || subscription.status === SUBSCRIPTION_STATUS.CANCELLED;

/**
 * Subscriptions with the provider (001 §7.4): list, cancel and renew (PATCH with the new status),
 * plan switches, payment details, transactions with limit/offset, receipts.
 */
export class CleengSubscriptionService implements SubscriptionService {
  constructor(private readonly options: CleengSubscriptionServiceOptions) {}

  async getSubscriptions(customerId: string): Promise<Subscription[]> {
    return (await this.options.session.authorized((token) => this.options.api.getSubscriptions(token, customerId))).items;
  }

  /** The one that gives access now: active or cancelled (000 §4). */
  async getActiveSubscription(customerId: string): Promise<Subscription | null> {
    return (await this.getSubscriptions(customerId)).find(givesAccess) ?? null;
  }

  async getPaymentDetails(customerId: string): Promise<PaymentDetail[]> {
    return (await this.options.session.authorized((token) => this.options.api.getPaymentDetails(token, customerId))).paymentDetails;
  }

  async getActivePayment(customerId: string): Promise<PaymentDetail | null> {
    return (await this.getPaymentDetails(customerId)).find((detail) => detail.active) ?? null;
  }

  async getTransactions({ customerId, limit, offset }: TransactionsQuery): Promise<Transaction[]> {
    const reply = await failingAs('get_transactions_failed', () =>
      this.options.session.authorized((token) => this.options.api.getTransactions(token, customerId, { limit, offset })),
    );
    return reply.items;
  }

  async cancelSubscription(customerId: string, subscription: Subscription): Promise<void> {
    await failingAs('update_subscription_failed', () =>
      this.options.session.authorized((token) => this.options.api.updateSubscription(token, customerId, { offerId: subscription.offerId, status: 'cancelled' })),
    );
  }

  async renewSubscription(customerId: string, subscription: Subscription): Promise<void> {
    await failingAs('update_subscription_failed', () =>
      this.options.session.authorized((token) => this.options.api.updateSubscription(token, customerId, { offerId: subscription.offerId, status: 'active' })),
    );
  }

  async getSubscriptionSwitches(customerId: string, offerId: string): Promise<SubscriptionSwitch[]> {
    return (await this.options.session.authorized((token) => this.options.api.getSwitchAvailability(token, customerId, offerId))).available;
  }

  async switchSubscription({ customerId, offerId, toOfferId, switchDirection }: SwitchSubscriptionPayload): Promise<void> {
    await failingAs('change_subscription_failed', () =>
      this.options.session.authorized((token) => this.options.api.switchSubscription(token, customerId, offerId, { toOfferId, switchDirection })),
    );
  }

  /** The video-platform variant's access-fee change; this provider switches plans with switchSubscription. */
  async changeSubscription(): Promise<void> {
    throw createAppError('not_supported', { details: { reason: 'plans are changed with switchSubscription' } });
  }

  /** Cards are replaced through the provider's payment-details flow (card connector, PayPal): not done yet. */
  async updateCardDetails(): Promise<void> {
    throw createAppError('update_card_details_failed', { details: { reason: 'card details change through the provider payment-details flow' } });
  }

  async getReceipt({ transactionId }: { transactionId: string }): Promise<Receipt> {
    return failingAs('get_receipt_failed', () => this.options.session.authorized((token) => this.options.api.getReceipt(token, transactionId)));
  }

  /** The provider has no customer portal (001 §7.4 lists none). */
  async getCustomerPortalUrl(): Promise<string> {
    throw createAppError('not_supported', { details: { reason: 'no customer portal' } });
  }
}
