import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { currentTime, MEDIA_TIMEOUT_MS } from './support/video';

/**
 * Client-side ads on the free demo (config demoavod, ad schedule adsbrw01: a pre-roll and a
 * mid-roll at 00:00:15, each the server's 8-s VAST 3.0 ad, skippable after 5 s), in Chromium
 * against the real server: the ad before the film, its tracking, the skip button, the mid-roll
 * at its offset and when the viewer seeks past it, and a broken VAST that must not hold the film.
 */
test.use({ adverts: true });

/** The Long Tide (mvTide01): a free film of 98 minutes. */
const FILM = { path: '/m/mvTide01/the-long-tide', title: 'The Long Tide' } as const;
/** The demo ad's skip offset and length (apps/server adRoutes.ts, the ad-spot clip). */
const SKIP_OFFSET_S = 5;
const AD_SECONDS = 8;
const MID_ROLL_AT_S = 15;
/** The advertiser's page the demo ad links to. */
const ADVERTISER = 'https://www.iab.com/guidelines/vast/';

/** When the viewer clicked and when the film first advanced, in the page's clock (ms). */
interface AdTiming {
  clickAt?: number;
  contentAt?: number;
}

/** The content's element and the ad's, which the engine lays over it while an ad plays (the only CSS the test uses). */
const contentVideo = (player: Locator): Locator => player.locator('video.ott-player__video');
const adVideo = (player: Locator): Locator => player.locator('video.ott-player__ad-video');

/** The tracking requests the page sends to the ad server, as their `event` values, in order. */
function recordTracking(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/advertising/events') events.push(url.searchParams.get('event') ?? '?');
  });
  return events;
}

async function startFilm(page: Page): Promise<Locator> {
  await page.goto(FILM.path);
  await page.getByRole('main').getByRole('button', { name: 'Start watching' }).click();
  const player = page.getByRole('region', { name: `Video player: ${FILM.title}` });
  await expect(player).toBeVisible();
  return player;
}

/** The ad UI is on: its label and place, announced; the controls are gone meanwhile. */
async function expectAdShowing(player: Locator): Promise<void> {
  await expect(player.getByRole('status').filter({ hasText: /^Ad 1 of 1$/ })).toBeVisible({ timeout: MEDIA_TIMEOUT_MS });
  await expect(player.getByRole('slider', { name: 'Playback position' })).toHaveCount(0);
}

/**
 * Skips the ad playing now as soon as its skip button shows, from the keyboard (the button has
 * focus, Enter); returns how far into the ad the button showed. Bounded by the ad's remaining
 * seconds, so that a slow press never lands on the next ad's button instead.
 */
async function skipWhenAllowed(player: Locator): Promise<number> {
  const skip = player.getByRole('button', { name: 'Skip ad' });
  await skip.waitFor({ timeout: MEDIA_TIMEOUT_MS });
  const shownAt = await currentTime(adVideo(player));
  await skip.focus({ timeout: 2_000 });
  await skip.press('Enter', { timeout: 2_000 });
  await expect(adVideo(player)).toHaveCount(0, { timeout: 2_000 });
  return shownAt;
}

