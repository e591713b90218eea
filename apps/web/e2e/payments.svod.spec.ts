import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, signIn, uniqueEmail } from './support/accounts';
import { accountText, createCustomer, OFFERS, openPayments, paymentText, subscribe } from './support/checkout';

/**
 * Subscription management on the subscription demo `demosvod` (issue 16), billed through the
 * provider's local sandbox: a customer whose monthly plan the sandbox has on file sees it on
 * /u/payments, cancels it (access stays until the end of the period) and renews it.
 */

test('/u/payments shows the subscription; cancel, then renew', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('payments');
  // A customer of the provider with a paid monthly subscription (the sandbox's control routes).
  await createCustomer(request, email);
  const subscription = await subscribe(request, email, OFFERS.monthly);

  await page.goto('/');
  await signIn(page, email);

  // The user menu leads to the payments page.
  const main = await openPayments(page);

  const details = main.getByRole('region', { name: paymentText('subscription_details') });
  await expect(details.getByText(subscription.offerTitle, { exact: true })).toBeVisible();
  await expect(details.getByText(paymentText('status.active'), { exact: true })).toBeVisible();
  await expect(details.getByText(paymentText('next_payment'), { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Cancel: confirm, then the confirmation; the page shows the end of access.
  await details.getByRole('link', { name: paymentText('cancel_subscription') }).click();
  const cancel = accountDialog(page, accountText('cancel_subscription.title'));
  await expect(cancel.getByRole('button', { name: accountText('cancel_subscription.unsubscribe') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cancel.getByRole('button', { name: accountText('cancel_subscription.unsubscribe') }).click();
  const cancelled = accountDialog(page, accountText('subscription_cancelled.title'));
  await expect(cancelled.getByRole('button', { name: accountText('subscription_screens.back_to_payments') })).toBeFocused();
  await cancelled.getByRole('button', { name: accountText('subscription_screens.back_to_payments') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(details.getByText(paymentText('status.cancelled'), { exact: true })).toBeVisible();
  await expect(details.getByText(paymentText('access_until'), { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: paymentText('cancel_subscription') })).toHaveCount(0);

  // Renew: the subscription is active again, with its next payment.
  await details.getByRole('link', { name: paymentText('renew_subscription') }).click();
  const renew = accountDialog(page, accountText('renew_subscription.title'));
  await renew.getByRole('button', { name: accountText('renew_subscription.renew_subscription') }).click();
  const renewed = accountDialog(page, accountText('subscription_renewed.title'));
  await expect(renewed.getByRole('button', { name: accountText('subscription_screens.back_to_payments') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await renewed.getByRole('button', { name: accountText('subscription_screens.back_to_payments') }).click();
  await expect(details.getByText(paymentText('status.active'), { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: paymentText('cancel_subscription') })).toBeVisible();

  // The provider has the same answer: active, after a reload of the page too.
  await page.reload();
  await expect(main.getByRole('region', { name: paymentText('subscription_details') }).getByText(paymentText('status.active'), { exact: true })).toBeVisible();
});
