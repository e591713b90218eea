import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import { CleengCommerceApi } from '../../src/api/CleengCommerceApi';
import { MEDIASTORE, ok } from './fakeCleeng';
import { createTestService } from './testService';

export const OFFER = {
  id: 1,
  type: 'subscription',
  offerId: 'S100_NL',
  offerPrice: 9.99,
  offerCurrency: 'EUR',
  customerPriceInclTax: 12.09,
  customerCurrency: 'EUR',
  offerTitle: 'Monthly',
  period: 'month',
  freeDays: 7,
};

export const ORDER = {
  id: 800001,
  customerId: 950136415,
  offerId: 'S100_NL',
  totalPrice: 12.09,
  priceBreakdown: { offerPrice: 9.99, discountAmount: 0, discountedPrice: 9.99, customerServiceFee: 0, paymentMethodFee: 0, taxValue: 2.1 },
  taxRate: 0.21,
  currency: 'EUR',
  requiredPaymentDetails: true,
};

export const SUBSCRIPTION = {
  subscriptionId: 5001,
  offerId: 'S100_NL',
  status: 'active',
  expiresAt: 1900000000,
  nextPaymentAt: 1900000000,
  nextPaymentPrice: 12.09,
  nextPaymentCurrency: 'EUR',
  paymentGateway: 'adyen',
  paymentMethod: 'card',
  offerTitle: 'Monthly',
  period: 'month',
  totalPrice: 12.09,
};

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

/** A MediaStore route that records its calls and answers `reply` (a responseData, or a Response). */
export function route(seen: Seen[], method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, reply: unknown | ((body: unknown) => unknown)): HttpHandler {
  return http[method](`${MEDIASTORE}${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const text = method === 'get' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: request.headers.get('authorization') });
    const value = typeof reply === 'function' ? (reply as (body: unknown) => unknown)(body) : reply;
    return value instanceof Response ? value : ok(value);
  });
}

export { HttpResponse };

/** A signed-in customer on the fake provider, the commerce calls over its session, and the calls a test's routes saw. */
export async function signedInCommerce(server: SetupServer) {
  const context = createTestService();
  server.use(...context.api.handlers());
  await context.login();
  const seen: Seen[] = [];
  return { ...context, seen, commerce: new CleengCommerceApi(context.service.api.mediaStoreClient), session: context.service.session };
}
