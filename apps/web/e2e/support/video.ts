import { expect, type Locator, type Page } from '@playwright/test';

/** Media needs longer than the UI: segments are fetched and decoded on a shared, busy machine. */
export const MEDIA_TIMEOUT_MS = 30_000;

/** The `<video>` inside a player region (the only place the tests select by CSS). */
export const videoIn = (player: Locator): Locator => player.locator('video');

/** The position the viewer is at, in seconds. */
export const currentTime = (video: Locator): Promise<number> => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/**
 * Waits until the video has played past `seconds` (it must really advance: a stalled or paused
 * video fails). Returns the position seen.
 */
export async function waitUntilPlayedPast(video: Locator, seconds: number, timeout = MEDIA_TIMEOUT_MS): Promise<number> {
  let seen = 0;
  await expect
    .poll(
      async () => {
        seen = await currentTime(video);
        return seen;
      },
      { timeout, intervals: [250], message: `the video plays past ${seconds} s` },
    )
    .toBeGreaterThan(seconds);
  return seen;
}

/** Waits until the position moves on by more than `seconds` from where it is now (a live stream starts anywhere). */
export async function waitUntilAdvancedBy(video: Locator, seconds: number, timeout = MEDIA_TIMEOUT_MS): Promise<{ from: number; to: number }> {
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout, message: 'the video has data' }).toBeGreaterThan(0);
  const from = await currentTime(video);
  const to = await waitUntilPlayedPast(video, from + seconds, timeout);
  return { from, to };
}

declare global {
  interface Window {
    /** `currentTime` of every `<video>` at each `playing` event, in order (see recordPlaybackStarts). */
    __e2ePlayingAt?: number[];
  }
}

/**
 * Records where each video was when it started playing (`playing` events, caught on the document
 * in the capture phase since media events do not bubble). A resumed video's first entry is its
 * resume point, before any frame played.
 */
export async function recordPlaybackStarts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__e2ePlayingAt = [];
    document.addEventListener(
      'playing',
      (event) => {
        if (event.target instanceof HTMLVideoElement) window.__e2ePlayingAt!.push(event.target.currentTime);
      },
      true,
    );
  });
}

/** The position of the first `playing` event since the page loaded (waits for one). */
export async function firstPlayingPosition(page: Page, timeout = MEDIA_TIMEOUT_MS): Promise<number> {
  await expect.poll(() => page.evaluate(() => window.__e2ePlayingAt?.length ?? 0), { timeout, message: 'the video starts playing' }).toBeGreaterThan(0);
  return page.evaluate(() => window.__e2ePlayingAt![0]!);
}
