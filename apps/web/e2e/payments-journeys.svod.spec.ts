import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sandboxUrl, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, PASSWORD, signIn, uniqueEmail } from './support/accounts';
import {
  accountText,
  advanceSandboxClock,
  createCustomer,
  OFFERS,
  openCheckout,
  openPayments,
  payByCard,
  paymentText,
  sandboxNow,
  signUpHere,
  subscribe,
  testCards,
} from './support/checkout';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/**
 * Paying on the subscription demo `demosvod` (issue 16) through the provider's local sandbox and
 * its card and PayPal gateways: card checkout (paid at once, declined, the bank's challenge),
 * PayPal cancel, plan changes on /u/payments, the billing history and a premiere bought from its
 * page. Customers and subscriptions that are only the set-up come from the sandbox's control
 * routes; the sandbox clock is shared by the whole run, so it only moves by minutes.
 */

/** Protected, unlocked by a subscription only (demosvod's monthly or yearly). */
const SUBSCRIPTION_FILM = { path: '/m/mvDusk14/last-ferry-at-dusk', title: 'Last Ferry at Dusk' } as const;
/** Unlocked by a subscription or the sandbox's weekend pass. */
const PASS_FILM = { path: '/m/mvGrid10/the-grid-walkers', title: 'The Grid Walkers' } as const;
/** Premieres: each needs its own premier offer, a subscription does not unlock them. */
const PREMIERE = { path: '/m/mvSign04/signal-at-midnight', title: 'Signal at Midnight' } as const;
const OTHER_PREMIERE = { path: '/m/mvRule06/rule-110', title: 'Rule 110' } as const;

const MONTHLY = 'Monthly subscription';
const YEARLY = 'Yearly subscription';
const WEEKEND_PASS = 'Weekend pass (3 days)';

const video = (key: string) => englishText('video', key);

/** Opens a film's page and waits for its title. */
async function openFilm(page: Page, film: { path: string; title: string }): Promise<Locator> {
  await page.goto(film.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: film.title })).toBeVisible();
  return main;
}

/** Starts the film from its page and waits until the server's stream really plays. */
async function expectFilmPlays(page: Page, main: Locator, title: string): Promise<void> {
  const start = main.getByRole('button', { name: video('start_watching') });
  await expect(start).toBeVisible();
  await start.click();
  const player = page.getByRole('region', { name: `Video player: ${title}` });
  await expect(player).toBeVisible();
  await waitUntilAdvancedBy(videoIn(player), 2);
}

/** A customer the sandbox knows, signed in on the film's page: returns the page's main region. */
async function signedInOn(page: Page, request: APIRequestContext, film: { path: string; title: string }, label: string): Promise<{ main: Locator; email: string }> {
  const email = uniqueEmail(label);
  await createCustomer(request, email);
  const main = await openFilm(page, film);
  await signIn(page, email);
  return { main, email };
}

/** The provider's own view of the customer (its login and documented calls, as the site's client makes them). */
async function providerView(request: APIRequestContext, email: string) {
  const login = await request.post(`${sandboxUrl()}/auths`, { data: { email, password: PASSWORD, publisherId: '900000001' } });
  expect(login.ok(), await login.text()).toBe(true);
  const { jwt } = ((await login.json()) as { responseData: { jwt: string } }).responseData;
  const { customerId } = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { customerId: string | number };
  const headers = { authorization: `Bearer ${jwt}` };
  const get = async <T>(path: string): Promise<T> => {
    const reply = await request.get(`${sandboxUrl()}${path}`, { headers });
    expect(reply.ok(), await reply.text()).toBe(true);
    return ((await reply.json()) as { responseData: T }).responseData;
  };
  return {
    transactions: () => get<{ totalCount: number }>(`/customers/${customerId}/transactions`),
    subscriptions: () => get<{ totalCount: number }>(`/customers/${customerId}/subscriptions`),
  };
}

/** From the film page's paywall button to choose-offer. */
async function chooseOfferFromPage(page: Page, main: Locator, label: string): Promise<Locator> {
  await main.getByRole('button', { name: label }).first().click();
  return accountDialog(page, accountText('choose_offer.title'));
}

