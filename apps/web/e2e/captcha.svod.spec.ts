import type { Locator, Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { sandboxUrl, serverUrl } from '../../../scripts/e2e/siteUrls';
import { accountDialog, answerPersonalDetails, englishText, PASSWORD, uniqueEmail } from './support/accounts';
import { accountText, applyCoupon, openCheckout } from './support/checkout';

/**
 * The captcha on a site billed by the subscription provider: the demo config `svodcapt` (demosvod
 * with `custom.captchaSiteKey` and `custom.captchaChallengeUrl`). The ALTCHA widget takes its
 * challenge from the demo server (the publisher's challenge server), the browser solves it, and
 * the provider's calls (register, free order, PayPal) carry the answer, which the provider's
 * sandbox verifies with the key it shares with the server (the global setup gives both one key).
 */
const CONFIG = 'svodcapt';
/** The Grid Walkers: unlocked by the sandbox's weekend pass, free with FREEPASS. */
const PASS_FILM = '/m/mvGrid10/the-grid-walkers';
const WEEKEND_PASS = 'Weekend pass (3 days)';
const ROBOT = "I'm not a robot";

const slotIn = (dialog: Locator, labelKey: string): Locator => dialog.getByRole('group', { name: englishText('account', labelKey) });

/** Ticks the widget of a captcha slot and waits until the browser solved the server's challenge. */
async function solve(page: Page, slot: Locator): Promise<void> {
  const challenge = page.waitForResponse((response) => response.url().startsWith(`${serverUrl()}/api/captcha/challenge?siteKey=${CONFIG}`));
  await slot.getByRole('checkbox', { name: ROBOT }).click();
  expect((await challenge).status()).toBe(200);
  await expect(slot.getByText('Verified')).toBeVisible({ timeout: 15_000 });
}

/** Signs up on the page that is open with the widget solved; answers the sign-up's captcha value. Ends on choose-offer. */
async function signUpWithCaptcha(page: Page): Promise<{ chooseOffer: Locator; signUpValue: string }> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const signUp = accountDialog(page, 'Create an account');
  await signUp.getByLabel('Email').fill(uniqueEmail('captcha-svod'));
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await signUp.getByLabel('Favourite genre').selectOption({ label: 'Documentary' });
  await solve(page, slotIn(signUp, 'registration.captcha'));
  await expectNoSeriousA11yViolations(page);
  const registration = page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === `${sandboxUrl()}/customers`);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const registered = await registration;
  expect(registered.status()).toBe(200);
  const signUpValue = (registered.request().postDataJSON() as { captchaValue?: string }).captchaValue;
  expect(signUpValue).toMatch(/^[A-Za-z0-9+/=]{100,}$/);
  await answerPersonalDetails(page);
  return { chooseOffer: accountDialog(page, accountText('choose_offer.title')), signUpValue: signUpValue! };
}

/** Sends the next call to `path` with the widget's value replaced by `valueOf(value)`; later calls go as they are. */
async function replaceCaptchaOnce(page: Page, path: string, valueOf: (value: string) => string): Promise<void> {
  let replaced = false;
  await page.route(`${sandboxUrl()}${path}`, async (route: Route) => {
    const body = route.request().postDataJSON() as { captchaValue?: string };
    if (replaced || route.request().method() !== 'POST' || !body.captchaValue) return route.continue();
    replaced = true;
    await route.continue({ postData: JSON.stringify({ ...body, captchaValue: valueOf(body.captchaValue) }) });
  });
}

/** The widget's value with the challenge's expiry pushed a day on: its signature no longer matches (a forgery). */
const forged = (value: string): string => {
  const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { challenge: { parameters: { expiresAt: number } } };
  payload.challenge.parameters.expiresAt += 86_400;
  return Buffer.from(JSON.stringify(payload)).toString('base64');
};

/** Waits for the provider's answer to the next POST to `path` and returns its status. */
const providerAnswer = (page: Page, path: string) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && response.url() === `${sandboxUrl()}${path}`).then((response) => response.status());

test.describe('captcha on the billing provider (svodcapt)', () => {
  test('sign up with the widget, then a free order: a forged answer is refused by the provider, a fresh one goes through', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${PASS_FILM}?app-config=${CONFIG}`);
    const { chooseOffer } = await signUpWithCaptcha(page);
    const checkout = await openCheckout(page, chooseOffer, WEEKEND_PASS);
    await applyCoupon(checkout, 'FREEPASS');
    await expect(checkout.getByText(accountText('checkout.no_payment_needed'))).toBeVisible();

    const slot = slotIn(checkout, 'captcha.label');
    await solve(page, slot);
    await replaceCaptchaOnce(page, '/payments', forged);
    const refused = providerAnswer(page, '/payments');
    await checkout.getByRole('button', { name: accountText('checkout.continue') }).click();
    expect(await refused).toBe(422);
    // Said on the slot, the widget starts over; the order and its coupon are still there.
    await expect(slot.getByRole('alert')).toHaveText(englishText('account', 'captcha.required'));
    await expect(slot.getByRole('checkbox', { name: ROBOT })).not.toBeChecked();
    await expect(checkout.getByText(accountText('checkout.coupon_applied'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await solve(page, slot);
    await expect(slot.getByRole('alert')).toHaveCount(0);
    const paid = providerAnswer(page, '/payments');
    await checkout.getByRole('button', { name: accountText('checkout.continue') }).click();
    expect(await paid).toBe(200);
    await expect(page.getByRole('status').getByText(accountText('checkout.payment_success'))).toBeVisible();
  });

  test("PayPal: the sign-up's answer used again is refused by the provider (a replay), a fresh one opens PayPal", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/?app-config=${CONFIG}`);
    const { chooseOffer, signUpValue } = await signUpWithCaptcha(page);
    const checkout = await openCheckout(page, chooseOffer, 'Monthly subscription', 'subscription');
    await checkout.getByRole('radio', { name: accountText('checkout.paypal') }).check();

    const slot = slotIn(checkout, 'captcha.label');
    await solve(page, slot);
    await replaceCaptchaOnce(page, '/connectors/paypal/v1/tokens', () => signUpValue);
    const refused = providerAnswer(page, '/connectors/paypal/v1/tokens');
    await checkout.getByRole('button', { name: accountText('checkout.continue') }).click();
    expect(await refused).toBe(422);
    await expect(slot.getByRole('alert')).toHaveText(englishText('account', 'captcha.required'));
    await expect(checkout.getByRole('radio', { name: accountText('checkout.paypal') })).toBeChecked();

    await solve(page, slot);
    await checkout.getByRole('button', { name: accountText('checkout.continue') }).click();
    await expect(page).toHaveURL(/\/_gateway\/paypal\//);
  });
});
