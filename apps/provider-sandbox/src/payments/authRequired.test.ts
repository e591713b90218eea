import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { providerError, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
beforeEach(async () => (sandbox = await testSandbox()));
afterEach(() => sandbox.app.close());

describe('the payment, payment-details, transaction and switch routes need a bearer JWT', () => {
  it.each([
    ['POST', '/connectors/adyen/sessions'],
    ['POST', '/connectors/adyen/initial-payment'],
    ['POST', '/connectors/adyen/initial-payment/finalize'],
    ['POST', '/connectors/adyen/payment-details'],
    ['POST', '/connectors/adyen/payment-details/finalize'],
    ['POST', '/connectors/paypal/v1/tokens'],
    ['POST', '/connectors/paypal/v1/payment_details/tokens'],
    ['GET', '/customers/123456789/payment_details'],
    ['DELETE', '/payment_details/1'],
    ['GET', '/customers/123456789/transactions'],
    ['GET', '/receipt/T1'],
    ['GET', '/customers/123456789/subscription_switches/S970187168_NL/availability'],
    ['POST', '/customers/123456789/subscription_switches/S970187168_NL'],
    ['GET', '/subscription_switches/1'],
  ] as const)('%s %s: 401 in the envelope', async (method, url) => {
    const { status, json } = await sandbox.call(method, url, method === 'POST' ? {} : undefined);
    expect(status).toBe(401);
    expect(json).toEqual(providerError('Unauthorized: missing or invalid JWT'));
  });
});
