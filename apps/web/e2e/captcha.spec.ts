import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, PASSWORD, uniqueEmail } from './support/accounts';

/**
 * The sign-up captcha on the demo config `democapt` (demoauth with `custom.captchaSiteKey`): the
 * ALTCHA widget gets its proof-of-work challenge from the server's account API, the visitor ticks
 * it, the browser solves it, and the answer goes with the registration, which the server checks.
 */
const CAPTCHA_CONFIG = 'democapt';

test.describe('sign-up captcha', () => {
  test('the widget is solved by ticking its box, and only then does the sign-up go through', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/?app-config=${CAPTCHA_CONFIG}`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const dialog = accountDialog(page, 'Create an account');
    await dialog.getByLabel('Email').fill(uniqueEmail('captcha'));
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: /terms/i }).check();

    const slot = dialog.getByRole('group', { name: englishText('account', 'registration.captcha') });
    const robot = slot.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(robot).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Not solved: refused on the form, nothing sent.
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(slot.getByText(englishText('account', 'captcha.required'))).toBeVisible();
    await expect(dialog).toBeVisible();

    // Solved with the keyboard, as a screen-reader user would.
    const challenge = page.waitForResponse((response) => response.url().includes('/api/captcha/challenge?siteKey=democapt'));
    await robot.focus();
    await page.keyboard.press('Space');
    expect((await challenge).status()).toBe(200);
    await expect(slot.getByText('Verified')).toBeVisible({ timeout: 15_000 });
    await expect(slot.getByText(englishText('account', 'captcha.required'))).toHaveCount(0);

    const registration = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/customers'));
    await dialog.getByRole('button', { name: 'Create account' }).click();
    expect((await registration).postDataJSON()).toMatchObject({ captchaValue: expect.stringMatching(/^[A-Za-z0-9+/=]{100,}$/) });
    await expect(page.getByRole('status').getByText(englishText('account', 'registration.success'))).toBeVisible();
  });

  test('an answer the server refuses (already used) is reported on the form, and the widget starts over', async ({ page }) => {
    test.setTimeout(60_000);
    // The first registration's answer is kept and sent again with the second: a replay.
    let used: string | undefined;
    await page.route('**/api/customers', async (route) => {
      const body = route.request().postDataJSON() as { captchaValue?: string };
      if (used) await route.continue({ postData: JSON.stringify({ ...body, captchaValue: used }) });
      else {
        used = body.captchaValue;
        await route.continue();
      }
    });
    await page.goto(`/?app-config=${CAPTCHA_CONFIG}`);
    const signUpOnce = async (email: string) => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
      const dialog = accountDialog(page, 'Create an account');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('checkbox', { name: /terms/i }).check();
      const slot = dialog.getByRole('group', { name: englishText('account', 'registration.captcha') });
      await slot.getByRole('checkbox', { name: "I'm not a robot" }).click();
      await expect(slot.getByText('Verified')).toBeVisible({ timeout: 15_000 });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      return { dialog, slot };
    };
    await signUpOnce(uniqueEmail('first'));
    await expect(page.getByRole('status').getByText(englishText('account', 'registration.success'))).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/?app-config=${CAPTCHA_CONFIG}`);

    const { dialog, slot } = await signUpOnce(uniqueEmail('replay'));
    await expect(dialog.getByText(englishText('account', 'captcha.required')).first()).toBeVisible();
    await expect(slot.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });
});