test('sign up, choose monthly, pay by card: welcome counts down and the locked film plays', async ({ page, request }) => {
  test.setTimeout(90_000);
  const cards = await testCards(request);
  const main = await openFilm(page, SUBSCRIPTION_FILM);

  const chooseOffer = await signUpHere(page, uniqueEmail('card'));
  const checkout = await openCheckout(page, chooseOffer, MONTHLY, 'subscription');
  await expect(checkout.getByRole('region', { name: accountText('checkout.order_summary') })).toContainText(MONTHLY);
  await payByCard(checkout, cards, cards.succeeds);

  // Paid at once (or confirmed by waiting-for-payment): welcome, whose button counts down.
  const welcome = page.getByRole('dialog', { name: /^Welcome to / });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  const startWatching = welcome.getByRole('button', { name: /^Start watching \(\d+\)$/ });
  const seconds = async () => Number(/\((\d+)\)/.exec((await startWatching.textContent()) ?? '')?.[1]);
  const first = await seconds();
  await expect.poll(seconds, { message: 'the countdown goes on' }).toBeLessThan(first);
  await expectNoSeriousA11yViolations(page);
  await startWatching.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION_FILM.path}$`));
  await expectFilmPlays(page, main, SUBSCRIPTION_FILM.title);
});

test('a declined card shows the payment error; nothing is charged and the film stays locked', async ({ page, request }) => {
  test.setTimeout(60_000);
  const cards = await testCards(request);
  const { main, email } = await signedInOn(page, request, SUBSCRIPTION_FILM, 'declined');

  const chooseOffer = await chooseOfferFromPage(page, main, video('complete_your_subscription'));
  const checkout = await openCheckout(page, chooseOffer, MONTHLY, 'subscription');
  await payByCard(checkout, cards, cards.declined);
  await expect(checkout.getByRole('alert')).toContainText(accountText('checkout.payment_error'));
  await expectNoSeriousA11yViolations(page);

  const provider = await providerView(request, email);
  expect((await provider.transactions()).totalCount).toBe(0);
  expect((await provider.subscriptions()).totalCount).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main.getByRole('button', { name: video('complete_your_subscription') }).first()).toBeVisible();
  await expect(main.getByRole('button', { name: video('start_watching') })).toHaveCount(0);
});

test('the challenge card goes through the bank page (Approve), finalizes, and the pass unlocks the film', async ({ page, request }) => {
  test.setTimeout(90_000);
  const cards = await testCards(request);
  const { main } = await signedInOn(page, request, PASS_FILM, 'challenge');

  // The film has its own offer (the pass), so its paywall says buy.
  const chooseOffer = await chooseOfferFromPage(page, main, video('buy'));
  const checkout = await openCheckout(page, chooseOffer, WEEKEND_PASS, 'one_time_only');
  await payByCard(checkout, cards, cards.challenge);

  // The card issuer's page (the sandbox's), then back to finalize-payment with the return parameters.
  await expect(page).toHaveURL(/\/_gateway\/3ds\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/[?&]u=finalize-payment/);
  await expect(page).toHaveURL(/redirectResult=/);

  // A pass returns to the film's page, which the provider now unlocks.
  await expect(page.getByRole('status').getByText(accountText('checkout.payment_success'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PASS_FILM.path}$`));
  await expectFilmPlays(page, main, PASS_FILM.title);
});

test('PayPal: Cancel on the approval page returns to payment-cancelled', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { main, email } = await signedInOn(page, request, SUBSCRIPTION_FILM, 'paypal');

  const chooseOffer = await chooseOfferFromPage(page, main, video('complete_your_subscription'));
  const checkout = await openCheckout(page, chooseOffer, MONTHLY, 'subscription');
  await checkout.getByRole('radio', { name: accountText('checkout.paypal') }).check();
  await expect(checkout.getByText(accountText('checkout.paypal_instructions'))).toBeVisible();
  await checkout.getByRole('button', { name: accountText('checkout.continue') }).click();

  await expect(page).toHaveURL(/\/_gateway\/paypal\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const cancelled = accountDialog(page, accountText('checkout.payment_cancelled'));
  await expect(cancelled.getByText(accountText('checkout.payment_cancelled_message'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await (await providerView(request, email)).transactions()).totalCount).toBe(0);
});

/** A new subscriber to `offerId` (ending at `expiresAt` when given), signed in on /u/payments. */
async function subscriberOnPayments(page: Page, request: APIRequestContext, label: string, offerId: string, expiresAt?: number): Promise<{ main: Locator; details: Locator }> {
  const email = uniqueEmail(label);
  await createCustomer(request, email);
  await subscribe(request, email, offerId, expiresAt);
  await page.goto('/');
  await signIn(page, email);
  const main = await openPayments(page);
  return { main, details: main.getByRole('region', { name: paymentText('subscription_details') }) };
}

/** Chooses another plan on /u/payments (change plan) and opens its upgrade-subscription confirmation. */
async function changePlanTo(page: Page, main: Locator, title: string): Promise<Locator> {
  const details = main.getByRole('region', { name: paymentText('subscription_details') });
  await details.getByRole('button', { name: paymentText('change_plan') }).click();
  await details.getByRole('radio', { name: new RegExp(`^${title}`) }).check();
  await details.getByRole('button', { name: paymentText('continue') }).click();
  return accountDialog(page, accountText('upgrade_subscription.title'));
}

test('change plan: monthly to yearly applies now', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { main, details } = await subscriberOnPayments(page, request, 'upgrade', OFFERS.monthly);
  await expect(details.getByText(MONTHLY, { exact: true })).toBeVisible();

  const confirm = await changePlanTo(page, main, YEARLY);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: accountText('upgrade_subscription.confirm') }).click();
  const success = accountDialog(page, accountText('upgrade_subscription.success_title'));
  await expect(success.getByText(accountText('upgrade_subscription.success_message'))).toBeVisible();
  await success.getByRole('button', { name: accountText('subscription_screens.back_to_payments') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details.getByText(YEARLY, { exact: true })).toBeVisible();
  await expect(details.getByText(paymentText('status.active'), { exact: true })).toBeVisible();
});

