import {
  createAppError,
  injectable,
  type PaymentDetail,
  type Receipt,
  type Subscription,
  type SubscriptionService,
  type SubscriptionSwitch,
  type Transaction,
} from '@ott/common';

const notSupported = (): Promise<never> => Promise.reject(createAppError('not_supported'));

/**
 * Subscriptions on the custom account API: there are none. Reads answer "no subscription" the way
 * the interface spells it (null for the active subscription and payment, empty lists for the
 * rest); every action raises "Not supported".
 */
@injectable()
export class NoPaymentsSubscriptionService implements SubscriptionService {
  async getSubscriptions(_customerId: string): Promise<Subscription[]> {
    return [];
  }

  async getActiveSubscription(_customerId: string): Promise<Subscription | null> {
    return null;
  }

  async getPaymentDetails(_customerId: string): Promise<PaymentDetail[]> {
    return [];
  }

  async getActivePayment(_customerId: string): Promise<PaymentDetail | null> {
    return null;
  }

  async getTransactions(): Promise<Transaction[]> {
    return [];
  }

  async getSubscriptionSwitches(_customerId: string, _offerId: string): Promise<SubscriptionSwitch[]> {
    return [];
  }

  cancelSubscription(): Promise<void> {
    return notSupported();
  }

  renewSubscription(): Promise<void> {
    return notSupported();
  }

  switchSubscription(): Promise<void> {
    return notSupported();
  }

  changeSubscription(): Promise<void> {
    return notSupported();
  }

  updateCardDetails(): Promise<void> {
    return notSupported();
  }

  getReceipt(): Promise<Receipt> {
    return notSupported();
  }

  getCustomerPortalUrl(_returnUrl: string): Promise<string> {
    return notSupported();
  }
}
