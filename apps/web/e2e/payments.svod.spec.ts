import { expect, expectNoSeriousA11yViolations, sandboxUrl, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, PASSWORD, signIn, uniqueEmail } from './support/accounts';

/**
 * Subscription management on the subscription demo `demosvod` (issue 16), billed through the
 * provider's local sandbox: a customer whose monthly plan the sandbox has on file sees it on
 * /u/payments, cancels it (access stays until the end of the period) and renews it.
 */

/** The sandbox seed's monthly offer, demosvod's `monthlyOffer`. */
const MONTHLY_OFFER = 'S970187168_NL';
/** demosvod's publisher (`integrations.cleeng.id`). */
const PUBLISHER = '900000001';

const payment = (key: string) => englishText('user', `payment.${key}`);
const account = (key: string) => englishText('account', key);

test('/u/payments shows the subscription; cancel, then renew', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('payments');
  // A customer of the provider with a paid monthly subscription (the sandbox's control routes).
  const created = await request.post(`${sandboxUrl()}/customers`, { data: { email, password: PASSWORD, locale: 'en_US', country: 'NL', currency: 'EUR', publisherId: PUBLISHER } });
  expect(created.ok(), await created.text()).toBe(true);
  const subscribed = await request.post(`${sandboxUrl()}/_sandbox/subscriptions`, { data: { email, offerId: MONTHLY_OFFER } });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const { responseData: subscription } = (await subscribed.json()) as { responseData: { offerTitle: string; expiresAt: number } };

  await page.goto('/');
  await signIn(page, email);

  // The user menu leads to the payments page.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: englishText('user', 'user_menu.payments') }).click();
  await expect(page).toHaveURL(/\/u\/payments$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: payment('title') })).toBeVisible();

  const details = main.getByRole('region', { name: payment('subscription_details') });
  await expect(details.getByText(subscription.offerTitle, { exact: true })).toBeVisible();
  await expect(details.getByText(payment('status.active'), { exact: true })).toBeVisible();
  await expect(details.getByText(payment('next_payment'), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Cancel: confirm, then the confirmation; the page shows the end of access.
  await details.getByRole('link', { name: payment('cancel_subscription') }).click();
  const cancel = accountDialog(page, account('cancel_subscription.title'));
  await expect(cancel.getByRole('button', { name: account('cancel_subscription.unsubscribe') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cancel.getByRole('button', { name: account('cancel_subscription.unsubscribe') }).click();
  const cancelled = accountDialog(page, account('subscription_cancelled.title'));
  await expect(cancelled.getByRole('button', { name: account('subscription_screens.back_to_payments') })).toBeFocused();
  await cancelled.getByRole('button', { name: account('subscription_screens.back_to_payments') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details.getByText(payment('status.cancelled'), { exact: true })).toBeVisible();
  await expect(details.getByText(payment('access_until'), { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: payment('cancel_subscription') })).toHaveCount(0);

  // Renew: the subscription is active again, with its next payment.
  await details.getByRole('link', { name: payment('renew_subscription') }).click();
  const renew = accountDialog(page, account('renew_subscription.title'));
  await renew.getByRole('button', { name: account('renew_subscription.renew_subscription') }).click();
  const renewed = accountDialog(page, account('subscription_renewed.title'));
  await expect(renewed.getByRole('button', { name: account('subscription_screens.back_to_payments') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await renewed.getByRole('button', { name: account('subscription_screens.back_to_payments') }).click();
  await expect(details.getByText(payment('status.active'), { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: payment('cancel_subscription') })).toBeVisible();

  // The provider has the same answer: active, after a reload of the page too.
  await page.reload();
  await expect(main.getByRole('region', { name: payment('subscription_details') }).getByText(payment('status.active'), { exact: true })).toBeVisible();
});
