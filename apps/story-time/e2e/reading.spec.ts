import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, siteUrl, test } from '../../../scripts/e2e/fixtures';

/**
 * Story Lantern (apps/story-time, config kidstory): its own look next to the main site, and a
 * reading's page with the people behind the book.
 */

/** The Fox Who Counted Stars (rdFox001), a free reading of the demo catalog. */
const READING = {
  id: 'rdFox001',
  title: 'The Fox Who Counted Stars',
  details: { Author: 'Imogen Tally', Illustrator: 'Bram Oosting', Publisher: 'Little Harbour Press', 'Read by': 'Ottilie Marsh' },
  purchase: 'Buy the book from Little Harbour Press',
} as const;

interface Look {
  background: string;
  text: string;
  font: string;
  fontSize: string;
  headerBackground: string;
  headerHeight: number;
  touchTarget: string;
  cardRadius: string;
}

async function isInViewport(locator: Locator): Promise<boolean> {
  try {
    await expect(locator).toBeInViewport({ timeout: 500 });
    return true;
  } catch {
    return false;
  }
}

/** What a visitor sees of a site's theme, once its home page has rendered. */
async function lookOf(page: Page): Promise<Look> {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 15_000 });
  const banner = page.getByRole('banner');
  const headerBackground = await banner.evaluate((element) => getComputedStyle(element).backgroundColor);
  const headerHeight = (await banner.boundingBox())?.height ?? 0;
  const page_ = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const body = getComputedStyle(document.body);
    return {
      background: body.backgroundColor,
      text: body.color,
      font: body.fontFamily,
      fontSize: body.fontSize,
      touchTarget: root.getPropertyValue('--ott-touch-target').trim(),
      cardRadius: root.getPropertyValue('--ott-card-radius').trim(),
    };
  });
  return { ...page_, headerBackground, headerHeight };
}

test.describe('story-time theme', () => {
  test('the home page wears Story Lantern’s light, warm, rounded theme, unlike the main site', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Story Lantern', exact: true })).toBeVisible();
    const story = await lookOf(page);

    // apps/story-time/src/brand.css, with the kidstory config's colours (#fff6e5, #2a4d69).
    expect(story).toMatchObject({
      background: 'rgb(255, 246, 229)',
      headerBackground: 'rgb(42, 77, 105)',
      fontSize: '18px',
      touchTarget: '56px',
      cardRadius: '24px',
    });
    expect(story.font).toMatch(/^ui-rounded/);
    expect(story.headerHeight).toBeGreaterThanOrEqual(80);

    // The main site, as the global setup started it, in the same browser.
    const web = await context.newPage();
    await web.goto(siteUrl('web'));
    await expect(web.getByRole('banner').getByRole('link', { name: 'Brightwater', exact: true })).toBeVisible();
    const main = await lookOf(web);
    for (const key of ['background', 'text', 'font', 'fontSize', 'headerBackground', 'touchTarget', 'cardRadius'] as const) {
      expect(story[key], `story-time's ${key} differs from the main site's`).not.toBe(main[key]);
    }
    await web.close();
  });

  test('the home page has no serious axe findings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { name: 'New stories' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a reading', () => {
  test('its page names the author, illustrator, publisher and reader', async ({ page }) => {
    await page.goto('/');
    // From its card on the home page, as a visitor would.
    const shelf = page.getByRole('main').getByRole('region', { name: 'New stories' });
    const card = shelf.getByRole('link', { name: READING.title });
    await expect(card).toBeAttached({ timeout: 15_000 });
    // The shelf shows a few cards at a time: slide it until the card is on screen.
    await expect(async () => {
      if (!(await isInViewport(card))) await shelf.getByRole('button', { name: 'Next items' }).click();
      await expect(card).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/m/${READING.id}/the-fox-who-counted-stars`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: READING.title })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start watching' })).toBeVisible();

    const terms = await main.getByRole('term').allInnerTexts();
    const definitions = await main.getByRole('definition').allInnerTexts();
    const details = Object.fromEntries(terms.map((term, index) => [term.trim(), definitions[index]?.trim()]));
    expect(details).toMatchObject(READING.details);
    // Book first: the reading's own fields come before anything else in the list.
    expect(terms.slice(0, 4)).toEqual(Object.keys(READING.details));

    await expect(main.getByRole('link', { name: READING.purchase })).toHaveAttribute('href', 'https://example.org/books/the-fox-who-counted-stars');
  });

  test('its page has no serious axe findings', async ({ page }) => {
    await page.goto(`/m/${READING.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: READING.title })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
