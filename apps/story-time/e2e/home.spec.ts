import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';

test.describe('story-time home', () => {
  test('wears its own theme: warm colours, rounded type, big touch targets and cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Story Lantern', exact: true })).toBeVisible();
    const theme = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const body = getComputedStyle(document.body);
      const search = document.querySelector('.ott-header__actions .ott-icon-button')!.getBoundingClientRect();
      return {
        background: body.backgroundColor,
        font: body.fontFamily,
        touchTarget: root.getPropertyValue('--ott-touch-target').trim(),
        cardSize: root.getPropertyValue('--ott-card-size-m').trim(),
        searchButton: Math.min(search.width, search.height),
      };
    });
    expect(theme.background).toBe('rgb(255, 246, 229)');
    expect(theme.font).toMatch(/^ui-rounded/);
    expect(theme.touchTarget).toBe('56px');
    expect(theme.cardSize).toBe('300px');
    expect(theme.searchButton).toBeGreaterThanOrEqual(48);
  });

  test('shows its reading items from the children’s config', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Story Lantern picks' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'New stories' })).toBeVisible();
    const reading = main.locator('a[href^="/m/rdFox001/"]').first();
    await expect(reading).toBeVisible();
    // The reading's own page, by the link its card carries.
    await page.goto((await reading.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: 'The Fox Who Counted Stars' })).toBeVisible();
  });

  test('keeps its licenses page accessible in the light theme', async ({ page }) => {
    await page.goto('/o/licenses');
    await expect(page.getByRole('table', { name: 'Packages bundled with this site' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
