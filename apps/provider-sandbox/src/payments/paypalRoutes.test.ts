import { beforeEach, describe, expect, it } from 'vitest';
import { providerError, START, useViewerSandbox, type TestSandbox, type Viewer } from '../testing';

const state = useViewerSandbox();
let sandbox: TestSandbox;
let viewer: Viewer;
beforeEach(() => ({ sandbox, viewer } = state));

const URLS = { successUrl: 'https://app.example.org/paid', cancelUrl: 'https://app.example.org/cancelled', errorUrl: 'https://app.example.org/error?from=paypal' };
const PASS = 'P473391042_NL';
const YEARLY = 'S345569153_NL';

const orderFor = async (offerId: string) => (await sandbox.call('POST', '/orders', { offerId, customerIP: '10.0.0.1' }, viewer.jwt)).json.responseData.order.id as number;
const token = (orderId: number) => sandbox.call('POST', '/connectors/paypal/v1/tokens', { orderId, ...URLS }, viewer.jwt);
const read = async (path: string) => (await sandbox.call('GET', path, undefined, viewer.jwt)).json.responseData;

describe('POST /connectors/paypal/v1/tokens and the approval page', () => {
  it('approving pays the order and returns to the success URL; PayPal becomes the payment detail', async () => {
    const orderId = await orderFor(YEARLY);
    const { status, json } = await token(orderId);
    expect(status).toBe(200);
    const { redirectUrl } = json.responseData;
    expect(redirectUrl).toMatch(/\/_gateway\/paypal\/EC-[0-9A-F]+$/);
    expect((await read(`/orders/${orderId}`)).order.paymentMethodId).toBe(2);

    const page = await sandbox.page(redirectUrl);
    expect(page.html).toContain('Yearly subscription: 69.99 EUR.');
    expect(page.html).toMatch(/value="approve" autofocus>Approve<.*value="cancel">Cancel<.*value="error">Error</s);

    expect(await sandbox.decide(redirectUrl, 'approve')).toEqual({ status: 303, location: URLS.successUrl });
    expect(await read(`/entitlements/${YEARLY}`)).toMatchObject({ accessGranted: true });
    expect((await read(`/customers/${viewer.customerId}/subscriptions`)).items[0]).toMatchObject({ offerId: YEARLY, paymentMethod: 'paypal', paymentGateway: 'paypal' });
    expect((await read(`/customers/${viewer.customerId}/transactions`)).items[0]).toMatchObject({ paymentMethod: 'paypal', transactionPriceInclTax: 69.99, transactionDate: START / 1000 });
    expect((await read(`/customers/${viewer.customerId}/payment_details`)).paymentDetails[0]).toMatchObject({ paymentMethod: 'paypal', active: true, paymentMethodSpecificParams: { payerEmail: 'viewer@example.org' } });
    expect((await sandbox.decide(redirectUrl, 'approve')).status).toBe(404);
  });

  it('Cancel returns to the cancel URL and Error to the error URL with a message; the order stays unpaid', async () => {
    const orderId = await orderFor(PASS);
    const first = (await token(orderId)).json.responseData.redirectUrl;
    expect(await sandbox.decide(first, 'cancel')).toEqual({ status: 303, location: URLS.cancelUrl });
    const second = (await token(orderId)).json.responseData.redirectUrl;
    const error = await sandbox.decide(second, 'error');
    expect(new URL(error.location).searchParams.get('message')).toBe('PayPal could not process the payment');
    expect(new URL(error.location).searchParams.get('from')).toBe('paypal');
    expect((await read(`/entitlements/${PASS}`)).accessGranted).toBe(false);
    expect((await read(`/customers/${viewer.customerId}/transactions`)).totalCount).toBe(0);
  });

  it('an order paid meanwhile sends the approval to the error URL with the reason', async () => {
    const orderId = await orderFor(PASS);
    const first = (await token(orderId)).json.responseData.redirectUrl;
    const second = (await token(orderId)).json.responseData.redirectUrl;
    await sandbox.decide(first, 'approve');
    const error = await sandbox.decide(second, 'approve');
    expect(new URL(error.location).searchParams.get('message')).toBe('Order is already paid');
  });

  it('"Already have an active access" for an offer the customer has; malformed bodies and free orders are refused', async () => {
    await sandbox.call('POST', '/_sandbox/grants', { email: 'viewer@example.org', offerId: PASS });
    expect((await token(await orderFor(PASS))).json).toEqual(providerError('Already have an active access'));
    expect((await sandbox.call('POST', '/connectors/paypal/v1/tokens', { orderId: await orderFor(YEARLY), ...URLS, successUrl: 'not a url' }, viewer.jwt)).json).toEqual(providerError('Invalid param successUrl'));
    const free = (await sandbox.call('POST', '/orders', { offerId: 'R820405137_NL', customerIP: '10.0.0.1', couponCode: 'SAVE20' }, viewer.jwt)).json.responseData.order.id;
    expect((await token(free)).status).toBe(200);
  });
});

describe('POST /connectors/paypal/v1/payment_details/tokens', () => {
  it('approving adds PayPal as the active payment detail without charging', async () => {
    const { json } = await sandbox.call('POST', '/connectors/paypal/v1/payment_details/tokens', { paymentMethodId: 2, ...URLS }, viewer.jwt);
    expect(await sandbox.decide(json.responseData.redirectUrl, 'approve')).toEqual({ status: 303, location: URLS.successUrl });
    expect((await read(`/customers/${viewer.customerId}/payment_details`)).paymentDetails).toEqual([expect.objectContaining({ paymentMethod: 'paypal', active: true })]);
    expect((await read(`/customers/${viewer.customerId}/transactions`)).totalCount).toBe(0);
    expect((await sandbox.call('POST', '/connectors/paypal/v1/payment_details/tokens', { paymentMethodId: 1, ...URLS }, viewer.jwt)).json).toEqual(providerError('Invalid param paymentMethodId'));
  });
});