test('change plan: yearly to monthly is pending until the period ends on the sandbox clock', async ({ page, request }) => {
  test.setTimeout(60_000);
  // A yearly plan whose period ends a minute from now (sandbox clock), so the clock moves by minutes only.
  const { main, details } = await subscriberOnPayments(page, request, 'downgrade', OFFERS.yearly, (await sandboxNow(request)) + 60);
  await expect(details.getByText(YEARLY, { exact: true })).toBeVisible();

  const confirm = await changePlanTo(page, main, MONTHLY);
  await confirm.getByRole('button', { name: accountText('upgrade_subscription.confirm') }).click();
  const pending = accountDialog(page, accountText('upgrade_subscription.pending_title'));
  await expect(pending).toContainText(MONTHLY);
  await expectNoSeriousA11yViolations(page);
  await pending.getByRole('button', { name: accountText('subscription_screens.back_to_payments') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Still yearly, with the switch announced.
  await expect(details.getByText(YEARLY, { exact: true })).toBeVisible();
  await expect(details.getByText(new RegExp(`changes to ${MONTHLY}`))).toBeVisible();

  await advanceSandboxClock(request, 120);
  await page.reload();
  const after = page.getByRole('main').getByRole('region', { name: paymentText('subscription_details') });
  await expect(after.getByText(MONTHLY, { exact: true })).toBeVisible();
  await expect(after.getByText(paymentText('status.active'), { exact: true })).toBeVisible();
  await expect(after.getByText(new RegExp(`changes to ${MONTHLY}`))).toHaveCount(0);
});

test('/u/payments lists 4 transactions, then all of them on "Show all"', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('history');
  await createCustomer(request, email);
  // A monthly plan whose period ended about five and a half months ago (sandbox clock): the sandbox
  // renews it for every period that has passed, one transaction each (6), without moving the clock.
  await subscribe(request, email, OFFERS.monthly, (await sandboxNow(request)) - 170 * 24 * 3600);
  const { totalCount } = await (await providerView(request, email)).transactions();
  expect(totalCount).toBe(6);

  await page.goto('/');
  await signIn(page, email);
  const main = await openPayments(page);
  const history = main.getByRole('region', { name: paymentText('billing_history') });
  const rows = history.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText(MONTHLY);
  await history.getByRole('button', { name: paymentText('show_all') }).click();
  await expect(rows).toHaveCount(totalCount);
  await expect(rows.nth(4)).toBeFocused();
  await expect(history.getByRole('button', { name: paymentText('show_all') })).toHaveCount(0);
});

test('a premiere bought from its page plays; another premiere stays locked, for a subscriber too', async ({ page, request }) => {
  test.setTimeout(90_000);
  const cards = await testCards(request);
  const email = uniqueEmail('premiere');
  await createCustomer(request, email);
  // A subscriber: a subscription does not unlock premieres, each is bought on its own.
  await subscribe(request, email, OFFERS.monthly);
  const main = await openFilm(page, PREMIERE);
  await signIn(page, email);

  const chooseOffer = await chooseOfferFromPage(page, main, video('buy'));
  // Only the premiere's own offer is sold, so there is no switch between kinds.
  await expect(chooseOffer.getByRole('radio', { name: accountText('choose_offer.subscription'), exact: true })).toHaveCount(0);
  const checkout = await openCheckout(page, chooseOffer, 'Premiere: The Night Train', 'one_time_only');
  await payByCard(checkout, cards, cards.succeeds);
  await expect(page.getByRole('status').getByText(accountText('checkout.payment_success'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PREMIERE.path}$`));
  await expectFilmPlays(page, main, PREMIERE.title);

  const other = await openFilm(page, OTHER_PREMIERE);
  await expect(other.getByRole('button', { name: video('buy') })).toBeVisible();
  await expect(other.getByRole('button', { name: video('start_watching') })).toHaveCount(0);
});
