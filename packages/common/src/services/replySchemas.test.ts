import { describe, expect, it } from 'vitest';
import { deviceCodeSchema, deviceCodeStatusSchema } from './account';
import { cardPaymentResultSchema, redirectReplySchema } from './CheckoutService';
import { entitlementSchema, mediaEntitlementReplySchema } from './EntitlementService';
import { subscriptionSwitchSchema } from './SubscriptionService';

/** The reply shapes integrations validate against before handing results to controllers. */
describe('service reply schemas', () => {
  it.each([
    ['device code', deviceCodeSchema, { code: 'ABCD12', expiresAt: 1_700_000_000_000, pollInterval: 5 }],
    ['device code pending', deviceCodeStatusSchema, { status: 'pending' }],
    ['device code authorized', deviceCodeStatusSchema, { status: 'authorized', auth: { token: 'jwt', refreshToken: 'r', expires: 1 } }],
    ['device code expired', deviceCodeStatusSchema, { status: 'expired' }],
    ['PayPal redirect', redirectReplySchema, { redirectUrl: 'https://paypal.test/approve' }],
    ['card payment paid', cardPaymentResultSchema, { status: 'succeeded' }],
    ['card payment waiting', cardPaymentResultSchema, { status: 'pending' }],
    ['card payment 3-D Secure', cardPaymentResultSchema, { status: 'redirect', redirectUrl: 'https://bank.test/3ds' }],
    ['plan switch', subscriptionSwitchSchema, { toOfferId: 'S2', switchDirection: 'upgrade', price: 9.99 }],
    ['entitlement', entitlementSchema, { accessGranted: true }],
    ['media entitlement', mediaEntitlementReplySchema, { entitled: true, token: 'signed' }],
  ] as const)('accepts a %s reply', (_label, schema, reply) => {
    expect(schema.safeParse(reply).success).toBe(true);
  });

  it.each([
    ['a device code without code', deviceCodeSchema, { code: '' }],
    ['an authorized device code without tokens', deviceCodeStatusSchema, { status: 'authorized' }],
    ['a PayPal reply without url', redirectReplySchema, {}],
    ['a card redirect without url', cardPaymentResultSchema, { status: 'redirect' }],
    ['a sideways plan switch', subscriptionSwitchSchema, { toOfferId: 'S2', switchDirection: 'sideways' }],
    ['an entitlement without accessGranted', entitlementSchema, { data: {} }],
    ['a media entitlement with entitled as text', mediaEntitlementReplySchema, { entitled: 'yes' }],
  ] as const)('rejects %s', (_label, schema, reply) => {
    expect(schema.safeParse(reply).success).toBe(false);
  });
});
