import { z } from '../zod';
import type { PaymentDetail, Subscription, Transaction } from '../entities';

/**
 * The subscription side of an integration (001 §7.4, §7.5 variant adapter, §7.7): subscriptions,
 * payment details, billing history, cancel/renew, plan switches and receipts.
 */

export interface TransactionsQuery {
  customerId: string;
  limit?: number;
  offset?: number;
}

/** Availability of a switch from one offer to another (001 §7.4 subscription_switches availability). */
export const subscriptionSwitchSchema = z.object({
  toOfferId: z.string(),
  switchDirection: z.enum(['upgrade', 'downgrade']),
  title: z.optional(z.string()),
  price: z.optional(z.number()),
  currency: z.optional(z.string()),
});
export type SubscriptionSwitch = z.infer<typeof subscriptionSwitchSchema>;

export interface SwitchSubscriptionPayload {
  customerId: string;
  offerId: string;
  toOfferId: string;
  switchDirection: SubscriptionSwitch['switchDirection'];
}

/** Card details for the edit-card form (001 §7.5 PUT /v2/payments/cards/default). */
export interface UpdateCardPayload {
  cardName: string;
  cardNumber: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  currency: string;
  /** Where a card that needs the bank's challenge returns (payment-return parameters, 000 §2); default: the current page. */
  returnUrl?: string;
}

/** A plan switch as the provider keeps it (001 §7.4 GET /subscription_switches/{id}): a downgrade stays pending until the period ends. */
export const pendingSwitchSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value))),
  direction: z.enum(['upgrade', 'downgrade']),
  fromOfferId: z.string(),
  toOfferId: z.string(),
  status: z.string(),
  algorithm: z.optional(z.string()),
});
export type PendingSwitch = z.infer<typeof pendingSwitchSchema>;

/** Where the PayPal approval page returns (success, cancel, error with `message`). */
export interface PayPalDetailsPayload {
  successUrl: string;
  cancelUrl: string;
  errorUrl: string;
}

/** A receipt: a document to save as receipt_{id}.pdf, or an HTML page to show. */
export type Receipt = Blob | string;

export interface SubscriptionService {
  /** All subscriptions of the customer, granted access included (000 §4). */
  getSubscriptions(customerId: string): Promise<Subscription[]>;
  /** The subscription that gives access now (active or cancelled), or null. */
  getActiveSubscription(customerId: string): Promise<Subscription | null>;
  getPaymentDetails(customerId: string): Promise<PaymentDetail[]>;
  /** The payment detail in use, or null. */
  getActivePayment(customerId: string): Promise<PaymentDetail | null>;
  getTransactions(query: TransactionsQuery): Promise<Transaction[]>;

  /** Cancels through the unsubscribe link ("Missing unsubscribe url" without one); status becomes cancelled. */
  cancelSubscription(customerId: string, subscription: Subscription): Promise<void>;
  /** Renews a cancelled subscription (capability canRenewSubscription); status becomes active. */
  renewSubscription(customerId: string, subscription: Subscription): Promise<void>;

  getSubscriptionSwitches(customerId: string, offerId: string): Promise<SubscriptionSwitch[]>;
  /** Upgrades now or records a pending downgrade until the expiry date. */
  switchSubscription(payload: SwitchSubscriptionPayload): Promise<void>;
  /** Video-platform variant: change to another access fee (001 §7.9 change subscription). */
  changeSubscription(payload: { accessFeeId: string; subscriptionId: string }): Promise<void>;

  /**
   * Capability canUpdatePaymentMethod / edit-card; "Failed to update card details" on failure.
   * A card that needs the bank's challenge answers the page to open (it returns to returnUrl with
   * redirectResult, for finalizeCardDetails); otherwise the card is stored when this resolves.
   */
  updateCardDetails(payload: UpdateCardPayload): Promise<void | { redirectUrl: string }>;
  /** A billing receipt (capability canShowReceipts); "Couldn't parse receipt..." when unreadable. */
  getReceipt(payload: { transactionId: string; customerId?: string }): Promise<Receipt>;
  /** The customer-portal page that manages the subscription, returning to returnUrl. */
  getCustomerPortalUrl(returnUrl: string): Promise<string>;

  // Optional: integrations whose provider keeps payment details and switches of its own (billing variant).
  /** Removes a stored payment detail (001 §7.4 DELETE /payment_details/{id}). */
  deletePaymentDetails?(paymentDetailsId: string): Promise<void>;
  /** Completes a card update after the bank's challenge page returned with redirectResult. */
  finalizeCardDetails?(payload: { redirectResult: string }): Promise<void>;
  /** Starts adding PayPal as the payment detail; the browser follows redirectUrl. */
  addPayPalPaymentDetails?(payload: PayPalDetailsPayload): Promise<{ redirectUrl: string }>;
  /** A switch by id, e.g. the subscription's pendingSwitchId (what the plan becomes, when). */
  getSubscriptionSwitch?(switchId: string): Promise<PendingSwitch>;
}
