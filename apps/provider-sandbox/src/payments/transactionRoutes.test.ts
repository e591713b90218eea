import { beforeEach, describe, expect, it } from 'vitest';
import { providerError, START, testCard, useViewerSandbox, type TestSandbox, type Viewer } from '../testing';
import { TEST_CARDS } from './cards';

const state = useViewerSandbox();
let sandbox: TestSandbox;
let viewer: Viewer;
beforeEach(() => ({ sandbox, viewer } = state));

const buy = async (offerId: string) => {
  const orderId = (await sandbox.call('POST', '/orders', { offerId, customerIP: '10.0.0.1' }, viewer.jwt)).json.responseData.order.id;
  return sandbox.call('POST', '/connectors/adyen/initial-payment', { orderId, returnUrl: 'https://app.example.org/', paymentMethod: testCard(TEST_CARDS.succeeds) }, viewer.jwt);
};
const page = (query = '') => sandbox.call('GET', `/customers/${viewer.customerId}/transactions${query}`, undefined, viewer.jwt);

describe('GET /customers/{id}/transactions', () => {
  it('lists the payments newest first, a page at a time, with the total count', async () => {
    await buy('P473391042_NL');
    sandbox.clock.advance(60_000);
    await buy('R820405137_NL');
    sandbox.clock.advance(60_000);
    await buy('S345569153_NL');

    const all = (await page()).json.responseData;
    expect(all.totalCount).toBe(3);
    expect(all.items.map((item: { offerId: string }) => item.offerId)).toEqual(['S345569153_NL', 'R820405137_NL', 'P473391042_NL']);
    expect(all.items[1]).toMatchObject({
      transactionId: expect.stringMatching(/^T\d+$/),
      offerType: 'pass',
      offerTitle: 'Premiere: The Night Train (rental, 48 hours)',
      transactionPriceInclTax: 4.99,
      transactionPriceExclTax: 4.12,
      transactionCurrency: 'EUR',
      customerId: viewer.customerId,
      customerEmail: 'viewer@example.org',
      customerCountry: 'NL',
      paymentMethod: 'card',
      externalPaymentId: expect.stringMatching(/^[0-9A-F]{16}$/),
    });
    const second = (await page('?limit=1&offset=1')).json.responseData;
    expect(second).toEqual({ items: [all.items[1]], totalCount: 3 });
    expect((await page('?limit=10&offset=3')).json.responseData).toEqual({ items: [], totalCount: 3 });
  });

  it('has the renewals due on the clock, also when the subscriptions were not read first', async () => {
    // A yearly plan whose period ended a year and a day ago: two renewals are due.
    const expiresAt = Math.floor(START / 1000) - 366 * 24 * 3600;
    await sandbox.call('POST', '/_sandbox/subscriptions', { email: 'viewer@example.org', offerId: 'S345569153_NL', expiresAt });
    const { items, totalCount } = (await page()).json.responseData;
    expect(totalCount).toBe(2);
    expect(items.map((item: { offerId: string; transactionPriceInclTax: number }) => [item.offerId, item.transactionPriceInclTax])).toEqual([
      ['S345569153_NL', 69.99],
      ['S345569153_NL', 69.99],
    ]);
  });

  it.each([
    ['?limit=0', 'Invalid param limit'],
    ['?limit=abc', 'Invalid param limit'],
    ['?offset=-1', 'Invalid param offset'],
  ])('refuses %s', async (query, message) => {
    expect((await page(query)).json).toEqual(providerError(message));
  });

  it("needs the customer's own JWT", async () => {
    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('GET', `/customers/${viewer.customerId}/transactions`, undefined, other.jwt)).status).toBe(403);
    expect((await sandbox.call('GET', `/customers/${viewer.customerId}/transactions`)).status).toBe(401);
  });
});

describe('GET /receipt/{transactionId}', () => {
  it('answers the receipt as an HTML page in responseData, for the own transactions only', async () => {
    await buy('S345569153_NL');
    const [transaction] = (await page()).json.responseData.items;
    const { status, json } = await sandbox.call('GET', `/receipt/${transaction.transactionId}`, undefined, viewer.jwt);
    expect(status).toBe(200);
    expect(json.responseData).toMatch(/^<!doctype html>/);
    expect(json.responseData).toContain(`<td>${transaction.transactionId}</td>`);
    expect(json.responseData).toContain('<td>Yearly subscription</td>');
    expect(json.responseData).toContain('<th scope="row">Tax</th><td>12.15 EUR</td>');
    expect(json.responseData).toContain('<th scope="row">Total</th><td>69.99 EUR</td>');

    const other = await sandbox.signUp('other@example.org');
    expect((await sandbox.call('GET', `/receipt/${transaction.transactionId}`, undefined, other.jwt)).status).toBe(403);
    expect((await sandbox.call('GET', '/receipt/T999', undefined, viewer.jwt)).json).toEqual(providerError('Transaction not found'));
    expect((await sandbox.call('GET', '/receipt/nope', undefined, viewer.jwt)).status).toBe(404);
  });
});