test.describe('client-side ads', () => {
  test('a film starts with the pre-roll, the content waits at 0, and the tracking URLs are requested in order', async ({ page }) => {
    test.setTimeout(90_000);
    const events = recordTracking(page);
    const player = await startFilm(page);
    await expectAdShowing(player);
    await expect(player.getByText(/^\d:\d\d left$/)).toBeVisible();
    // The ad plays to its end, the content stays at 0 all along.
    await expect.poll(() => currentTime(adVideo(player)), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(1);
    for (;;) {
      // Both read at one instant, so that the ad's end and the content's start cannot fall in between.
      const { adPlaying, contentAt } = await player.evaluate((root) => ({
        adPlaying: root.querySelector('video.ott-player__ad-video') !== null,
        contentAt: root.querySelector<HTMLVideoElement>('video.ott-player__video')!.currentTime,
      }));
      if (!adPlaying) break;
      expect(contentAt).toBe(0);
      await page.waitForTimeout(500);
    }
    await expect.poll(() => currentTime(contentVideo(player)), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(0.5);
    await expect(player.getByRole('slider', { name: 'Playback position' })).toBeVisible();
    expect(events).toEqual(['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']);
  });

  test('the skip button appears at the skip offset and skips the ad', async ({ page }) => {
    test.setTimeout(90_000);
    const events = recordTracking(page);
    const player = await startFilm(page);
    await expectAdShowing(player);
    await expect(player.getByText(/^Skip in \d s$/)).toBeVisible();
    const shownAt = await skipWhenAllowed(player);
    expect(shownAt).toBeGreaterThanOrEqual(SKIP_OFFSET_S);
    expect(shownAt).toBeLessThan(AD_SECONDS);
    await expect.poll(() => currentTime(contentVideo(player)), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(0.5);
    await expect.poll(() => events.at(-1)).toBe('skip');
    expect(events.slice(0, 2)).toEqual(['impression', 'start']);
    expect(events).not.toContain('complete');
  });

  test('a click on the ad opens the advertiser’s page in a new tab, with no handle on the player', async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.route(ADVERTISER, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Advertiser</title><p>Advertiser</p>' }));
    const events = recordTracking(page);
    const player = await startFilm(page);
    await expectAdShowing(player);
    const [advertiser] = await Promise.all([page.waitForEvent('popup'), player.getByRole('button', { name: 'Visit advertiser' }).click()]);
    await expect(advertiser).toHaveURL(ADVERTISER);
    expect(await advertiser.evaluate(() => window.opener)).toBeNull();
    await expect.poll(() => events).toContain('click');
  });

  test('the ad UI has no serious axe findings', async ({ page }) => {
    test.setTimeout(60_000);
    const player = await startFilm(page);
    await expectAdShowing(player);
    await expectNoSeriousA11yViolations(page);
  });

  test('the mid-roll plays when the film reaches its offset, then the film resumes where it stopped', async ({ page }) => {
    test.setTimeout(120_000);
    const player = await startFilm(page);
    await expectAdShowing(player);
    await skipWhenAllowed(player);
    // The film plays on from 0 to the mid-roll's offset (media on a busy machine: up to twice its 15 s).
    await expect(adVideo(player)).toHaveCount(1, { timeout: 2 * MEDIA_TIMEOUT_MS });
    const stoppedAt = await currentTime(contentVideo(player));
    expect(stoppedAt).toBeGreaterThanOrEqual(MID_ROLL_AT_S);
    expect(stoppedAt).toBeLessThan(MID_ROLL_AT_S + 2);
    await expectAdShowing(player);
    await skipWhenAllowed(player);
    await expect.poll(() => currentTime(contentVideo(player)), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(stoppedAt + 0.5);
  });

  test('seeking past the mid-roll plays it first, then the film goes on at the seek target', async ({ page }) => {
    test.setTimeout(90_000);
    const player = await startFilm(page);
    await expectAdShowing(player);
    await skipWhenAllowed(player);
    // The viewer watches a moment, then skips a minute ahead with the seek bar.
    await expect.poll(() => currentTime(contentVideo(player)), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(1);
    const seekBar = player.getByRole('slider', { name: 'Playback position' });
    await seekBar.press('PageUp'); // a minute on: past the mid-roll at 15 s
    await expectAdShowing(player);
    const target = await currentTime(contentVideo(player));
    expect(target).toBeGreaterThan(55);
    await skipWhenAllowed(player);
    await expect.poll(() => currentTime(contentVideo(player)), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(target + 0.5);
    expect(await currentTime(contentVideo(player))).toBeLessThan(target + 10);
  });

  test('a broken VAST URL starts the content within 5 s', async ({ page, context }) => {
    test.setTimeout(60_000);
    // On the context, so that it holds for the site's service worker too, which fetches on the page's behalf once it controls it.
    await context.route('**/v2/advertising/vast/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    // Timed in the page, from the viewer's click to the film's first advancing frame (no test round trips).
    await page.addInitScript(() => {
      const times: AdTiming = {};
      (window as unknown as { __e2eAds: AdTiming }).__e2eAds = times;
      document.addEventListener('click', () => (times.clickAt ??= performance.now()), true);
      document.addEventListener(
        'timeupdate',
        (event) => {
          const video = event.target as HTMLVideoElement;
          if (video.classList.contains('ott-player__video') && video.currentTime > 0) times.contentAt ??= performance.now();
        },
        true,
      );
    });
    await page.goto(FILM.path);
    await page.getByRole('main').getByRole('button', { name: 'Start watching' }).click();
    const player = page.getByRole('region', { name: `Video player: ${FILM.title}` });
    const timing = () => page.evaluate(() => (window as unknown as { __e2eAds: AdTiming }).__e2eAds);
    await expect.poll(async () => (await timing()).contentAt, { timeout: MEDIA_TIMEOUT_MS }).toBeDefined();
    const { clickAt, contentAt } = await timing();
    expect(contentAt! - clickAt!).toBeLessThan(5_000);
    await expect(adVideo(player)).toHaveCount(0);
  });
});
