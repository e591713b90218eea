import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, PASSWORD, uniqueEmail } from './support/accounts';
import { accountText } from './support/checkout';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/**
 * The Cognito-style variant `democogn` (issue 18, "Done when"): accounts in the cognito-local
 * emulator, plans and the billing portal on our server, the card page and the library login on
 * the sandbox (all started by the global setup). A viewer from the external library plays an item
 * that the SVOD site locks for others, with no favorites and no history, and the token gone from
 * the address; a Cognito user without a plan meets the paywall, buys a plan in the portal with a
 * card, and plays; logging the viewer out returns the site to SVOD.
 */

/** Not free, sold by no pass: under SVOD it needs the plan; a viewer token (AVOD) opens it. */
const FILM = { path: '/m/mvLife03/rules-of-the-small-world', title: 'Rules of the Small World' } as const;
/** The sandbox library's demo card (apps/provider-sandbox README). */
const LIBRARY_CARD = { number: '2000 0000 0000', pin: '1234' } as const;
const videoText = (key: string) => englishText('video', key);

async function openFilm(page: Page): Promise<void> {
  await page.goto(FILM.path);
  // The first visit also starts the integration (its own chunks, Amazon's Cognito library among them).
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: FILM.title })).toBeVisible({ timeout: 30_000 });
}

async function playsTheFilm(page: Page): Promise<void> {
  const start = page.getByRole('main').getByRole('button', { name: videoText('start_watching'), exact: true });
  await expect(start).toBeVisible({ timeout: 20_000 });
  await start.click();
  const player = page.getByRole('region', { name: `Video player: ${FILM.title}` });
  await expect(player).toBeVisible();
  await waitUntilAdvancedBy(videoIn(player), 2);
  await page.keyboard.press('Escape');
}

test('a viewer from the external library plays the film with no favorites or history, the token gone from the address; logging out returns the site to SVOD', async ({ page }) => {
  test.setTimeout(120_000);
  await openFilm(page);
  // SVOD for a visitor: the film is locked.
  await expect(page.getByRole('main').getByRole('button', { name: videoText('start_watching'), exact: true })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await accountDialog(page, 'Sign in').getByRole('link', { name: accountText('login.external_account') }).click();
  const external = accountDialog(page, accountText('login_external.title'));
  await expectNoSeriousA11yViolations(page);
  await external.getByRole('link', { name: 'Brightwater City Library' }).click();

  // The library's own page (the sandbox plays it), then back with its token.
  await expect(page.getByRole('heading', { name: 'Sign in with your library card' })).toBeVisible();
  await page.getByLabel('Library card number').fill(LIBRARY_CARD.number);
  await page.getByLabel('PIN').fill(LIBRARY_CARD.pin);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('banner').getByRole('button', { name: /Guest viewer/ })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`${FILM.path}$`));
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
  await expect(page.getByRole('button', { name: videoText('add_to_favorites') })).toHaveCount(0);
  await playsTheFilm(page);
  // No history for a viewer: the home shows no continue-watching shelf after watching.
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue watching' })).toHaveCount(0);

  // Logging the viewer out returns the site to SVOD: the film is locked again.
  await page.getByRole('banner').getByRole('button', { name: /Guest viewer/ }).click();
  await page.getByRole('menuitem', { name: englishText('user', 'user_menu.logout') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await openFilm(page);
  await expect(page.getByRole('main').getByRole('button', { name: videoText('start_watching'), exact: true })).toHaveCount(0);
});

test('a Cognito user without a plan meets the paywall, buys a plan in the billing portal with a card, and plays', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('cognito');
  await openFilm(page);

  // Sign-up in the user pool (cognito-local), then choose-offer lists the site's plans.
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = accountDialog(page, 'Create an account');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const terms = signUp.getByRole('checkbox', { name: /terms/i });
  if ((await terms.count()) > 0) await terms.check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const chooseOffer = accountDialog(page, accountText('choose_offer.title'));
  await expect(chooseOffer).toBeVisible({ timeout: 30_000 });
  await chooseOffer.getByRole('radio', { name: /^Brightwater Plus monthly/ }).check();
  await chooseOffer.getByRole('button', { name: accountText('choose_offer.continue') }).click();

  // Our server's billing portal, then the payments host's card page.
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Subscribe: Brightwater Plus monthly' }).click();
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date (MM/YY)').fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Ines Okafor');
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back on the site, the wait for the plan ends (a subscription ends on the welcome screen) and the film plays.
  await expect(page).toHaveURL(new RegExp(FILM.path), { timeout: 30_000 });
  const startWatching = page.getByRole('dialog', { name: /^Welcome to / }).getByRole('button', { name: /^Start watching/ });
  await expect(async () => {
    if (await startWatching.isVisible()) await startWatching.click();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await playsTheFilm(page);
});
