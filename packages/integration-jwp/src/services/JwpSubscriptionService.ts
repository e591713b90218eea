import {
  assertFeatureEnabled,
  createAccountError,
  createAppError,
  isHttpError,
  type PaymentDetail,
  type ProviderCapabilities,
  type Receipt,
  type Subscription,
  type SubscriptionService,
  type SubscriptionSwitch,
  type Transaction,
  type TransactionsQuery,
  type UpdateCardPayload,
} from '@ott/common';
import type { JwpApiClient } from '../api/JwpApiClient';
import { accessFeeIdOf, toGrantedSubscription, toPaymentDetail, toSubscription, toTransaction } from '../api/mappers';
import { failingAs } from '../errors/operationErrors';
import type { JwpSession } from '../session/JwpSession';
import { NO_ACCESS_STATUS } from './JwpEntitlementService';

/** The variant adapter reads the first page of 15 subscriptions (000 §9). */
export const SUBSCRIPTIONS_PAGE = { limit: 15, page: 0 } as const;

export interface JwpSubscriptionServiceOptions {
  api: Pick<
    JwpApiClient,
    'getItemAccess' | 'getSubscriptions' | 'getPaymentHistory' | 'getDefaultCards' | 'setDefaultCard' | 'switchStripeSubscription' | 'getReceipt' | 'unsubscribe'
  >;
  session: Pick<JwpSession, 'authorized'>;
  /** The site's subscription asset (`integrations.jwp.assetId`); null on an AUTHVOD site. */
  assetId: string | null;
  capabilities: ProviderCapabilities;
}

/** The file name a receipt is saved under (000 §9). */
export const receiptFileName = (transactionId: string): string => `receipt_${transactionId}.pdf`;

/**
 * The variant adapter of 001 §7.5: the subscription is the customer's access to the site's asset
 * (GET /items/{assetId}/access; 402 = none) described by its entry in the first 15 subscriptions
 * (or, without one, access granted by the publisher); payment history as transactions; the default
 * card; the Stripe switch to another access fee; receipts as PDF; cancel through the unsubscribe URL.
 */
export class JwpSubscriptionService implements SubscriptionService {
  constructor(private readonly options: JwpSubscriptionServiceOptions) {}

  private assetId(): string {
    if (!this.options.assetId) throw createAppError('no_asset_id_configured');
    return this.options.assetId;
  }

  /** `_customerId`: the platform knows the customer from the token. */
  async getActiveSubscription(_customerId?: string): Promise<Subscription | null> {
    const assetId = this.assetId();
    return this.options.session.authorized(async (token) => {
      let access;
      try {
        access = await this.options.api.getItemAccess(token, assetId);
      } catch (error) {
        if (isHttpError(error, NO_ACCESS_STATUS)) return null;
        throw error;
      }
      const { collection } = await this.options.api.getSubscriptions(token, SUBSCRIPTIONS_PAGE);
      const entry = collection.find((subscription) => subscription.item_id === access.item.id);
      return entry ? toSubscription(entry, access) : toGrantedSubscription(access);
    });
  }

  async getSubscriptions(_customerId?: string): Promise<Subscription[]> {
    const active = await this.getActiveSubscription();
    return active ? [active] : [];
  }

  /** The default card of each currency (GET /v2/payments/cards/default); none stored is an empty list. */
  async getPaymentDetails(_customerId?: string): Promise<PaymentDetail[]> {
    try {
      const { cards } = await this.options.session.authorized((token) => this.options.api.getDefaultCards(token));
      return Object.entries(cards ?? {}).map(([currency, card]) => toPaymentDetail(currency, card));
    } catch (error) {
      if (isHttpError(error, 404)) return [];
      throw error;
    }
  }

  async getActivePayment(_customerId?: string): Promise<PaymentDetail | null> {
    return (await this.getPaymentDetails())[0] ?? null;
  }

  /** The payment history (newest first as the platform sends it), paged here with limit and offset. */
  async getTransactions({ limit, offset = 0 }: TransactionsQuery): Promise<Transaction[]> {
    const { collection } = await failingAs('get_transactions_failed', () => this.options.session.authorized((token) => this.options.api.getPaymentHistory(token)));
    const transactions = collection.map(toTransaction);
    return transactions.slice(offset, limit === undefined ? undefined : offset + limit);
  }

  /** GET the subscription's unsubscribe URL ("Missing unsubscribe url" without one). */
  async cancelSubscription(_customerId: string, subscription: Subscription): Promise<void> {
    const url = subscription.unsubscribeUrl;
    if (!url) throw createAccountError('missing_unsubscribe_url');
    await failingAs('update_subscription_failed', () => this.options.session.authorized((token) => this.options.api.unsubscribe(token, url)));
  }

  /** The platform cannot renew (capability canRenewSubscription off). */
  async renewSubscription(): Promise<void> {
    assertFeatureEnabled(this.options.capabilities, 'canRenewSubscription');
  }

  /** Plans change to another access fee (changeSubscription), not through switch offers. */
  async getSubscriptionSwitches(): Promise<SubscriptionSwitch[]> {
    return [];
  }

  async switchSubscription(): Promise<void> {
    throw createAppError('not_supported', { details: { reason: 'plans are changed with changeSubscription' } });
  }

  /** The Stripe switch: the subscription moves to another access fee of the asset. */
  async changeSubscription({ accessFeeId, subscriptionId }: { accessFeeId: string; subscriptionId: string }): Promise<void> {
    await failingAs('change_subscription_failed', () =>
      this.options.session.authorized((token) => this.options.api.switchStripeSubscription(token, { inplayer_token: subscriptionId, access_fee_id: accessFeeIdOf(accessFeeId) })),
    );
  }

  /** PUT /v2/payments/cards/default: the card becomes the default of its currency. */
  async updateCardDetails({ cardName, cardNumber, cvc, expMonth, expYear, currency }: UpdateCardPayload): Promise<void> {
    const year = String(expYear);
    await failingAs('update_card_details_failed', () =>
      this.options.session.authorized((token) =>
        this.options.api.setDefaultCard(token, {
          number: cardNumber.replace(/[\s-]/g, ''),
          card_name: cardName.trim(),
          cvv: cvc.trim(),
          exp_month: String(expMonth),
          exp_year: year.length === 2 ? `20${year}` : year,
          currency_iso: currency,
        }),
      ),
    );
  }

  /** The receipt PDF, named receipt_{id}.pdf for saving. */
  async getReceipt({ transactionId }: { transactionId: string }): Promise<Receipt> {
    const blob = await failingAs('get_receipt_failed', () => this.options.session.authorized((token) => this.options.api.getReceipt(token, transactionId)));
    const type = blob.type || 'application/pdf';
    return typeof File === 'function' ? new File([blob], receiptFileName(transactionId), { type }) : blob;
  }

  /** The platform has no customer portal. */
  async getCustomerPortalUrl(): Promise<string> {
    throw createAppError('not_supported', { details: { reason: 'no customer portal' } });
  }
}

