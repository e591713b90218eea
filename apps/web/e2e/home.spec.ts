import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';

test.describe('web home', () => {
  test('renders its shelves from the content server', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Brightwater', exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'New films' })).toBeVisible();
    // Cards link to media pages of the demo catalog.
    await expect(main.locator('a[href^="/m/"]').first()).toBeVisible();
    await expect(page).toHaveTitle('Brightwater');
  });

  test('links the page in every language and keeps <html lang> on the active one', async ({ page }) => {
    await page.goto('/?lng=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const alternates = page.locator('head link[rel="alternate"]');
    await expect(alternates).toHaveCount(7);
    await expect(page.locator('head link[hreflang="th"]')).toHaveAttribute('href', /\/\?lng=th$/);
  });
});

test.describe('cookie banner on a first visit', () => {
  test.use({ cookieConsent: null });

  test('asks once, and remembers the choice in the cookies.consent cookie', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept cookies' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookies.consent');
    expect(consent?.value).toBe('accepted');
    // 365 days, give or take the seconds the test took.
    expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('about and licenses pages', () => {
  test.use({ cookieConsent: null });

  test('describe the template and list the licenses, accessibly, with the cookie banner shown', async ({ page }) => {
    await page.goto('/o/about');
    await expect(page.getByRole('heading', { level: 2, name: 'An open-source template for video sites' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'open-source licenses' }).click();
    await expect(page.getByRole('table', { name: 'Packages bundled with this site' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'hls.js' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('installable app', () => {
  test('has a manifest with icons and a service worker that controls the page', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: 'OTT Web App', display: 'standalone', start_url: '/' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
    // Chromium's own verdict: nothing keeps the site from being installed (but the test's private profile).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  test('opens a page of the site offline, from the cached app shell', async ({ page, context }) => {
    await page.goto('/o/about');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // The worker controls the pages opened after it activated.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await context.setOffline(true);
    await page.goto('/o/licenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Open-source licenses' })).toBeVisible();
    await context.setOffline(false);
  });
});
