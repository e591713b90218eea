import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sandboxUrl } from '../../../../scripts/e2e/siteUrls';
import { accountDialog, answerPersonalDetails, englishText, PASSWORD } from './accounts';

/**
 * Buying on the subscription demo `demosvod` through the subscription-billing provider's local
 * sandbox (apps/provider-sandbox, started by the global setup): the purchase overlay's steps and
 * the sandbox's control routes (`/_sandbox/*`) that set up customers, subscriptions and time.
 */

/** demosvod's publisher (`integrations.cleeng.id`). */
export const PUBLISHER = '900000001';
/** The sandbox seed's offers: demosvod's `monthlyOffer` and `yearlyOffer`. */
export const OFFERS = { monthly: 'S970187168_NL', yearly: 'S345569153_NL' } as const;

export const accountText = (key: string) => englishText('account', key);
export const paymentText = (key: string) => englishText('user', `payment.${key}`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs up on the page that is open (consents, personal details): the overlay goes on to choose-offer (SVOD). */
export async function signUpHere(page: Page, email: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = accountDialog(page, 'Create an account');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await signUp.getByLabel('Favourite genre').selectOption({ label: 'Documentary' });
  await signUp.getByRole('button', { name: 'Create account' }).click();

  await answerPersonalDetails(page);
  return accountDialog(page, accountText('choose_offer.title'));
}

/**
 * Chooses an offer on choose-offer (of the kind given, where the page sells both kinds) and
 * continues to checkout, once its order shows.
 */
export async function openCheckout(page: Page, chooseOffer: Locator, offerTitle: string, kind: 'subscription' | 'one_time_only' = 'one_time_only'): Promise<Locator> {
  const kindSwitch = chooseOffer.getByRole('radio', { name: accountText(`choose_offer.${kind}`), exact: true });
  const next = chooseOffer.getByRole('button', { name: accountText('choose_offer.continue') });
  // The offers are loaded once the screen can continue; only then is the kind switch there or not.
  await expect(next).toBeVisible();
  if (await kindSwitch.isVisible()) await kindSwitch.check();
  await chooseOffer.getByRole('radio', { name: new RegExp(`^${escapeRegExp(offerTitle)}`) }).check();
  await next.click();
  const checkout = accountDialog(page, accountText('checkout.title'));
  await expect(checkout.getByTestId('order-total')).toBeVisible();
  return checkout;
}

/** Applies a coupon on checkout and waits until the provider took it. */
export async function applyCoupon(checkout: Locator, code: string): Promise<void> {
  const field = checkout.getByRole('textbox', { name: accountText('checkout.coupon_code') });
  if (!(await field.isVisible())) await checkout.getByRole('button', { name: accountText('checkout.redeem_coupon') }).click();
  await field.fill(code);
  await checkout.getByRole('button', { name: accountText('checkout.apply_coupon') }).click();
  await expect(checkout.getByText(accountText('checkout.coupon_applied'))).toBeVisible();
}

export interface TestCards {
  succeeds: string;
  declined: string;
  challenge: string;
  expiryMonth: number | string;
  expiryYear: number | string;
  cvc: string;
}

/** The sandbox's test card numbers and an expiry valid on its clock. */
export async function testCards(request: APIRequestContext): Promise<TestCards> {
  const reply = await request.get(`${sandboxUrl()}/_sandbox/test-cards`);
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { responseData?: TestCards } & Partial<TestCards>;
  return (body.responseData ?? body) as TestCards;
}

/** Fills checkout's card form with `number` and submits it (the button names the total). */
export async function payByCard(checkout: Locator, cards: TestCards, number: string): Promise<void> {
  const card = checkout.getByRole('form', { name: accountText('checkout.credit_card') });
  await card.getByRole('textbox', { name: accountText('checkout.card_holder_name') }).fill('Ines Okafor');
  await card.getByRole('textbox', { name: accountText('checkout.card_number') }).fill(number);
  const month = String(cards.expiryMonth).padStart(2, '0');
  const year = String(cards.expiryYear).slice(-2);
  await card.getByRole('textbox', { name: accountText('checkout.card_expiry') }).fill(`${month}${year}`);
  await card.getByRole('textbox', { name: accountText('checkout.security_code') }).fill(cards.cvc);
  await card.getByRole('button').last().click();
}

/** A customer of the provider (the sandbox's register call), without any purchase. */
export async function createCustomer(request: APIRequestContext, email: string): Promise<void> {
  const created = await request.post(`${sandboxUrl()}/customers`, { data: { email, password: PASSWORD, locale: 'en_US', country: 'NL', currency: 'EUR', publisherId: PUBLISHER } });
  expect(created.ok(), await created.text()).toBe(true);
}

export interface SandboxSubscription {
  offerTitle: string;
  expiresAt: number;
}

/** Gives the customer a paid subscription to `offerId` (as if the first order was paid by card), ending at `expiresAt` (epoch s) when given. */
export async function subscribe(request: APIRequestContext, email: string, offerId: string, expiresAt?: number): Promise<SandboxSubscription> {
  const reply = await request.post(`${sandboxUrl()}/_sandbox/subscriptions`, { data: { email, offerId, ...(expiresAt !== undefined && { expiresAt }) } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { responseData: SandboxSubscription }).responseData;
}

/** The sandbox clock (epoch seconds). */
export async function sandboxNow(request: APIRequestContext): Promise<number> {
  const reply = await request.get(`${sandboxUrl()}/_sandbox/clock`);
  const body = (await reply.json()) as { responseData?: { now: number }; now?: number };
  return body.responseData?.now ?? body.now!;
}

/**
 * Moves the sandbox clock on. It is shared by every test of the run, so tests move it by minutes
 * (subscriptions set up to end a minute away), never by periods that would end other tests' access.
 */
export async function advanceSandboxClock(request: APIRequestContext, seconds: number): Promise<void> {
  const reply = await request.post(`${sandboxUrl()}/_sandbox/clock`, { data: { advanceSeconds: seconds } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The user menu's payments entry: /u/payments, with its subscription details. */
export async function openPayments(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: englishText('user', 'user_menu.payments') }).click();
  await expect(page).toHaveURL(/\/u\/payments$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: paymentText('title') })).toBeVisible();
  return main;
}
