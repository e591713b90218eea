import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sandboxUrl, serverUrl, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, answerPersonalDetails, englishText, PASSWORD, signIn, uniqueEmail } from './support/accounts';

/**
 * The subscription demo `demosvod` billed through the subscription-billing provider (issue 15), on
 * the setup of `npm run start:svod`: the site built with VITE_CLEENG_HOST_OVERRIDE pointing at the
 * provider's local sandbox (apps/provider-sandbox, started by the e2e global setup), the content
 * server asking the same sandbox about entitlements. Sign-up with the publisher's consents and
 * personal details (capture), sign-out, sign-in again in another browser; a locked item stays locked
 * without a plan, refused by the server and not only hidden.
 */

/** Two Voices (mvLang05): protected, no offers of its own: under SVOD it needs a subscription. */
const LOCKED_FILM = { id: 'mvLang05', path: '/m/mvLang05/two-voices', title: 'Two Voices' } as const;
const CONFIG = 'demosvod';
/** The sandbox seed's monthly offer, demosvod's `monthlyOffer`. */
const MONTHLY_OFFER = 'S970187168_NL';

/** The provider session the site keeps (`jwapp.auth`: the customer's JWT and refresh token). */
async function customerToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('jwapp.auth'));
  expect(stored, 'the provider session in local storage').not.toBeNull();
  return (JSON.parse(stored!) as { token: string }).token;
}

const customerIdOf = (jwt: string): string => (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { customerId: string }).customerId;

/** What the content server answers for the locked film with this customer's JWT: media token and POST /entitlement. */
async function serverDecision(request: APIRequestContext, jwt: string): Promise<{ tokenStatus: number; entitled: unknown }> {
  const token = await request.get(`${serverUrl()}/v2/items/jw-media/token`, { params: { app_config_id: CONFIG, media_id: LOCKED_FILM.id }, headers: { authorization: `Bearer ${jwt}` } });
  const entitlement = await request.post(`${serverUrl()}/entitlement`, { data: { provider: 'cleeng', credentials: { token: jwt }, asset: { id: LOCKED_FILM.id, params: { app_config_id: CONFIG } } } });
  expect(entitlement.status()).toBe(200);
  return { tokenStatus: token.status(), entitled: ((await entitlement.json()) as { entitled: unknown }).entitled };
}

test('sign up with consents and personal details, sign out, sign in elsewhere; without a plan the server refuses the locked film', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('svod');
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Brightwater Plus' })).toBeVisible();

  // Sign-up: the publisher's consents (terms required, marketing, a custom field) come from the provider.
  await banner.getByRole('button', { name: 'Sign up' }).click();
  const signUp = accountDialog(page, 'Create an account');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await signUp.getByRole('checkbox', { name: /news and offers/i }).check();
  await signUp.getByLabel('Favourite genre').selectOption({ label: 'Documentary' });
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').getByText(englishText('account', 'registration.success'))).toBeVisible();

  // Personal details (capture): the sandbox asks name, birth date and a custom question (required).
  await answerPersonalDetails(page, { firstName: 'Marta', lastName: 'Lindqvist', birthDate: ['14', '06', '1988'] });
  // On a subscription site sign-up goes on to the plans (checkout.svod.spec.ts buys one); not now.
  const plans = accountDialog(page, englishText('account', 'choose_offer.title'));
  await expect(plans.getByRole('radio', { name: /^Monthly subscription/ })).toBeVisible();
  await plans.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The provider (its sandbox) holds the account, the consents and the answers.
  const jwt = await customerToken(page);
  const customerId = customerIdOf(jwt);
  const auth = { authorization: `Bearer ${jwt}` };
  const capture = (await (await request.get(`${sandboxUrl()}/customers/${customerId}/capture/status`, { headers: auth })).json()) as { responseData: { shouldCaptureBeDisplayed: boolean } };
  expect(capture.responseData.shouldCaptureBeDisplayed).toBe(false);
  const consents = (await (await request.get(`${sandboxUrl()}/customers/${customerId}/consents`, { headers: auth })).json()) as { responseData: { consents: Array<{ name: string; state: string }> } };
  expect(consents.responseData.consents.filter((consent) => consent.state === 'accepted').map((consent) => consent.name)).toEqual(expect.arrayContaining(['terms', 'marketing']));
  const customer = (await (await request.get(`${sandboxUrl()}/customers/${customerId}`, { headers: auth })).json()) as { responseData: { firstName: string; lastName: string } };
  expect(customer.responseData).toMatchObject({ firstName: 'Marta', lastName: 'Lindqvist' });

  // Sign out.
  await banner.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: englishText('user', 'user_menu.logout') }).click();
  await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwapp.auth'))).toBeNull();

  // Sign in again in a second browser (its own storage).
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookies.consent', value: 'accepted', url: baseURL! }]);
  const other = await context.newPage();
  await other.goto(LOCKED_FILM.path);
  const main = other.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: LOCKED_FILM.title })).toBeVisible();
  await signIn(other, email);

  // Signed in without a plan: the film stays locked in the page...
  await expect(main.getByRole('button', { name: englishText('video', 'complete_your_subscription') })).toBeVisible();
  await expect(main.getByRole('button', { name: englishText('video', 'start_watching') })).toHaveCount(0);
  await expect(other.locator('video')).toHaveCount(0);
  // ...and on the server: no media token, not entitled, for this customer's JWT.
  const signedInJwt = await customerToken(other);
  expect(await serverDecision(request, signedInJwt)).toEqual({ tokenStatus: 403, entitled: false });

  // The refusal is the provider's answer: once the sandbox grants the monthly offer, the server signs.
  const grant = await request.post(`${sandboxUrl()}/_sandbox/grants`, { data: { email, offerId: MONTHLY_OFFER } });
  expect(grant.ok()).toBe(true);
  expect(await serverDecision(request, signedInJwt)).toEqual({ tokenStatus: 200, entitled: true });
  await context.close();
});
