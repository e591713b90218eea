import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, PASSWORD, uniqueEmail } from './support/accounts';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/**
 * Buying on the subscription demo `demosvod` through the subscription-billing provider's local
 * sandbox (see accounts.svod.spec.ts for the setup): the purchase screens of the account overlay
 * (choose-offer, checkout) against what the sandbox sells today: its offers and coupons (SAVE20 takes
 * 20 % off, FREEPASS makes the weekend pass free) and payment without details. Card and PayPal
 * journeys come with the sandbox's card gateway: they start from `openCheckout` like these.
 */

/** The Grid Walkers: protected, unlocked by a subscription or by the sandbox's weekend pass (P473391042_NL). */
const PASS_FILM = { path: '/m/mvGrid10/the-grid-walkers', title: 'The Grid Walkers' } as const;
const WEEKEND_PASS = 'Weekend pass (3 days)';

const text = (key: string) => englishText('account', key);

/** Signs up on the page that is open (consents, personal details): the overlay goes on to choose-offer (SVOD). */
async function signUpHere(page: Page, email: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = accountDialog(page, 'Create an account');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await signUp.getByLabel('Favourite genre').selectOption({ label: 'Documentary' });
  await signUp.getByRole('button', { name: 'Create account' }).click();

  const about = accountDialog(page, text('personal_details.title'));
  await about.getByLabel('First name').fill('Ines');
  await about.getByLabel('Last name').fill('Okafor');
  await about.getByLabel('Day').fill('02');
  await about.getByLabel('Month').fill('11');
  await about.getByLabel('Year').fill('1990');
  await about.getByRole('group', { name: 'How did you hear about us?' }).getByRole('radio', { name: 'From friends' }).check();
  await about.getByRole('button', { name: text('personal_details.submit') }).click();
  return accountDialog(page, text('choose_offer.title'));
}

/** Chooses a one-time offer on choose-offer and continues to checkout, once its order shows. */
async function openCheckout(page: Page, chooseOffer: Locator, offerTitle: string): Promise<Locator> {
  await chooseOffer.getByRole('radio', { name: text('choose_offer.one_time_only'), exact: true }).check();
  await chooseOffer.getByRole('radio', { name: new RegExp(`^${offerTitle.replace(/[()]/g, '\\$&')}`) }).check();
  await chooseOffer.getByRole('button', { name: text('choose_offer.continue') }).click();
  const checkout = accountDialog(page, text('checkout.title'));
  await expect(checkout.getByTestId('order-total')).toBeVisible();
  return checkout;
}

/** Applies a coupon on checkout and waits until the provider took it. */
async function applyCoupon(checkout: Locator, code: string): Promise<void> {
  const field = checkout.getByRole('textbox', { name: text('checkout.coupon_code') });
  if (!(await field.isVisible())) await checkout.getByRole('button', { name: text('checkout.redeem_coupon') }).click();
  await field.fill(code);
  await checkout.getByRole('button', { name: text('checkout.apply_coupon') }).click();
  await expect(checkout.getByText(text('checkout.coupon_applied'))).toBeVisible();
}

const euros = (total: string): number => Number(total.replace(/[^\d.,]/g, '').replace(',', '.'));

test('sign up on a locked film, buy its pass with SAVE20 then FREEPASS (no payment details), and the film plays', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(PASS_FILM.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: PASS_FILM.title })).toBeVisible();

  // Choose-offer: the site's subscriptions and the film's pass, so the switch shows; subscriptions first.
  const chooseOffer = await signUpHere(page, uniqueEmail('checkout'));
  await expect(chooseOffer.getByRole('radio', { name: text('choose_offer.subscription'), exact: true })).toBeChecked();
  await expect(chooseOffer.getByRole('radio', { name: /^Yearly subscription/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const checkout = await openCheckout(page, chooseOffer, WEEKEND_PASS);
  await expect(checkout.getByRole('region', { name: text('checkout.order_summary') })).toContainText(WEEKEND_PASS);
  await expect(checkout.getByRole('textbox', { name: text('checkout.card_number') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // SAVE20: 20 % off the total.
  const total = checkout.getByTestId('order-total');
  const before = euros((await total.textContent()) ?? '');
  expect(before).toBeGreaterThan(0);
  await applyCoupon(checkout, 'SAVE20');
  await expect.poll(async () => euros((await total.textContent()) ?? '')).toBeCloseTo(before * 0.8, 1);
  await expect(checkout.getByText(text('checkout.coupon_discount'))).toBeVisible();

  // FREEPASS: the pass costs nothing, no payment details are asked.
  await applyCoupon(checkout, 'FREEPASS');
  await expect(checkout.getByText(text('checkout.no_payment_needed'))).toBeVisible();
  await expect(checkout.getByRole('textbox', { name: text('checkout.card_number') })).toHaveCount(0);
  await checkout.getByRole('button', { name: text('checkout.continue') }).click();
  await expect(page.getByRole('status').getByText(text('checkout.payment_success'))).toBeVisible();

  // A pass returns to the page, which the provider now unlocks: the film plays.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PASS_FILM.path}$`));
  const start = main.getByRole('button', { name: englishText('video', 'start_watching') });
  await expect(start).toBeVisible();
  await start.click();
  const player = page.getByRole('region', { name: `Video player: ${PASS_FILM.title}` });
  await expect(player).toBeVisible();
  await waitUntilAdvancedBy(videoIn(player), 2);
});

test('an overlay value the site has no screen for says so instead of closing', async ({ page }) => {
  await page.goto('/?u=no-such-screen');
  const dialog = accountDialog(page, text('overlay_unavailable.title'));
  await expect(dialog.getByText(text('overlay_unavailable.message'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: englishText('common', 'close') }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
