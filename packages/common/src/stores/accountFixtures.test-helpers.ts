import { customerSchema } from '../entities/account';
import { offerSchema } from '../entities/checkout';
import { subscriptionSchema } from '../entities/subscription';

/** Account values shared by the account store and selector tests. */
export const user = (email = 'viewer@example.com') => customerSchema.parse({ id: 7, email, firstName: 'Ada' });

export const offer = offerSchema.parse({
  id: 'S2',
  type: 'subscription',
  offerId: 'S2',
  offerPrice: 50,
  offerCurrency: 'EUR',
  customerPriceInclTax: 50,
  customerCurrency: 'EUR',
  offerTitle: 'Yearly',
});

/** A monthly subscription that expires at 2,000,000 s. */
export const subscription = (status: string, extra: Record<string, unknown> = {}) =>
  subscriptionSchema.parse({ subscriptionId: 1, offerId: 'S1', status, expiresAt: 2_000_000, offerTitle: 'Monthly', ...extra });
