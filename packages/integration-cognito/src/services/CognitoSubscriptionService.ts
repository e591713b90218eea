import {
  createAppError,
  failingAs,
  type PaymentDetail,
  type Receipt,
  type Subscription,
  type SubscriptionService,
  type SubscriptionSwitch,
  type Transaction,
} from '@ott/common';
import type { CognitoApiClient } from '../api/CognitoApiClient';
import { subscriptionFrom } from '../api/mappers';

/** What the services need of the account side: a valid access token (refreshed, 401 retried). */
export interface AccessTokenSession {
  authorized<T>(call: (token: string) => Promise<T>): Promise<T>;
}

const inPortal = (what: string) => createAppError('not_supported', { details: { reason: `${what} happens in the billing portal` } });

/**
 * The subscriptions of a Cognito account from our server (001 §7.7 GET /active-subscriptions).
 * Buying, cancelling, payment details and receipts live in the billing portal (the customer
 * portal of 000 §6, whose link is built from a one-time token and a return URL), so the site
 * shows none of its own: no payment details or transactions here, and the portal link instead.
 */
export class CognitoSubscriptionService implements SubscriptionService {
  constructor(
    private readonly api: CognitoApiClient,
    private readonly session: AccessTokenSession,
    private readonly billingPortalUrl: string | undefined,
    private readonly clock: () => number = Date.now,
  ) {}

  async getSubscriptions(): Promise<Subscription[]> {
    const subscriptions = await failingAs('fetch_user_failed', () => this.session.authorized((token) => this.api.activeSubscriptions(token)));
    const offerIds = [...new Set(subscriptions.map(({ offerId }) => offerId))];
    const titles = new Map<string, string>();
    if (offerIds.length > 0) {
      try {
        for (const offer of await this.api.productOffers(offerIds)) titles.set(offer.id, offer.title);
      } catch {
        // Titles are a nicety: the subscriptions show with their offer ids.
      }
    }
    return subscriptions.map((subscription) => subscriptionFrom(subscription, titles));
  }

  /** The one that gives access now: active, or cancelled and not yet expired. */
  async getActiveSubscription(): Promise<Subscription | null> {
    const now = this.clock() / 1000;
    const subscriptions = await this.getSubscriptions();
    return subscriptions.find(({ status, expiresAt }) => (status === 'active' || status === 'cancelled') && expiresAt > now) ?? null;
  }

  async getPaymentDetails(): Promise<PaymentDetail[]> {
    return [];
  }

  async getActivePayment(): Promise<PaymentDetail | null> {
    return null;
  }

  async getTransactions(): Promise<Transaction[]> {
    return [];
  }

  async cancelSubscription(): Promise<void> {
    throw inPortal('cancelling');
  }

  async renewSubscription(): Promise<void> {
    throw inPortal('renewing');
  }

  async getSubscriptionSwitches(): Promise<SubscriptionSwitch[]> {
    return [];
  }

  async switchSubscription(): Promise<void> {
    throw inPortal('changing the plan');
  }

  async changeSubscription(): Promise<void> {
    throw inPortal('changing the plan');
  }

  async updateCardDetails(): Promise<void> {
    throw inPortal('updating the card');
  }

  async getReceipt(): Promise<Receipt> {
    throw inPortal('showing receipts');
  }

  /** `{billingPortalUrl}?token=<one-time token>&returnUrl=<returnUrl>` (001 §7.7). */
  async getCustomerPortalUrl(returnUrl: string): Promise<string> {
    if (!this.billingPortalUrl) throw createAppError('not_supported', { details: { reason: 'no billingPortalUrl configured' } });
    const token = await this.session.authorized((bearer) => this.api.billingPortalToken(bearer));
    return billingPortalLink(this.billingPortalUrl, token, returnUrl);
  }
}

/** The portal link built from a token and a return URL. */
export function billingPortalLink(billingPortalUrl: string, token: string, returnUrl: string): string {
  const url = new URL(billingPortalUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('returnUrl', returnUrl);
  return url.toString();
}
