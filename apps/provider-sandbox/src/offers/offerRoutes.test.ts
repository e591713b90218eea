import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, PUBLISHER_ID, providerError, START, testSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
beforeEach(async () => (sandbox = await testSandbox()));
afterEach(() => sandbox.app.close());

describe('GET /offers', () => {
  it('lists the offers of the data file with prices for the customer country', async () => {
    const { status, json } = await sandbox.call('GET', '/offers?customerIP=203.0.113.4');
    expect(status).toBe(200);
    expect(json.responseData.totalCount).toBe(6);
    const byId = Object.fromEntries(json.responseData.items.map((offer: { offerId: string }) => [offer.offerId, offer]));
    expect(byId.S970187168_NL).toMatchObject({ type: 'subscription', period: 'month', freeDays: 7, customerCountry: 'DE', applicableTaxRate: 0.19, customerPriceInclTax: 6.99, customerPriceExclTax: 5.87 });
    expect(byId.S345569153_NL).toMatchObject({ period: 'year', freeDays: null });
    expect(byId.P473391042_NL).toMatchObject({ type: 'pass', period: null, durationPeriod: 'day', durationAmount: 3 });
    expect(byId.R820405137_NL).toMatchObject({ premier: true, durationPeriod: 'hour', durationAmount: 48 });
    expect(byId.S555019876_NL.offerUrl).toBe('https://partner.example.org/subscribe?plan=bundle');
  });
});

describe('GET /offers/{id} and /v2/offers/{id}', () => {
  it.each(['/offers/S970187168_NL', '/v2/offers/S970187168_NL', '/v2/offers/S970187168'])('answers %s by either id form', async (url) => {
    const { status, json } = await sandbox.call('GET', url);
    expect(status).toBe(200);
    expect(json.responseData).toMatchObject({ id: 970187168, offerId: 'S970187168_NL', offerTitle: 'Monthly subscription', customerCountry: 'NL', applicableTaxRate: 0.21, offerCountry: 'NL' });
  });

  it('answers 404 for an unknown offer', async () => {
    const { status, json } = await sandbox.call('GET', '/v2/offers/S1_NL');
    expect(status).toBe(404);
    expect(json).toEqual(providerError('Offer not found'));
  });
});

describe('GET /entitlements/{offerId}', () => {
  it('is not granted without access, granted after a grant, and ends on the clock', async () => {
    const { jwt } = await sandbox.signUp('viewer@example.org');
    expect((await sandbox.call('GET', '/entitlements/P473391042_NL', undefined, jwt)).json).toEqual({ responseData: { accessGranted: false, expiresAt: 0 }, errors: [] });

    const grant = await sandbox.call('POST', '/_sandbox/grants', { email: 'viewer@example.org', offerId: 'P473391042_NL' });
    const threeDays = START / 1000 + 3 * 86_400;
    expect(grant.json.responseData).toMatchObject({ offerId: 'P473391042_NL', expiresAt: threeDays });
    expect((await sandbox.call('GET', '/entitlements/P473391042', undefined, jwt)).json.responseData).toEqual({ accessGranted: true, expiresAt: threeDays });
    // Another offer stays closed.
    expect((await sandbox.call('GET', '/entitlements/S970187168_NL', undefined, jwt)).json.responseData.accessGranted).toBe(false);

    // Days later the JWT has long expired: log in again for each check.
    const freshJwt = async () => (await sandbox.call('POST', '/auths', { email: 'viewer@example.org', password: PASSWORD, publisherId: PUBLISHER_ID })).json.responseData.jwt as string;
    sandbox.clock.advance(3 * 86_400 * 1000 - 1000);
    expect((await sandbox.call('GET', '/entitlements/P473391042_NL', undefined, await freshJwt())).json.responseData.accessGranted).toBe(true);
    sandbox.clock.advance(1000);
    expect((await sandbox.call('GET', '/entitlements/P473391042_NL', undefined, await freshJwt())).json.responseData).toEqual({ accessGranted: false, expiresAt: 0 });
  });

  it('grants a subscription for one calendar period', async () => {
    await sandbox.signUp('viewer@example.org');
    const grant = await sandbox.call('POST', '/_sandbox/grants', { email: 'viewer@example.org', offerId: 'S345569153_NL' });
    expect(grant.json.responseData.expiresAt).toBe(Date.parse('2031-01-15T10:00:00Z') / 1000);
    const monthly = await sandbox.call('POST', '/_sandbox/grants', { email: 'viewer@example.org', offerId: 'S970187168_NL' });
    expect(monthly.json.responseData.expiresAt).toBe(Date.parse('2030-02-15T10:00:00Z') / 1000);
  });

  it('needs a JWT, and answers 404 for an unknown offer', async () => {
    expect((await sandbox.call('GET', '/entitlements/S970187168_NL')).status).toBe(401);
    const { jwt } = await sandbox.signUp();
    expect((await sandbox.call('GET', '/entitlements/S1', undefined, jwt)).json).toEqual(providerError('Offer not found'));
  });

  it('refuses grants for unknown customers or offers', async () => {
    expect((await sandbox.call('POST', '/_sandbox/grants', { email: 'nobody@example.org', offerId: 'S970187168_NL' })).json).toEqual(providerError('Customer not found'));
    await sandbox.signUp('viewer@example.org');
    expect((await sandbox.call('POST', '/_sandbox/grants', { email: 'viewer@example.org', offerId: 'S1' })).json).toEqual(providerError('Offer not found'));
  });
});
