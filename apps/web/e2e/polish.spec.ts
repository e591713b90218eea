import type { Page } from '@playwright/test';
import { measureGuide, serveBigGuide } from '../../../scripts/e2e/bigGuide.mjs';
import { expect, test } from '../../../scripts/e2e/fixtures';
import { contrastOf, footerLinesStartingWithSeparator, homeBadgeContrasts, shelvesShowingMoreThanOneCard } from '../../../scripts/e2e/looks';

/** What a new viewer notices first (issue 20): scroll positions, contrast, heroes, phones, odd paths, the guide. */

/** The Long Tide: a film of the demo catalog without background art; the Harbour Festival: a live event with it. */
const FILM = { path: '/m/mvTide01', title: 'The Long Tide' } as const;
const EVENT_WITH_ART = { path: '/m/leFest01' } as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Opens the home scrolled to `y`; returns where it is when left (shelves arriving above may move it a little). */
async function scrollHomeTo(page: Page, y: number): Promise<number> {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
  // The home grows as its shelves arrive: scroll until the page holds the position.
  await expect(async () => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await scrollY(page)).toBe(y);
  }).toPass({ timeout: 30_000 });
  // The position is saved when the page is left; give the scroll listener its frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return scrollY(page);
}

test.describe('scroll position', () => {
  test('a typed address opens at the top; Back and a reload return to where the page was left', async ({ page }) => {
    test.slow();
    const left = await scrollHomeTo(page, 1200);
    await page.goto('/o/about');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => scrollY(page), { timeout: 30_000 }).toBeGreaterThan(left - 40);
    expect(await scrollY(page)).toBeLessThan(left + 40);
    await page.reload();
    await expect.poll(() => scrollY(page), { timeout: 30_000 }).toBeGreaterThan(left - 40);
  });

  test('a typed search address shows its heading below the header', async ({ page }) => {
    test.slow();
    await scrollHomeTo(page, 1200);
    await page.goto('/q/harbour');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    expect(await scrollY(page)).toBe(0);
    const headerBottom = (await page.getByRole('banner').boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
  });
});

