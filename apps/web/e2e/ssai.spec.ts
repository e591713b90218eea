import type { Locator, Page, Response } from '@playwright/test';
import { expect, serverUrl, test } from '../../../scripts/e2e/fixtures';
import { MEDIA_TIMEOUT_MS, videoIn, waitUntilPlayedPast } from './support/video';

/**
 * Server-side ad insertion (issue 19 part 2) on the demo's `demossai` config (the free site with
 * `adDeliveryMethod: ssai`): the player plays a session the server opened for the film, whose
 * variant playlist has the `adsbrw01` breaks stitched in (the 8-s pre-roll, the mid-roll at the
 * 16-s boundary) between discontinuities and cue tags, and the stream plays from the ad into
 * the film across the seam. The player shows the ad UI while the playhead is in a break, shows
 * and saves content time (the ads taken out), and plays an unwatched mid-roll first when the
 * viewer seeks past it. The tracking beacons the server fires are checked in the server's route
 * tests (the browser never sees them).
 */

/** The Long Tide: free, one 4-s-segment 720p clip with muxed audio (the ad fits it). */
const FILM = { id: 'mvTide01', path: '/m/mvTide01/the-long-tide', title: 'The Long Tide' } as const;

/** Seconds of each stitched break (the demo ad, apps/server's ad-spot clip) and where the mid-roll sits in the film. */
const AD_SECONDS = 8;
const MID_ROLL_CONTENT_S = 16;

/** The ad UI is on ("Ad 1 of 1", the time left), the controls gone meanwhile. */
async function expectAdShowing(player: Locator): Promise<void> {
  await expect(player.getByRole('status').filter({ hasText: /^Ad 1 of 1$/ })).toBeVisible({ timeout: MEDIA_TIMEOUT_MS });
  await expect(player.getByText(/^\d:\d\d left$/)).toBeVisible();
  await expect(player.getByRole('slider', { name: 'Playback position' })).toHaveCount(0);
}

/** In one read: the position the seek bar shows (whole seconds), its end, and the stream's own time and duration. */
const positions = (player: Locator) =>
  player.evaluate((root) => {
    const slider = root.querySelector('[role="slider"]');
    const video = root.querySelector('video')!;
    return {
      shown: slider ? Number(slider.getAttribute('aria-valuenow')) : null,
      shownEnd: slider ? Number(slider.getAttribute('aria-valuemax')) : null,
      stream: video.currentTime,
      streamDuration: video.duration,
    };
  });

/** Replies of the content server the page received, by path. */
function recordServerReplies(page: Page): Response[] {
  const replies: Response[] = [];
  const server = new URL(serverUrl()).origin;
  page.on('response', (response) => {
    if (new URL(response.url()).origin === server) replies.push(response);
  });
  return replies;
}

test('under demossai a film plays the stream the server stitched: the pre-roll with the ad UI, the film in content time, the mid-roll before a seek past it', async ({ page }) => {
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

  // The pre-roll plays in the stream with the ad UI over it.
  await expectAdShowing(player);
  expect(await videoIn(player).evaluate((video: HTMLVideoElement) => video.currentTime)).toBeLessThan(AD_SECONDS);

  // The stream plays through the ad into the film (past the 8-s seam); the controls are back.
  await waitUntilPlayedPast(videoIn(player), AD_SECONDS + 2);
  expect(paths()).toEqual(expect.arrayContaining([`/ssai/session/${session}/ads/0/0.ts`, `/ssai/session/${session}/ads/0/1.ts`]));
  expect(paths().some((path) => path.startsWith('/hls/') && path.endsWith('.ts'))).toBe(true);
  const seekBar = player.getByRole('slider', { name: 'Playback position' });
  await expect(seekBar).toBeVisible();

  // The viewer sees content time: the stream's time less the pre-roll, the film's length less both breaks.
  const inFilm = await positions(player);
  expect(Math.abs(inFilm.shown! - (inFilm.stream - AD_SECONDS))).toBeLessThan(1.5);
  expect(inFilm.shownEnd).toBe(Math.floor(inFilm.streamDuration - 2 * AD_SECONDS));
  expect(inFilm.shown!).toBeLessThan(MID_ROLL_CONTENT_S - 4);

  // A minute ahead with the seek bar, past the mid-roll: the mid-roll plays first, where it sits in the stream.
  await seekBar.press('PageUp');
  const target = inFilm.shown! + 60;
  await expectAdShowing(player);
  const inMidRoll = await positions(player);
  expect(inMidRoll.stream).toBeGreaterThanOrEqual(MID_ROLL_CONTENT_S + AD_SECONDS - 0.5);
  expect(inMidRoll.stream).toBeLessThan(MID_ROLL_CONTENT_S + 2 * AD_SECONDS);

  // Then the film goes on at the seek target, in content time.
  await expect(seekBar).toBeVisible({ timeout: MEDIA_TIMEOUT_MS });
  await expect.poll(async () => (await positions(player)).shown, { timeout: MEDIA_TIMEOUT_MS }).toBeGreaterThanOrEqual(target);
  const after = await positions(player);
  expect(after.shown!).toBeLessThan(target + 5);
  expect(Math.abs(after.shown! - (after.stream - 2 * AD_SECONDS))).toBeLessThan(1.5);
});
