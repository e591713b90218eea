import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, sandboxUrl, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, PASSWORD, uniqueEmail } from './support/accounts';
import { accountText, applyCoupon, openCheckout, payByCard, testCards } from './support/checkout';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/**
 * The video-platform demo `demojwp1` (issue 17, "Done when"), on the platform's local stand-in
 * (apps/provider-sandbox under /inplayer, started by the global setup): sign-up with the
 * platform's custom register fields, an access fee bought by card with a voucher, the payment's
 * notification closing the waiting view, the server's entitlement letting the premiere play,
 * change password with the old one, export (the mail in the sandbox's outbox), and account
 * deletion, after which signing in fails.
 */

/** Rule 110: its premiere is the platform's pass `jwp:!C4821` (access fee 30201, 4.99 EUR for 48 hours). */
const PREMIERE = { path: '/m/mvRule06/rule-110', title: 'Rule 110' } as const;
const PREMIERE_FEE = 'Premiere rental, 48 hours';
const NEW_PASSWORD = 'Harbour-lights-77';

const euros = (total: string): number => Number(total.replace(/[^\d.,]/g, '').replace(',', '.'));
const userText = (key: string) => englishText('user', key);

/** Signs up on the open page with the platform's register fields (the required terms, a nickname, a genre); the overlay goes on to choose-offer. */
async function signUpWithRegisterFields(page: Page, email: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = accountDialog(page, 'Create an account');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms of use/i }).check();
  await signUp.getByLabel('Nickname').fill('Ines by the harbour');
  await signUp.getByLabel('Favourite genre').selectOption({ label: 'Documentary' });
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').getByText(accountText('registration.success'))).toBeVisible();
  // The platform asks for the name on personal details.
  const about = accountDialog(page, accountText('personal_details.title'));
  await about.getByLabel('First name').fill('Ines');
  await about.getByLabel('Last name').fill('Okafor');
  await about.getByRole('button', { name: accountText('personal_details.submit') }).click();
  return accountDialog(page, accountText('choose_offer.title'));
}

/** The mails the sandbox would have sent to `email`. */
async function sandboxMails(request: APIRequestContext, email: string): Promise<Array<{ kind: string }>> {
  const reply = await request.get(`${sandboxUrl()}/_sandbox/outbox`, { params: { email } });
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { items?: Array<{ kind: string }>; responseData?: { items: Array<{ kind: string }> } };
  return body.items ?? body.responseData?.items ?? [];
}

/** Opens the account page through the user menu. */
async function openAccountPage(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: userText('user_menu.account') }).click();
  await expect(page).toHaveURL(/\/u\/my-account$/);
  return page.getByRole('main');
}

test('sign up with register fields, buy the premiere with a voucher, play it, change password, delete the account', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('platform');
  const cards = await testCards(request);
  await page.goto(PREMIERE.path);
  const main = page.getByRole('main');
  // The first visit also starts the platform's integration (its own chunks).
  await expect(main.getByRole('heading', { level: 1, name: PREMIERE.title })).toBeVisible({ timeout: 30_000 });

  // Sign-up with the custom register fields, then the premiere's access fee (a premier offer: the only one).
  const chooseOffer = await signUpWithRegisterFields(page, email);
  const checkout = await openCheckout(page, chooseOffer, PREMIERE_FEE);
  await expect(checkout.getByRole('region', { name: accountText('checkout.order_summary') })).toContainText(PREMIERE_FEE);

  // A voucher lowers the price: BRIGHT20 takes 20 % off.
  const total = checkout.getByTestId('order-total');
  const before = euros((await total.textContent()) ?? '');
  expect(before).toBeCloseTo(4.99, 2);
  await applyCoupon(checkout, 'BRIGHT20');
  await expect.poll(async () => euros((await total.textContent()) ?? '')).toBeCloseTo(before * 0.8, 1);
  await expectNoSeriousA11yViolations(page);

  // The card pays; the platform's notification (payment.card.success) closes the waiting view and the page unlocks.
  await payByCard(checkout, cards, cards.succeeds);
  await expect(page.getByRole('status').getByText(accountText('checkout.payment_success'))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${PREMIERE.path}$`));

  // The server asks the platform (GET /items/4821/access) before it signs the stream: it plays.
  const start = main.getByRole('button', { name: englishText('video', 'start_watching') });
  await expect(start).toBeVisible();
  await start.click();
  const player = page.getByRole('region', { name: `Video player: ${PREMIERE.title}` });
  await expect(player).toBeVisible();
  await waitUntilAdvancedBy(videoIn(player), 2);
  await page.keyboard.press('Escape');

  // Change the password with the old one.
  const account = await openAccountPage(page);
  await account.getByRole('link', { name: userText('account.security.edit_password') }).click();
  const change = accountDialog(page, accountText('edit_password.title'));
  await change.getByLabel(accountText('fields.old_password'), { exact: true }).fill(PASSWORD);
  await change.getByLabel(accountText('fields.new_password'), { exact: true }).fill(NEW_PASSWORD);
  await change.getByLabel(accountText('fields.password_confirmation')).fill(NEW_PASSWORD);
  await change.getByRole('button', { name: accountText('edit_password.submit') }).click();
  await expect(page.getByRole('status').getByText(accountText('edit_password.success'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Delete the account: the password step (the new password), the confirmation, then home, logged out.
  await account.getByRole('link', { name: userText('account.delete_account.button') }).click();
  const passwordStep = accountDialog(page, accountText('delete_account.title'));
  await passwordStep.getByLabel(accountText('fields.password'), { exact: true }).fill(NEW_PASSWORD);
  await passwordStep.getByRole('button', { name: accountText('delete_account.continue') }).click();
  const confirmation = accountDialog(page, accountText('delete_account.confirmation_title'));
  await expect(confirmation.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole('button', { name: accountText('delete_account.delete_button') }).click();
  await expect(page.getByRole('status').getByText(userText('account.delete_account.success'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Signing in again fails.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = accountDialog(page, 'Sign in');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText(accountText('login.wrong_combination'));
});

test('export: a success toast, and the export mail arrives in the sandbox outbox', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('export');
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign up' })).toBeVisible({ timeout: 30_000 });
  const chooseOffer = await signUpWithRegisterFields(page, email);
  await chooseOffer.getByRole('button', { name: englishText('common', 'close') }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const account = await openAccountPage(page);
  await account.getByRole('button', { name: userText('account.export_data.button') }).click();
  await expect(page.getByRole('status').getByText(userText('account.export_data_success'))).toBeVisible();
  await expect.poll(async () => (await sandboxMails(page.request, email)).map((mail) => mail.kind)).toContain('inplayer-account-export');
});
