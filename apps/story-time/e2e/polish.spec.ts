import { expect, test } from '../../../scripts/e2e/fixtures';
import { closeButtonLook, homeBadgeContrasts, shelvesShowingMoreThanOneCard } from '../../../scripts/e2e/looks';

/** Story Lantern as a new viewer sees it (issue 20): badges, heroes and the player on a phone. */

/** The Fox Who Counted Stars: a free reading of the demo catalog, without background art. */
const READING = { path: '/m/rdFox001', title: 'The Fox Who Counted Stars' } as const;

test('card badges read at 4.5:1 or more over any poster', async ({ page }) => {
  for (const { text, worst } of await homeBadgeContrasts(page)) expect(worst, `badge "${text}"`).toBeGreaterThanOrEqual(4.5);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home keeps the brand name and shows a part of the next card', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
    const siteName = page.locator('.ott-header__site-name');
    await expect(siteName).toHaveText('Story Lantern');
    expect(await siteName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await shelvesShowingMoreThanOneCard(page)).toBeGreaterThan(0);
  });

  test('a reading’s hero draws no poster over or behind its title, and the player’s close button shows on the video', async ({ page }) => {
    await page.goto(READING.path);
    const main = page.getByRole('main');
    const title = main.getByRole('heading', { level: 1, name: READING.title });
    await expect(title).toBeVisible();
    // The hero draws the reading's background art (no baked-in title), never its poster.
    const titleBox = (await title.boundingBox())!;
    const heroImages = await page.locator('.ott-media-hero img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    for (const source of heroImages) expect(source).toContain('/images/background.webp');
    expect(titleBox.y).toBeGreaterThan(0);

    await main.getByRole('button', { name: 'Start watching' }).click();
    const player = page.getByRole('region', { name: `Video player: ${READING.title}` });
    await expect(player).toBeVisible();
    await player.hover();
    const close = page.getByRole('button', { name: 'Close player' });
    await expect(close).toBeVisible();
    const look = await closeButtonLook(page);
    expect(look.visible).toBe(true);
    expect(look.icon).toBeGreaterThanOrEqual(4.5);
    expect(look.ringOnBlack).toBeGreaterThanOrEqual(3);
  });
});
