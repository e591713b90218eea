import type { Page, Response } from '@playwright/test';
import { expect, serverUrl, test } from '../../../scripts/e2e/fixtures';
import { videoIn, waitUntilPlayedPast } from './support/video';

/**
 * Server-side ad insertion (issue 19 part 2) on the demo's `demossai` config (the free site with
 * `adDeliveryMethod: ssai`): the player plays a session the server opened for the film, whose
 * variant playlist has the `adsbrw01` breaks stitched in (the 8-s pre-roll, the mid-roll at the
 * 16-s boundary) between discontinuities and cue tags, and the stream plays from the ad into
 * the film across the seam. The tracking beacons the server fires are checked in the server's
 * route tests (the browser never sees them).
 */

/** The Long Tide: free, one 4-s-segment 720p clip with muxed audio (the ad fits it). */
const FILM = { id: 'mvTide01', path: '/m/mvTide01/the-long-tide', title: 'The Long Tide' } as const;

/** Replies of the content server the page received, by path. */
function recordServerReplies(page: Page): Response[] {
  const replies: Response[] = [];
  const server = new URL(serverUrl()).origin;
  page.on('response', (response) => {
    if (new URL(response.url()).origin === server) replies.push(response);
  });
  return replies;
}

test('under demossai a film plays the stream the server stitched: the pre-roll, then the film across the seam', async ({ page }) => {
  test.setTimeout(120_000);
  const replies = recordServerReplies(page);
  await page.goto(`${FILM.path}?app-config=demossai`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: FILM.title })).toBeVisible({ timeout: 20_000 });
  await main.getByRole('button', { name: 'Start watching' }).click();
  const player = page.getByRole('region', { name: `Video player: ${FILM.title}` });
  await expect(player).toBeVisible();

  const paths = () => replies.map((reply) => new URL(reply.url()).pathname);
  await expect.poll(paths, { timeout: 20_000 }).toContain(`/ssai/demossai/${FILM.id}/master.m3u8`);
  const isVariant = (reply: Response) => /^\/ssai\/session\/[\w-]{22}\/main\.m3u8$/.test(new URL(reply.url()).pathname);
  await expect.poll(() => replies.some(isVariant), { timeout: 20_000 }).toBe(true);
  const variant = replies.find(isVariant)!;
  const lines = (await variant.text()).split('\n');
  const session = new URL(variant.url()).pathname.split('/')[3];
  // The pre-roll: the ad's two segments first, then a discontinuity and the film.
  expect(lines.slice(5, 14)).toEqual([
    '#EXT-X-CUE-OUT:8.000',
    '#EXTINF:4.000000,',
    `${serverUrl()}/ssai/session/${session}/ads/0/0.ts`,
    '#EXT-X-CUE-OUT-CONT:ElapsedTime=4.000,Duration=8.000',
    '#EXTINF:4.000000,',
    `${serverUrl()}/ssai/session/${session}/ads/0/1.ts`,
    '#EXT-X-DISCONTINUITY',
    '#EXT-X-CUE-IN',
    '#EXTINF:4.000000,',
  ]);
  // The mid-roll (00:00:15) at the 16-s boundary: after the film's fourth segment, framed the same way.
  const midroll = lines.indexOf(`${serverUrl()}/ssai/session/${session}/ads/1/0.ts`);
  expect(lines.slice(midroll - 3, midroll)).toEqual(['#EXT-X-DISCONTINUITY', '#EXT-X-CUE-OUT:8.000', '#EXTINF:4.000000,']);
  expect(lines.slice(0, midroll).filter((line) => line.includes('/hls/'))).toHaveLength(4);

  // The stream plays through the ad into the film (past the 8-s seam).
  await waitUntilPlayedPast(videoIn(player), 10);
  expect(paths()).toEqual(expect.arrayContaining([`/ssai/session/${session}/ads/0/0.ts`, `/ssai/session/${session}/ads/0/1.ts`]));
  expect(paths().some((path) => path.startsWith('/hls/') && path.endsWith('.ts'))).toBe(true);
});
