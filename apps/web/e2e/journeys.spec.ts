import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../../scripts/e2e/fixtures';
import { currentTime, firstPlayingPosition, MEDIA_TIMEOUT_MS, recordPlaybackStarts, videoIn, waitUntilPlayedPast } from './support/video';

/**
 * A viewer's journeys through the main site (demo catalog, config demoavod), in Chromium against
 * the real server: watch and resume, a series' seasons, search; then axe on each screen the
 * journeys visit, as tests of their own so that an accessibility finding never hides whether a
 * journey works (and the other way round).
 */

/** The Long Tide (mvTide01): a free film of 98 minutes, in the New films shelf. */
const FILM = { id: 'mvTide01', title: 'The Long Tide' } as const;
/** The viewer skips this far ahead with the seek bar (Page Up: 60 s each): past 5 % of the film, where progress counts for continue watching. */
const SKIP_SECONDS = 6 * 60;
/** Then watches this long, so that the resume point (5 s before the saved one) lies within what was watched. */
const WATCH_SECONDS = 8;

test.describe('watch and resume', () => {
  test('a film watched for a while is in continue watching and resumes near where the viewer stopped', async ({ page }) => {
    test.setTimeout(150_000);
    await recordPlaybackStarts(page);

    await page.goto('/');
    const main = page.getByRole('main');
    // A first visit has no history: no continue-watching shelf.
    await expect(main.getByRole('heading', { name: 'New films' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Continue watching' })).toHaveCount(0);

    const card = main.getByRole('region', { name: 'New films' }).getByRole('link', { name: FILM.title, exact: true });
    await expect(card).toBeInViewport();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/m/${FILM.id}/the-long-tide`));
    await expect(main.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible();

    await main.getByRole('button', { name: 'Start watching' }).click();
    const player = page.getByRole('region', { name: `Video player: ${FILM.title}` });
    await expect(player).toBeVisible();
    const video = videoIn(player);
    // From the start; then six minutes on with the seek bar, a minute a key press, and on a little.
    expect(await firstPlayingPosition(page)).toBeLessThan(1);
    const seekBar = player.getByRole('slider', { name: 'Playback position' });
    for (let minute = 1; minute <= SKIP_SECONDS / 60; minute++) {
      await seekBar.press('PageUp');
      await expect.poll(() => currentTime(video), { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThan(minute * 60 - 5);
    }
    const watchedUntil = await waitUntilPlayedPast(video, SKIP_SECONDS + WATCH_SECONDS);
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);

    // Closing the player saves the progress.
    await player.getByRole('button', { name: 'Close player' }).click();
    await expect(player).toBeHidden();

    await page.goto('/');
    const continueWatching = main.getByRole('region', { name: 'Continue watching' });
    await expect(continueWatching).toBeVisible();
    const resumeCard = continueWatching.getByRole('link', { name: FILM.title, exact: true });
    // The card tells how much was watched: what the test saw, or a little more (the player closed a moment later).
    const percents: number[] = [];
    for (let percent = Math.floor((watchedUntil / duration) * 100); percent <= Math.ceil(((watchedUntil + 3) / duration) * 100); percent += 1) percents.push(percent);
    await expect(resumeCard).toHaveAccessibleDescription(new RegExp(`\\b(${percents.join('|')})% watched`));
    await resumeCard.click();

    await expect(main.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible();
    const continueButton = main.getByRole('button', { name: /^Continue watching/ });
    await expect(continueButton).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start watching' })).toHaveCount(0);
    await continueButton.click();

    const resumedPlayer = page.getByRole('region', { name: `Video player: ${FILM.title}` });
    await expect(resumedPlayer).toBeVisible();
    // The saved point is where the viewer stopped (a little after watchedUntil); playback starts 5 s before it.
    const expectedResume = watchedUntil - 5;
    const resumedAt = await firstPlayingPosition(page);
    test.info().annotations.push({ type: 'resume', description: `watched until ${watchedUntil.toFixed(2)} s, resumed at ${resumedAt.toFixed(2)} s` });
    expect(resumedAt).toBeGreaterThan(expectedResume - 0.5);
    expect(resumedAt).toBeLessThan(expectedResume + 3);
    await waitUntilPlayedPast(videoIn(resumedPlayer), resumedAt + 1);
  });
});

test.describe('series', () => {
  test('lists the 26 episodes of season 1 twenty at a time, and the 8 of season 2', async ({ page }) => {
    await page.goto('/s/srPatMkr');
    // Without an episode the page shows the first one.
    await expect(page).toHaveURL(/\/s\/srPatMkr\/the-pattern-makers\?e=pm1e01ep$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'The Pattern Makers' })).toBeVisible();
    await expect(main.getByText('The Weaver of Gull Lane', { exact: true }).first()).toBeVisible();

    const panel = main.getByRole('tabpanel', { name: 'Episodes' });
    const episodes = panel.getByRole('listitem');
    await expect(episodes).toHaveCount(20, { timeout: 15_000 });
    await expect(episodes.first().getByRole('heading', { level: 3, name: 'The Weaver of Gull Lane' })).toBeVisible();

    // Scrolling to the end of the list loads the next page (infinite scroll). The "Load more"
    // button, for keyboard users, is covered by the component tests: clicking it here would race
    // the scroll that the click itself causes.
    await panel.getByRole('button', { name: 'Load more episodes' }).scrollIntoViewIfNeeded();
    await expect(episodes).toHaveCount(26, { timeout: 15_000 });
    await expect(episodes.last().getByText('S1:E26')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Load more episodes' })).toHaveCount(0);

    const season = panel.getByRole('combobox', { name: 'Season' });
    await expect(season).toHaveValue('1');
    await season.selectOption({ label: 'Season 2' });
    await expect(episodes).toHaveCount(8, { timeout: 15_000 });
    await expect(episodes.first().getByText('S2:E1')).toBeVisible();
    await expect(episodes.last().getByText('S2:E8')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Load more episodes' })).toHaveCount(0);
  });
});

test.describe('search', () => {
  test('searches as the viewer types, says when nothing matches, and Escape goes back', async ({ page }) => {
    await page.goto('/p/newmovie');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'New films' })).toBeVisible();
    await expect(main.getByRole('link', { name: FILM.title, exact: true })).toBeVisible();
    const playlistUrl = page.url();

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Search' }).click();
    const input = banner.getByRole('searchbox', { name: 'Search for videos' });
    await expect(input).toBeFocused();
    await input.pressSequentially('tide', { delay: 50 });
    // After the debounce the route follows the query.
    await expect(page).toHaveURL(/\/q\/tide$/);
    await expect(main.getByRole('heading', { level: 2, name: /^\d+ results? for “tide”$/ })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByRole('link', { name: FILM.title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Search results for “tide”/);

    const nonsense = 'qzxvwkj';
    await input.fill(nonsense);
    await expect(page).toHaveURL(new RegExp(`/q/${nonsense}$`));
    await expect(main.getByRole('heading', { level: 2, name: `No results found for “${nonsense}”` })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByText('Suggestions:')).toBeVisible();
    const tips = main.getByRole('listitem');
    await expect(tips).toHaveText(['Make sure all words are spelled correctly.', 'Try different keywords.', 'Try more general keywords.']);
    await expect(main.getByRole('link', { name: FILM.title, exact: true })).toHaveCount(0);

    await input.press('Escape');
    await expect(page).toHaveURL(playlistUrl);
    await expect(main.getByRole('heading', { level: 1, name: 'New films' })).toBeVisible();
    await expect(banner.getByRole('searchbox')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Search' })).toBeFocused();
  });
});

/** Each screen of the journeys, and what shows that its content is there (axe judges what is rendered). */
const SCREENS: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'home', path: '/', ready: (page) => page.getByRole('main').getByRole('heading', { name: 'New films' }) },
  { name: 'a playlist', path: '/p/newmovie', ready: (page) => page.getByRole('main').getByRole('link', { name: FILM.title, exact: true }) },
  { name: 'a media page', path: `/m/${FILM.id}`, ready: (page) => page.getByRole('main').getByRole('button', { name: 'Start watching' }) },
  {
    name: 'the player',
    path: `/m/${FILM.id}/the-long-tide?play=1`,
    ready: (page) => page.getByRole('dialog', { name: FILM.title }).getByRole('button', { name: 'Pause' }),
  },
  { name: 'the series page', path: '/s/srPatMkr', ready: (page) => page.getByRole('main').getByRole('link', { name: 'The Weaver of Gull Lane' }) },
  { name: 'search results', path: '/q/tide', ready: (page) => page.getByRole('main').getByRole('heading', { name: /results? for “tide”/ }) },
  { name: 'search without results', path: '/q/qzxvwkj', ready: (page) => page.getByRole('main').getByRole('heading', { name: 'No results found for “qzxvwkj”' }) },
];

test.describe('accessibility of the journeys’ screens', () => {
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.path}) has no serious axe findings`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
    });
  }
});
