import {
  SUBSCRIPTION_STATUS,
  createAccountError, createAppError,
  type PayPalDetailsPayload,
  type PaymentDetail,
  type PendingSwitch,
  type Receipt,
  type Subscription,
  type SubscriptionService,
  type SubscriptionSwitch,
  type SwitchSubscriptionPayload,
  type Transaction,
  type TransactionsQuery,
  type UpdateCardPayload,
} from '@ott/common';
import type { CleengCommerceApi } from '../api/CleengCommerceApi';
import { wireId } from '../api/mappers';
import { failingAs, operationError } from '../errors/operationErrors';
import { asPaymentError, browserInfo, refusalIn } from './cardPayments';
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

  /** The provider's id of a payment method ('card' or 'paypal'), from GET /payment-methods. */
  private async paymentMethodId(token: string, methodName: 'card' | 'paypal'): Promise<string> {
    const method = (await this.options.api.getPaymentMethods(token)).paymentMethods.find((candidate) => candidate.methodName === methodName);
    if (!method) throw createAccountError('update_card_details_failed', { details: { reason: `no ${methodName} payment method` } });
    return method.id;
  }

  /**
   * A new card through the card connector's payment details (POST /connectors/adyen/payment-details):
   * stored and active when this resolves, or the bank's page to open first (then finalizeCardDetails).
   * Refusals are "Failed to update card details" with the gateway's reason.
   */
  async updateCardDetails({ cardName, cardNumber, cvc, expMonth, expYear, returnUrl }: UpdateCardPayload): Promise<void | { redirectUrl: string }> {
    const backTo = returnUrl ?? globalThis.location?.href;
    if (!backTo) throw createAccountError('update_card_details_failed', { details: { reason: 'returnUrl is required' } });
    const year = String(expYear);
    const reply = await this.cardCall(() =>
      this.options.session.authorized(async (token) => {
        const info = browserInfo();
        return this.options.api.addPaymentDetails(token, {
          paymentMethodId: wireId(await this.paymentMethodId(token, 'card')),
          returnUrl: backTo,
          paymentMethod: { type: 'scheme', number: cardNumber.replace(/[\s-]/g, ''), expiryMonth: String(expMonth).padStart(2, '0'), expiryYear: year.length === 2 ? `20${year}` : year, cvc: cvc.trim(), holderName: cardName.trim() },
          ...(info ? { browserInfo: info } : {}),
        });
      }),
    );
    const refusal = refusalIn(reply);
    if (refusal) throw createAccountError('update_card_details_failed', { details: { reason: refusal } });
    if (reply.action) {
      if (reply.action.type === 'redirect' && reply.action.url) return { redirectUrl: reply.action.url };
      throw createAccountError('update_card_details_failed', { details: { reason: `the gateway asked for a ${reply.action.type} step this app cannot show` } });
    }
  }

  /** After the bank's page of a card update: redirectResult -> POST /connectors/adyen/payment-details/finalize. */
  async finalizeCardDetails({ redirectResult }: { redirectResult: string }): Promise<void> {
    if (!redirectResult) throw createAccountError('update_card_details_failed', { details: { reason: 'redirectResult is missing' } });
    await this.cardCall(() =>
      this.options.session.authorized(async (token) =>
        this.options.api.finalizePaymentDetails(token, { paymentMethodId: wireId(await this.paymentMethodId(token, 'card')), details: { redirectResult } }),
      ),
    );
  }

  /** PayPal as the payment detail: POST /connectors/paypal/v1/payment_details/tokens, the approval page's URL. */
  async addPayPalPaymentDetails({ successUrl, cancelUrl, errorUrl }: PayPalDetailsPayload): Promise<{ redirectUrl: string }> {
    try {
      return await this.options.session.authorized(async (token) =>
        this.options.api.payPalDetailsToken(token, { paymentMethodId: wireId(await this.paymentMethodId(token, 'paypal')), successUrl, cancelUrl, errorUrl }),
      );
    } catch (error) {
      throw operationError('paypal_url_failed', error);
    }
  }

  /** DELETE /payment_details/{id}. */
  async deletePaymentDetails(paymentDetailsId: string): Promise<void> {
    await failingAs('update_card_details_failed', () => this.options.session.authorized((token) => this.options.api.deletePaymentDetails(token, paymentDetailsId)));
  }

  /** GET /subscription_switches/{id}: e.g. the subscription's pendingSwitchId. */
  async getSubscriptionSwitch(switchId: string): Promise<PendingSwitch> {
    return failingAs('change_subscription_failed', () => this.options.session.authorized((token) => this.options.api.getSubscriptionSwitch(token, switchId)));
  }

  private async cardCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw asPaymentError(error, 'update_card_details_failed');
    }
  }

  async getReceipt({ transactionId }: { transactionId: string }): Promise<Receipt> {
    return failingAs('get_receipt_failed', () => this.options.session.authorized((token) => this.options.api.getReceipt(token, transactionId)));
  }

  /** The provider has no customer portal (001 §7.4 lists none). */
  async getCustomerPortalUrl(): Promise<string> {
    throw createAppError('not_supported', { details: { reason: 'no customer portal' } });
  }
}