test.describe('card badges', () => {
  test('read at 4.5:1 or more over any poster', async ({ page }) => {
    for (const { text, worst } of await homeBadgeContrasts(page)) expect(worst, `badge "${text}"`).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('heroes', () => {
  test('show no poster behind the title: the item’s background art', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/')) images.push(request.url());
    });
    await page.goto(FILM.path);
    await expect(page.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible();
    // The hero asks for the film's background art without a poster fallback (an item without one shows no picture).
    const filmArt = page.locator('.ott-media-hero__background img');
    await expect(filmArt).toBeVisible();
    await expect.poll(() => filmArt.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/images/background.webp');
    const backgrounds = images.filter((url) => url.includes('/images/background.webp'));
    expect(backgrounds.length).toBeGreaterThan(0);
    for (const url of backgrounds) expect(new URL(url).searchParams.get('poster_fallback')).toBeNull();

    await page.goto(EVENT_WITH_ART.path);
    const art = page.locator('.ott-media-hero__background img');
    await expect(art).toBeVisible();
    await expect.poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shelves show a part of the next card, the header keeps the brand, the footer never starts a line with "|"', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).nth(2)).toBeVisible();
    expect(await shelvesShowingMoreThanOneCard(page)).toBeGreaterThan(0);

    const siteName = page.locator('.ott-header__site-name');
    await expect(siteName).toBeVisible();
    await expect(siteName).toHaveText('Brightwater');
    expect(await siteName.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().width > 40)).toBe(true);
    // The language switch stays a compact control that still opens the native picker.
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toBeAttached();
    expect((await page.locator('.ott-language-menu').boundingBox())!.width).toBeLessThanOrEqual(80);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await footerLinesStartingWithSeparator(page)).toEqual([]);
  });
});

test.describe('paths with a line break', () => {
  for (const path of ['/%0A', '/o/about%0A', '/%0D', '/%E2%80%A8', '/tv%E2%80%A9']) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible({ timeout: 30_000 });
    });
  }

  test('a search query may hold one', async ({ page }) => {
    await page.goto('/q/tide%0Afoo');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /tide\sfoo/ })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('live guide days', () => {
  test('switches to the days before and after today, within the schedule', async ({ page }) => {
    test.slow();
    await page.goto('/tv');
    const guide = page.getByRole('region', { name: 'Programme guide' });
    const day = guide.locator('.ott-epg__day');
    await expect(day).toHaveText(/^Today · /, { timeout: 30_000 });

    // The buttons are pressed inside the page, each press answered with the day then shown: the live
    // stream on the stage keeps the page busy, and every round trip of the test waits on it.
    const press = (name: string, times = 1) =>
      page.evaluate(
        async ({ name, times }) => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const selector = name === 'Now' ? '.ott-epg__now-button' : `.ott-epg__toolbar button[aria-label="${name}"]`;
          for (let step = 0; step < times; step += 1) {
            document.querySelector<HTMLButtonElement>(selector)!.click();
            await frame();
          }
          const pressed = document.querySelector<HTMLButtonElement>(selector);
          return { day: document.querySelector('.ott-epg__day')!.textContent, disabled: pressed?.disabled ?? false };
        },
        { name, times },
      );

    expect((await press('Previous day')).day).toMatch(/^Yesterday · /);
    const firstTime = guide.locator('.ott-epg-programme time').first();
    // The first drawn programme of the row runs on yesterday (it may have started the day before).
    expect(Date.parse((await firstTime.getAttribute('datetime'))!)).toBeLessThan(new Date().setHours(0, 0, 0, 0));

    // A week back is the end; a few days ahead too.
    expect(await press('Previous day', 6)).toMatchObject({ disabled: true });
    expect((await press('Now')).day).toMatch(/^Today · /);
    expect((await press('Next day')).day).toMatch(/^Tomorrow · /);
    expect(await press('Next day', 2)).toMatchObject({ disabled: true });
  });

  test('a hundred channels with a week of programmes: only what is in view is drawn', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const programmes = await serveBigGuide(page, { channels: 100, daysBack: 7, daysAhead: 3 });
    const startedAt = Date.now();
    await page.goto('/tv');
    const figures = await measureGuide(page, { startedAt, scrolling: false });
    testInfo.annotations.push({ type: 'figures', description: JSON.stringify({ programmes, ...figures }) });
    console.log(`guide of ${programmes} programmes: ${JSON.stringify(figures)}`);
    expect(figures.rows).toBeLessThanOrEqual(30);
    expect(figures.drawn).toBeLessThan(programmes / 100);
    // The guide still scrolls to its last channel and draws it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('button', { name: 'Channel 100' })).toBeVisible();
  });

  test('a schedule reply that is malformed says the guide could not be loaded', async ({ page }) => {
    await page.route('**/epg/*.json', (route) => route.fulfill({ json: { programmes: 'soon' } }));
    test.slow();
    await page.goto('/tv');
    await expect(page.getByRole('alert').filter({ hasText: 'The guide for this channel could not be loaded.' }).first()).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('colour helpers', () => {
  test('measure contrast as WCAG does', () => {
    expect(contrastOf('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 0);
    expect(contrastOf('rgb(255, 255, 255)', 'rgb(255, 255, 255)')).toBeCloseTo(1, 5);
  });
});

test.describe('brand font', () => {
  test('Inter, shipped with the site, takes over the text once the first visit’s first screen is up', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
    const interLoaded = () => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded'));
    // After the page's load event and the first-visit delay (3 s): the font comes from the site, and the text uses it.
    await expect.poll(interLoaded, { timeout: 15_000 }).toBe(true);
    expect(fontRequests.some((url) => new URL(url).pathname.startsWith('/assets/inter-latin-wght-normal'))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Inter"?,/);
  });
});
