import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/**
 * Accounts on the main site: the tests run it with the demo config `demoauth` (free after sign-in,
 * the server's account API under /api), chosen with `?app-config=` (an allowed source of the demo
 * settings file; the choice is kept in the browser context's storage).
 */
export const AUTH_CONFIG = 'demoauth';

/** An English text of the app, as translators wrote it (so the tests follow the translation files). */
export function englishText(namespace: string, key: string): string {
  const tree = JSON.parse(readFileSync(new URL(`../../../../packages/ui-react/src/i18n/locales/en/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof text !== 'string') throw new Error(`No English text for ${namespace}:${key}`);
  return text;
}

let counter = 0;
/** A fresh address for each account a test creates (the server keeps accounts for the whole run). */
export const uniqueEmail = (label: string): string => `${label}.${Date.now().toString(36)}${(counter += 1)}@example.com`;

/** A password that passes the rule (a lowercase letter, a digit, 8+ characters) and is not a common one. */
export const PASSWORD = 'Lantern-harbour-42';

/** Opens `path` of the site on the demoauth config; returns once the header offers sign-in or the user menu. */
export async function openAuthSite(page: Page, path = '/'): Promise<void> {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('app-config', AUTH_CONFIG);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Brightwater Club' })).toBeVisible();
}

/** The account overlay dialog with the given title. */
export const accountDialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Signs up through the overlay (`?u=create-account` on the current page) and skips through personal details. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const dialog = accountDialog(page, 'Create an account');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: /terms/i }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').getByText(englishText('account', 'registration.success'))).toBeVisible();
  // Then personal details: skipped by the overlay when the provider does not ask for them, else
  // left empty here (the demo's questions are optional); then the welcome screen, left at once
  // (it would close by itself after its 10 s countdown).
  const next = accountDialog(page, 'About you').getByRole('button', { name: 'Continue' });
  const startWatching = page.getByRole('dialog', { name: /^Welcome to / }).getByRole('button', { name: /^Start watching/ });
  await expect(async () => {
    if (await next.isVisible()) await next.click();
    if (await startWatching.isVisible()) await startWatching.click();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
}

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  /** Day, month, year as typed. */
  birthDate: readonly [string, string, string];
}

/** Answers the billing provider's personal-details screen (capture: name, birth date, the required custom question) and submits it. */
export async function answerPersonalDetails(page: Page, person: PersonalDetails = { firstName: 'Ines', lastName: 'Okafor', birthDate: ['02', '11', '1990'] }): Promise<void> {
  const about = accountDialog(page, englishText('account', 'personal_details.title'));
  await about.getByLabel('First name').fill(person.firstName);
  await about.getByLabel('Last name').fill(person.lastName);
  const [day, month, year] = person.birthDate;
  await about.getByLabel('Day').fill(day);
  await about.getByLabel('Month').fill(month);
  await about.getByLabel('Year').fill(year);
  await about.getByRole('group', { name: 'How did you hear about us?' }).getByRole('radio', { name: 'From friends' }).check();
  await about.getByRole('button', { name: englishText('account', 'personal_details.submit') }).click();
}

/** Signs in through the login overlay of the current page. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = accountDialog(page, 'Sign in');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').getByText(englishText('account', 'login.sign_in_success'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

interface OutboxMail {
  to: string;
  subject: string;
  link: string | null;
  sentAt: string;
}

/** The link of the newest mail the server "sent" to `email` (DEV_OUTBOX), waiting for it to arrive. */
export async function newestMailLink(request: APIRequestContext, serverUrl: string, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`${serverUrl}/api/dev/outbox`, { params: { to: email } });
        const { mails } = (await reply.json()) as { mails: OutboxMail[] };
        link = mails[0]?.link ?? null;
        return link;
      },
      { message: `a mail with a link to ${email}` },
    )
    .not.toBeNull();
  return link!;
}
