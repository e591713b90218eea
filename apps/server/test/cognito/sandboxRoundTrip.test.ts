import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '@ott/provider-sandbox';
import { startAccountTestServer, type AccountTestServer } from '../../src/testing';
import { cognitoCatalog, startFakeIdp, type FakeIdp } from './fakes';

const SITE = 'http://localhost:5178/';

/**
 * The whole round trip against the provider stand-in on loopback, as the dev scripts wire it: the
 * library provider's sign-in page and key set for `exchange-token`, and its card-page payments host
 * for the billing portal (a declined card, then a paying one).
 */
describe('the Cognito-style back end with the provider sandbox', () => {
  let sandbox: Sandbox;
  let sandboxUrl: string;
  let idp: FakeIdp;
  let server: AccountTestServer;

  beforeAll(async () => {
    sandbox = buildSandbox({});
    await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
    const address = sandbox.app.server.address();
    sandboxUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    idp = await startFakeIdp();
    server = await startAccountTestServer({
      dialect: 'sqlite',
      catalog: cognitoCatalog(),
      cognito: {
        issuer: idp.issuer,
        paymentsHost: sandboxUrl,
        externalProviders: [{ name: 'library', issuer: `${sandboxUrl}/_library/library`, jwksUri: `${sandboxUrl}/_library/library/.well-known/jwks.json` }],
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
    await sandbox?.app.close();
  });

  const post = (url: string, fields: Record<string, string>) =>
    fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  it("exchanges the library provider's token for a viewer token", async () => {
    const signIn = await post(`${sandboxUrl}/_library/library/login`, { cardNumber: '2000 0000 0000', pin: '1234', returnUrl: SITE });
    expect(signIn.status).toBe(303);
    const token = new URL(signIn.headers.get('location')!).searchParams.get('token')!;
    const exchanged = await fetch(`${server.url}/api/cognito/exchange-token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credentials: { token } }) });
    expect(exchanged.status).toBe(200);
    const viewer = (await exchanged.json()) as { token: string };
    expect(JSON.parse(Buffer.from(viewer.token.split('.')[1]!, 'base64url').toString())).toMatchObject({ sub: 'card-200000000000', provider: 'library', access: 'avod' });
  });

  it('sells a plan through the sandbox card page: declined first, then paid', async () => {
    const access = await idp.accessToken({ sub: 'carol' });
    const portalToken = ((await (await fetch(`${server.url}/api/cognito/billing-portal-token`, { method: 'POST', headers: { authorization: `Bearer ${access}` } })).json()) as { token: string }).token;
    const opened = await fetch(`${server.url}/api/cognito/billing-portal?${new URLSearchParams({ token: portalToken, returnUrl: SITE })}`, { redirect: 'manual' });
    const session = new URL(opened.headers.get('location')!, server.url).searchParams.get('session')!;
    const subscribe = await post(`${server.url}/api/cognito/billing-portal/subscribe`, { session, offerId: 'cognito-yearly', returnUrl: SITE });
    expect(subscribe.status).toBe(303);
    const cardPage = subscribe.headers.get('location')!;
    expect(cardPage.startsWith(`${sandboxUrl}/_gateway/checkout/cs_test_`)).toBe(true);
    expect(await (await fetch(cardPage)).text()).toContain('Pay €49.99');

    const card = { expiry: '12/34', cvc: '123', name: 'Carol Viewer' };
    const declined = await post(cardPage, { ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const paid = await post(cardPage, { ...card, cardNumber: '4111 1111 1111 1111' });
    expect(paid.status).toBe(303);
    const back = await fetch(paid.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(SITE);

    const plans = await (await fetch(`${server.url}/api/cognito/get-access`, { headers: { authorization: `Bearer ${access}` } })).json();
    expect(plans).toEqual({ plans: [{ id: 'cognito-svod', metadata: { access_model: 'svod', name: 'Fixture Plus' } }] });
    const subscriptions = (await (await fetch(`${server.url}/api/cognito/active-subscriptions`, { headers: { authorization: `Bearer ${access}` } })).json()) as { subscriptions: Array<Record<string, unknown>> };
    expect(subscriptions.subscriptions).toMatchObject([{ offerId: 'cognito-yearly', status: 'active', period: 'year', price: 49.99, currency: 'EUR', paymentMethod: 'card' }]);
  });
});
