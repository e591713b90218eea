import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, serverUrl, test } from '../../../scripts/e2e/fixtures';
import { accountDialog, englishText, newestMailLink, openAuthSite, PASSWORD, signIn, signUp, uniqueEmail } from './support/accounts';
import { videoIn, waitUntilAdvancedBy } from './support/video';

/**
 * Accounts on the main site with the demo config `demoauth` (free after sign-in) against the real
 * server and its account API (SQLite in a folder of the run, mails kept in the dev outbox): sign-up,
 * favorites that follow the account to another browser, a wrong password, a password reset through
 * the mail's link, signing in a TV with a device code, and the sign-in paywall.
 */

/** The Long Tide (mvTide01): a film of the catalogue, free for everybody. */
const FILM = { id: 'mvTide01', path: '/m/mvTide01/the-long-tide', title: 'The Long Tide' } as const;
/** Two Voices (mvLang05): neither free nor for subscribers, so on demoauth it needs a signed-in viewer. */
const SIGN_IN_FILM = { id: 'mvLang05', path: '/m/mvLang05/two-voices', title: 'Two Voices' } as const;

/** A second browser (its own storage, like another device) on the site of this project. */
async function secondBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookies.consent', value: 'accepted', url: baseURL! }]);
  return context.newPage();
}

test.describe('accounts', () => {
  test('a new account keeps its favorites: another browser signing in sees them', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('favorites');
    await openAuthSite(page, FILM.path);
    await signUp(page, email);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible();
    const favorite = main.getByRole('button', { name: 'Add to favorites' });
    await favorite.click();
    await expect(main.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');

    const other = await secondBrowser(browser, baseURL);
    await openAuthSite(other, FILM.path);
    const otherMain = other.getByRole('main');
    await expect(otherMain.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible();
    await expect(otherMain.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await signIn(other, email);
    // The account's list replaces the local one: the film is a favorite here too.
    await expect(otherMain.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    await other.context().close();
  });

  test("a wrong password says the combination is wrong, and clears the password", async ({ page }) => {
    const email = uniqueEmail('wrong');
    await openAuthSite(page);
    await signUp(page, email);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openAuthSite(page, '/?u=login');

    const dialog = accountDialog(page, 'Sign in');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(englishText('account', 'login.wrong_combination'));
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('a forgotten password is reset through the link of the mail, and the new one signs in', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('reset');
    const newPassword = 'Tide-and-lantern-7';
    await openAuthSite(page);
    await signUp(page, email);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await openAuthSite(page, '/?u=login');
    const login = accountDialog(page, 'Sign in');
    await login.getByLabel('Email').fill(email);
    await login.getByRole('link', { name: 'Forgot your password?' }).click();
    const forgot = accountDialog(page, 'Forgot your password?');
    await expect(forgot.getByLabel('Email')).toHaveValue(email);
    await forgot.getByRole('button', { name: 'Send link' }).click();
    await expect(accountDialog(page, 'Check your email')).toContainText(email);

    const link = await newestMailLink(request, serverUrl(), email);
    expect(new URL(link).searchParams.get('u')).toBe('reset-password');
    await page.goto(link);
    const reset = accountDialog(page, 'Choose a new password');
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password').fill(newPassword);
    await reset.getByRole('button', { name: 'Save password' }).click();

    // Login opens with the email filled in; the old password no longer works, the new one does.
    const again = accountDialog(page, 'Sign in');
    await expect(again.getByLabel('Email')).toHaveValue(email);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expect(again.getByRole('alert')).toHaveText(englishText('account', 'login.wrong_combination'));
    await again.getByLabel('Password', { exact: true }).fill(newPassword);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').getByText(englishText('account', 'login.sign_in_success'))).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    const used = accountDialog(page, 'Choose a new password');
    await used.getByLabel('New password', { exact: true }).fill('Another-harbour-8');
    await used.getByLabel('Confirm new password').fill('Another-harbour-8');
    await used.getByRole('button', { name: 'Save password' }).click();
    await expect(used.getByRole('alert')).toContainText(englishText('account', 'reset.invalid_reset_link'));
  });

  test('a TV is signed in with the code it shows', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = `${serverUrl()}/api`;
    const device = { deviceId: `tv-${Date.now()}`, deviceName: 'Living-room TV', configId: 'demoauth' };
    // The TV: asks for a code and checks it.
    const generated = await request.post(`${api}/device-flow/generate`, { data: device });
    expect(generated.ok()).toBe(true);
    const { code } = (await generated.json()) as { code: string };
    const check = () => request.get(`${api}/device-flow/check`, { params: { code, deviceId: device.deviceId } });
    expect(await (await check()).json()).toEqual({ status: 'pending' });

    // The viewer, signed in on the site, types the code (in lower case) and confirms.
    await openAuthSite(page);
    await signUp(page, uniqueEmail('device'));
    await openAuthSite(page, '/?u=login-device');
    const dialog = accountDialog(page, 'Sign in on a TV or device');
    await dialog.getByLabel('Code').pressSequentially(code.toLowerCase());
    await expect(dialog.getByLabel('Code')).toHaveValue(code);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]code=${code}`));
    await expect(dialog).toContainText(code);
    await dialog.getByRole('button', { name: 'Connect device' }).click();
    await expect(accountDialog(page, 'Your device is connected')).toBeVisible();

    // The TV's next check has its session.
    const authorized = (await (await check()).json()) as { status: string; token?: string; user?: { email: string } };
    expect(authorized.status).toBe('authorized');
    expect(authorized.token).toEqual(expect.any(String));
  });

  test('sign-in paywall: a visitor is asked to sign up and sees no video; after signing in the film plays', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('paywall');
    // The account exists already; this visitor is not signed in.
    await openAuthSite(page);
    await signUp(page, email);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await openAuthSite(page, SIGN_IN_FILM.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: SIGN_IN_FILM.title })).toBeVisible();
    const signUpButton = main.getByRole('button', { name: englishText('video', 'sign_up_to_start_watching') });
    await expect(signUpButton).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await signUpButton.click();
    await expect(accountDialog(page, 'Create an account')).toBeVisible();
    await accountDialog(page, 'Create an account').getByRole('link', { name: 'Sign in' }).click();

    const login = accountDialog(page, 'Sign in');
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);

    const start = main.getByRole('button', { name: englishText('video', 'start_watching') });
    await expect(start).toBeVisible();
    await start.click();
    const player = page.getByRole('region', { name: `Video player: ${SIGN_IN_FILM.title}` });
    await expect(player).toBeVisible();
    await waitUntilAdvancedBy(videoIn(player), 2);
  });
});

test.describe('accessibility of the account overlay', () => {
  for (const { value, title, submit: submitName } of [
    { value: 'login', title: 'Sign in', submit: 'Sign in' },
    { value: 'create-account', title: 'Create an account', submit: 'Create account' },
    { value: 'forgot-password', title: 'Forgot your password?', submit: 'Send link' },
    // A visitor signs in inside the device-login screen first.
    { value: 'login-device', title: 'Sign in on a TV or device', submit: 'Sign in' },
  ]) {
    test(`u=${value} has no serious axe findings, also with its errors shown`, async ({ page }) => {
      await openAuthSite(page, `/?u=${value}`);
      const dialog = accountDialog(page, title);
      const submit = dialog.getByRole('button', { name: submitName, exact: true });
      await expect(submit).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await submit.click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
