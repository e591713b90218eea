import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_URL, useMswServer } from '../../test/support/msw';
import { CognitoApiClient } from '../api/CognitoApiClient';
import { CognitoCheckoutService } from './CognitoCheckoutService';
import { CognitoEntitlementService, entitledPlanOf } from './CognitoEntitlementService';
import { CognitoSubscriptionService, billingPortalLink } from './CognitoSubscriptionService';

const server = useMswServer();
const ACCESS_TOKEN = 'pool-access-token';
const NOW = Date.parse('2026-11-26T12:00:00Z');
const session = { authorized: <T>(call: (token: string) => Promise<T>) => call(ACCESS_TOKEN) };
const api = () => new CognitoApiClient({ apiUrl: API_URL, entitlementUrl: API_URL });

/** Our server's routes (001 §7.7, the contract's shapes), refusing a missing bearer with 401 as the server does. */
const bearer = (request: Request) => request.headers.get('Authorization') === `Bearer ${ACCESS_TOKEN}`;
const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub1',
  offerId: 'cognito-monthly',
  planId: 'cognito-svod',
  status: 'active',
  startedAt: '2026-11-01T00:00:00Z',
  expiresAt: '2026-12-01T00:00:00Z',
  period: 'month',
  price: 4.99,
  currency: 'EUR',
  paymentMethod: 'card',
  ...overrides,
});
const OFFERS = [
  { id: 'cognito-monthly', planId: 'cognito-svod', title: 'Monthly', price: 4.99, currency: 'EUR', period: 'month', trialDays: 7 },
  { id: 'cognito-yearly', planId: 'cognito-svod', title: 'Yearly', price: 49.99, currency: 'EUR', period: 'year', trialDays: null },
];
const routes = (subscriptions: unknown[]) => [
  http.get(`${API_URL}/active-subscriptions`, ({ request }) => (bearer(request) ? HttpResponse.json({ subscriptions }) : HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }))),
  http.get(`${API_URL}/product-offers`, ({ request }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.getAll('id');
    return HttpResponse.json({ offers: OFFERS.filter((offer) => ids.includes(offer.id)).map((offer) => ({ ...offer, country: url.searchParams.get('country') })) });
  }),
];

describe('subscriptions (GET /active-subscriptions)', () => {
  it('shows the account\'s subscriptions with the offer titles, dates in seconds, the next payment of an active one', async () => {
    server.use(...routes([subscription(), subscription({ id: 'sub0', offerId: 'cognito-yearly', status: 'expired', expiresAt: '2026-01-01T00:00:00Z' })]));
    const service = new CognitoSubscriptionService(api(), session, `${API_URL}/billing-portal`, () => NOW);
    const [active, expired] = await service.getSubscriptions();
    expect(active).toMatchObject({ subscriptionId: 'sub1', offerTitle: 'Monthly', status: 'active', expiresAt: Date.parse('2026-12-01T00:00:00Z') / 1000, nextPaymentPrice: 4.99, period: 'month' });
    expect(expired).toMatchObject({ subscriptionId: 'sub0', offerTitle: 'Yearly', status: 'expired', nextPaymentAt: undefined });
    expect(await service.getActiveSubscription()).toMatchObject({ subscriptionId: 'sub1' });
  });

  it.each([
    ['none', [], null],
    ['only an expired one', [subscription({ status: 'expired', expiresAt: '2026-11-01T00:00:00Z' })], null],
    ['a cancelled one still running', [subscription({ status: 'cancelled' })], 'sub1'],
    ['a cancelled one past its end', [subscription({ status: 'cancelled', expiresAt: '2026-11-20T00:00:00Z' })], null],
  ])('the active subscription with %s', async (_name, subscriptions, expected) => {
    server.use(...routes(subscriptions));
    const active = await new CognitoSubscriptionService(api(), session, undefined, () => NOW).getActiveSubscription();
    expect(active?.subscriptionId ?? null).toBe(expected);
  });

  it('builds the billing-portal link from a one-time token and the return URL', async () => {
    server.use(http.post(`${API_URL}/billing-portal-token`, ({ request }) => (bearer(request) ? HttpResponse.json({ token: 'one-time' }) : new HttpResponse(null, { status: 401 }))));
    const url = await new CognitoSubscriptionService(api(), session, `${API_URL}/billing-portal`).getCustomerPortalUrl('https://site.example.org/u?x=1');
    expect(url).toBe(billingPortalLink(`${API_URL}/billing-portal`, 'one-time', 'https://site.example.org/u?x=1'));
    expect(new URL(url).searchParams.get('returnUrl')).toBe('https://site.example.org/u?x=1');
    expect(new URL(url).searchParams.get('token')).toBe('one-time');
  });

  it('sends cancelling and plan changes to the portal ("Not supported" here)', async () => {
    const service = new CognitoSubscriptionService(api(), session, undefined);
    await expect(service.cancelSubscription()).rejects.toThrow('Not supported');
    await expect(service.getCustomerPortalUrl('https://site.example.org')).rejects.toThrow('Not supported');
  });

  it('fails with the server\'s message and status', async () => {
    server.use(http.get(`${API_URL}/active-subscriptions`, () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })));
    await expect(new CognitoSubscriptionService(api(), session, undefined).getSubscriptions()).rejects.toMatchObject({ message: 'Too many requests', code: 429 });
  });
});

