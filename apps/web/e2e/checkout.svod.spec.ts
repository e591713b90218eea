import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, uniqueEmail } from './support/accounts';
import { accountText, applyCoupon, openCheckout, signUpHere } from './support/checkout';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/**
 * Buying on the subscription demo `demosvod` through the subscription-billing provider's local
 * sandbox (see accounts.svod.spec.ts for the setup): the purchase screens of the account overlay
 * (choose-offer, checkout) against what the sandbox sells today: its offers and coupons (SAVE20 takes
 * 20 % off, FREEPASS makes the weekend pass free) and payment without details. Card and PayPal
 * journeys: payments-journeys.svod.spec.ts.
 */

/** The Grid Walkers: protected, unlocked by a subscription or by the sandbox's weekend pass (P473391042_NL). */
const PASS_FILM = { path: '/m/mvGrid10/the-grid-walkers', title: 'The Grid Walkers' } as const;
const WEEKEND_PASS = 'Weekend pass (3 days)';

const euros = (total: string): number => Number(total.replace(/[^\d.,]/g, '').replace(',', '.'));

test('sign up on a locked film, buy its pass with SAVE20 then FREEPASS (no payment details), and the film plays', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(PASS_FILM.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: PASS_FILM.title })).toBeVisible();

  // Choose-offer: the site's subscriptions and the film's pass, so the switch shows; subscriptions first.
  const chooseOffer = await signUpHere(page, uniqueEmail('checkout'));
  await expect(chooseOffer.getByRole('radio', { name: accountText('choose_offer.subscription'), exact: true })).toBeChecked();
  await expect(chooseOffer.getByRole('radio', { name: /^Yearly subscription/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const checkout = await openCheckout(page, chooseOffer, WEEKEND_PASS);
  await expect(checkout.getByRole('region', { name: accountText('checkout.order_summary') })).toContainText(WEEKEND_PASS);
  await expect(checkout.getByRole('textbox', { name: accountText('checkout.card_number') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // SAVE20: 20 % off the total.
  const total = checkout.getByTestId('order-total');
  const before = euros((await total.textContent()) ?? '');
  expect(before).toBeGreaterThan(0);
  await applyCoupon(checkout, 'SAVE20');
  await expect.poll(async () => euros((await total.textContent()) ?? '')).toBeCloseTo(before * 0.8, 1);
  await expect(checkout.getByText(accountText('checkout.coupon_discount'))).toBeVisible();

  // FREEPASS: the pass costs nothing, no payment details are asked.
  await applyCoupon(checkout, 'FREEPASS');
  await expect(checkout.getByText(accountText('checkout.no_payment_needed'))).toBeVisible();
  await expect(checkout.getByRole('textbox', { name: accountText('checkout.card_number') })).toHaveCount(0);
  await checkout.getByRole('button', { name: accountText('checkout.continue') }).click();
  await expect(page.getByRole('status').getByText(accountText('checkout.payment_success'))).toBeVisible();

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
  const dialog = accountDialog(page, accountText('overlay_unavailable.title'));
  await expect(dialog.getByText(accountText('overlay_unavailable.message'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: englishText('common', 'close') }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});
