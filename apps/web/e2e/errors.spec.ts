import { readFileSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, serverUrl, test } from '../../../scripts/e2e/fixtures';
import { startPreviewDeployment, type PreviewDeployment } from './support/previewDeployment';

/** A translation file of the app, as the site loads it. */
const translations = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../packages/ui-react/src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

test.describe('languages', () => {
  test('switching the language menu to Thai translates the interface, and the choice stays', async ({ page }) => {
    const menu = translations('th', 'menu') as Record<string, string>;
    const search = translations('th', 'search') as Record<string, string>;
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await banner.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'ไทย' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(banner.getByRole('combobox', { name: menu.language })).toHaveValue('th');
    await expect(banner.getByRole('button', { name: search.open_search, exact: true })).toBeVisible();
    await banner.getByRole('button', { name: menu.open_menu }).click();
    const sidebar = page.getByRole('dialog', { name: menu.main_navigation });
    await expect(sidebar.getByRole('link', { name: menu.home, exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('banner').getByRole('button', { name: menu.open_menu })).toBeVisible();
  });
});

test.describe('not found', () => {
  test('an unknown route shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(main.getByText('The page you are looking for does not exist.')).toBeVisible();
    await expect(page).toHaveTitle(/Not found/);
    // The site's frame stays: header and footer.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Brightwater', exact: true })).toBeVisible();
    await main.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('heading', { name: 'Featured' })).toBeVisible();
  });

  test('has no serious axe findings', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a screen that fails', () => {
  test('a screen whose code cannot load shows the error page in the site frame, and the site goes on', async ({ page }) => {
    // The media screen's chunk never arrives (a network failure on the way to it).
    await page.route(/\/assets\/Media-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('region', { name: 'New films' }).locator('a[href^="/m/"]').first().click();
    await expect(page).toHaveURL(/\/m\//);
    await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(main.getByText('Please try again later. If the problem persists, contact support.')).toBeVisible();
    // The header stays, and the next page renders.
    await page.getByRole('banner').getByRole('link', { name: 'Brightwater', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(main.getByText('Something went wrong')).toHaveCount(0);
  });
});

test.describe('about page', () => {
  test('has no serious axe findings', async ({ page }) => {
    await page.goto('/o/about');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** The demo config source that does not exist (8 lowercase letters or digits: a config id). */
const MISSING_CONFIG = 'zzzz9999';

test.describe('config sources', () => {
  test('the demo deployment ignores a config source its settings do not allow, with a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/?app-config=${MISSING_CONFIG}`);
    // webapp.ini allows demoavod, demoauth, demosvod and kidstory only: the default site opens.
    await expect(page.getByRole('main').getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Brightwater', exact: true })).toBeVisible();
    expect(warnings.join('\n')).toContain(`Ignored invalid or not allowed config source "${MISSING_CONFIG}"`);
  });
});

/**
 * The config error screen needs a source the settings allow but the server does not have. The
 * demo deployment allows only its four configs, so this runs a preview deployment of the site:
 * its own settings file allows any source (`UNSAFE_allowAnyConfigSource`, as preview deployments
 * do) and it has a help URL (VITE_HELP_URL), which the error screen links to.
 */
test.describe('config error screen', () => {
  const HELP_URL = 'https://example.org/help/ott-config';
  let preview: PreviewDeployment;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    preview = await startPreviewDeployment({
      env: { VITE_CONTENT_HOST: serverUrl(), VITE_HELP_URL: HELP_URL, VITE_SETTINGS_URL: '{url}/preview.webapp.ini' },
      files: { 'preview.webapp.ini': 'defaultConfigSource = demoavod\n\n[options]\nUNSAFE_allowAnyConfigSource = true\n' },
    });
  });

  test.afterAll(async () => {
    await preview?.stop();
  });

  test('a config that cannot be loaded shows its title, a description and the help link', async ({ page }) => {
    // The preview deployment works with its default config.
    await page.goto(preview.url);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Featured' })).toBeVisible({ timeout: 15_000 });

    await page.goto(`${preview.url}/?app-config=${MISSING_CONFIG}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Failed to load the config' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText('The site could not start. Please try again later. If the problem persists, contact support.')).toBeVisible();
    const help = main.getByRole('link', { name: 'More information' });
    await expect(help).toHaveAttribute('href', HELP_URL);
    await expect(help).toHaveAttribute('target', '_blank');
    // Nothing of the site around it: no header, no navigation.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