describe('offers (GET /product-offers?id=&country=)', () => {
  it('gives the asked offers in the asked order with the country\'s prices', async () => {
    server.use(...routes([]));
    const offers = await new CognitoCheckoutService(api(), () => 'NL').getOffers(['cognito-yearly', 'cognito-monthly', 'unknown']);
    expect(offers.map(({ offerId, customerPriceInclTax, period, freeDays, customerCountry }) => ({ offerId, customerPriceInclTax, period, freeDays, customerCountry }))).toEqual([
      { offerId: 'cognito-yearly', customerPriceInclTax: 49.99, period: 'year', freeDays: undefined, customerCountry: 'NL' },
      { offerId: 'cognito-monthly', customerPriceInclTax: 4.99, period: 'month', freeDays: 7, customerCountry: 'NL' },
    ]);
  });

  it('"Failed to get offers" when the server fails without a message', async () => {
    server.use(http.get(`${API_URL}/product-offers`, () => new HttpResponse(null, { status: 502 })));
    await expect(new CognitoCheckoutService(api()).getOffers(['cognito-monthly'])).rejects.toThrow('Failed to get offers');
  });
});

describe('entitlement (POST /entitlement, GET /get-access)', () => {
  it('sends the access token as the cognito credential and gives the signed media token', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API_URL}/entitlement`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ entitled: true, token: 'signed-media' });
      }),
    );
    const token = await new CognitoEntitlementService(api(), session).getMediaToken({ mediaId: 'abcd1234', params: { app_config_id: 'democognito' } });
    expect(token).toBe('signed-media');
    expect(sent).toEqual({ provider: 'cognito', credentials: { token: ACCESS_TOKEN }, asset: { id: 'abcd1234', params: { app_config_id: 'democognito' } } });
  });

  it('refuses the media token with "Unauthorized" when not entitled', async () => {
    server.use(http.post(`${API_URL}/entitlement`, () => HttpResponse.json({ entitled: false })));
    await expect(new CognitoEntitlementService(api(), session).getMediaToken({ mediaId: 'abcd1234' })).rejects.toThrow('Unauthorized');
  });

  it('grants an offer while a subscription to it runs', async () => {
    server.use(...routes([subscription()]));
    const service = new CognitoEntitlementService(api(), session, () => null, () => NOW);
    expect(await service.getEntitlements('cognito-monthly')).toEqual({ accessGranted: true, expiresAt: Date.parse('2026-12-01T00:00:00Z') / 1000 });
    expect(await service.getEntitlements('cognito-yearly')).toEqual({ accessGranted: false });
  });

  it.each([
    ['the svod plan among others', [{ id: 'free', metadata: { access_model: 'free' } }, { id: 'cognito-svod', metadata: { access_model: 'svod' } }], 'cognito-svod'],
    ['else the first plan', [{ id: 'auth', metadata: { access_model: 'authvod' } }, { id: 'free', metadata: { access_model: 'free' } }], 'auth'],
    ['none without plans', [], null],
  ])('the entitled plan (000 §6): %s', async (_name, plans, expected) => {
    server.use(http.get(`${API_URL}/get-access`, () => HttpResponse.json({ plans })));
    expect((await new CognitoEntitlementService(api(), session).getEntitledPlan())?.id ?? null).toBe(expected);
    expect(entitledPlanOf(plans)?.id ?? null).toBe(expected);
  });
});

describe('what happens in the billing portal, not here', () => {
  it.each([
    ['renewSubscription', (service: CognitoSubscriptionService) => service.renewSubscription()],
    ['switchSubscription', (service: CognitoSubscriptionService) => service.switchSubscription()],
    ['changeSubscription', (service: CognitoSubscriptionService) => service.changeSubscription()],
    ['updateCardDetails', (service: CognitoSubscriptionService) => service.updateCardDetails()],
    ['getReceipt', (service: CognitoSubscriptionService) => service.getReceipt()],
  ])('subscriptions: %s is "Not supported"', async (_name, call) => {
    await expect(call(new CognitoSubscriptionService(api(), session, undefined))).rejects.toThrow('Not supported');
  });

  it('subscriptions: no payment details, transactions or switches of its own', async () => {
    const service = new CognitoSubscriptionService(api(), session, undefined);
    expect([await service.getPaymentDetails(), await service.getActivePayment(), await service.getTransactions(), await service.getSubscriptionSwitches()]).toEqual([[], null, [], []]);
  });

  it.each([
    ['createOrder', (service: CognitoCheckoutService) => service.createOrder()],
    ['updateOrder', (service: CognitoCheckoutService) => service.updateOrder()],
    ['paymentWithoutDetails', (service: CognitoCheckoutService) => service.paymentWithoutDetails()],
    ['paymentWithPayPal', (service: CognitoCheckoutService) => service.paymentWithPayPal()],
    ['directPostCardPayment', (service: CognitoCheckoutService) => service.directPostCardPayment()],
    ['finalizePayment', (service: CognitoCheckoutService) => service.finalizePayment()],
  ])('checkout: %s is "Not supported"', async (_name, call) => {
    await expect(call(new CognitoCheckoutService(api()))).rejects.toThrow('Not supported');
  });

  it('checkout: one offer by id, "Failed to get offers" for an unknown one; no orders or payment methods', async () => {
    server.use(...routes([]));
    const checkout = new CognitoCheckoutService(api());
    expect((await checkout.getOffer('cognito-yearly')).offerTitle).toBe('Yearly');
    await expect(checkout.getOffer('unknown')).rejects.toThrow('Failed to get offers');
    expect(await checkout.getOffers([])).toEqual([]);
    expect([await checkout.getOrder(), await checkout.getPaymentMethods()]).toEqual([null, []]);
  });
});
