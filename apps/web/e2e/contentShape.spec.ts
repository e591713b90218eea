import type { Page } from '@playwright/test';
import { expect, serverUrl, test } from '../../../scripts/e2e/fixtures';

/**
 * A deployment whose settings file selects the second content API shape (`contentApiShape =
 * second` in `.webapp.ini`, 001 §7.1): the demo server's settings file with that line added, and
 * everything else the real server. The site must ask the second shape's routes, and a media page
 * and search must work as on v2.
 */

/** The Long Tide (mvTide01): a free film of the demo catalog. */
const FILM = { id: 'mvTide01', title: 'The Long Tide' } as const;

/** What the site asks the content server, as path and query. */
function recordContentRequests(page: Page): string[] {
  const asked: string[] = [];
  const server = new URL(serverUrl()).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

test.describe('a deployment on the second content API shape', () => {
  // A service worker would fetch the settings file itself, out of the page's routes.
  test.use({ serviceWorkers: 'block' });

  test.beforeEach(async ({ page }) => {
    await page.route('**/.webapp.ini', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `contentApiShape = second\n${await response.text()}` });
    });
  });

  test('a media page shows the film, plays it and lists related items, asked at /media and /related', async ({ page }) => {
    const asked = recordContentRequests(page);
    await page.goto(`/m/${FILM.id}`);
    const main = page.getByRole('main');
    await expect(page).toHaveURL(new RegExp(`/m/${FILM.id}/the-long-tide$`));
    await expect(main.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Related videos' }).getByRole('link').first()).toBeVisible();

    await main.getByRole('button', { name: 'Start watching' }).click();
    await expect(page.getByRole('region', { name: `Video player: ${FILM.title}` })).toBeVisible();

    expect(asked).toContain(`/media/${FILM.id}`);
    expect(asked).toContain(`/related/${FILM.id}`);
    expect(asked.filter((path) => path.startsWith('/v2/media/') && !path.includes('/images/'))).toEqual([]);
  });

  test('search finds the film at /search with the config id, and says when nothing matches', async ({ page }) => {
    const asked = recordContentRequests(page);
    await page.goto('/q/tide');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: /^\d+ results? for “tide”$/ })).toBeVisible({ timeout: 15_000 });
    await expect(main.getByRole('link', { name: FILM.title, exact: true })).toBeVisible();

    await page.goto('/q/qzxvwkj');
    await expect(main.getByRole('heading', { level: 2, name: 'No results found for “qzxvwkj”' })).toBeVisible({ timeout: 15_000 });

    expect(asked).toContain('/search?search_query=tide&configId=demoavod');
    expect(asked.filter((path) => path.startsWith('/v2/playlists/'))).toEqual([]);
  });
});
