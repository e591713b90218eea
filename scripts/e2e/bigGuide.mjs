// A generated line-up for the live guide: the site's live playlist widened to `channels` channels
// (copies of its first channel), each with half-hour programmes from `daysBack` days before today
// to `daysAhead` days after. Served to a Playwright page by request routing, so the site and
// the server run as they are. Used by the guide's e2e test and scripts/bench-guide.mjs.

const HALF_HOUR_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The programmes of one generated channel (UTC days around `now`). */
export function generatedSchedule(channel, { now, daysBack, daysAhead }) {
  const first = Math.floor(now / DAY_MS - daysBack) * DAY_MS;
  const end = Math.floor(now / DAY_MS + daysAhead + 1) * DAY_MS;
  const programmes = [];
  for (let start = first, index = 0; start < end; start += HALF_HOUR_MS, index += 1) {
    programmes.push({
      id: `${channel}-${start / 1000}`,
      title: `Programme ${index % 48} of channel ${channel}`,
      description: 'A generated programme.',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HALF_HOUR_MS).toISOString(),
    });
  }
  return programmes;
}

/**
 * Routes the page's content requests: the live playlist (the playlist whose items name a schedule)
 * gets `channels` channels, and their schedules are generated. Returns the number of programmes.
 */
export async function serveBigGuide(page, { channels = 100, daysBack = 7, daysAhead = 3, now = Date.now() } = {}) {
  await page.route('**/v2/playlists/**', async (route) => {
    const response = await route.fetch();
    const playlist = await response.json();
    const items = Array.isArray(playlist.playlist) ? playlist.playlist : [];
    const channel = items.find((item) => typeof item.scheduleUrl === 'string');
    if (!channel) return route.fulfill({ response, json: playlist });
    const origin = new URL(route.request().url()).origin;
    const wide = Array.from({ length: channels }, (_, index) => ({
      ...channel,
      mediaid: `bench${String(index).padStart(3, '0')}`,
      title: `Channel ${index + 1}`,
      scheduleUrl: `${origin}/bench-epg/${index}.json`,
      scheduleType: 'jwp',
      scheduleDemo: undefined,
    }));
    return route.fulfill({ response, json: { ...playlist, playlist: wide } });
  });
  await page.route('**/bench-epg/*.json', (route) => {
    const channel = Number(new URL(route.request().url()).pathname.match(/(\d+)\.json$/)[1]);
    return route.fulfill({ json: generatedSchedule(channel, { now, daysBack, daysAhead }), headers: { 'access-control-allow-origin': '*' } });
  });
  return channels * generatedSchedule(0, { now, daysBack, daysAhead }).length;
}

/**
 * Figures of the guide on the page (already on /tv with the big guide): time until the guide is
 * drawn, programme buttons in the document, the time a day switch takes to draw, and (unless
 * `scrolling` is false) frame times while the page and the timeline scroll.
 */
export async function measureGuide(page, { startedAt, scrolling = true }) {
  await page.locator('.ott-epg-programme').first().waitFor({ timeout: 120_000 });
  const firstDrawMs = Date.now() - startedAt;
  const drawn = await page.locator('.ott-epg-programme').count();
  const rows = await page.locator('.ott-epg__row').count();
  const daySwitchMs = await page.evaluate(async () => {
    const button = document.querySelector('.ott-epg__day-button');
    const label = document.querySelector('.ott-epg__day').textContent;
    const started = performance.now();
    button.click();
    while (document.querySelector('.ott-epg__day').textContent === label) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - started;
  });
  if (!scrolling) return { firstDrawMs, drawn, rows, daySwitchMs };
  const frames = await page.evaluate(async () => {
    const scroller = document.querySelector('.ott-epg__scroller');
    const times = [];
    let last = performance.now();
    for (let step = 0; step < 60; step += 1) {
      window.scrollBy(0, 90);
      scroller.scrollLeft += 250;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], worst: times.at(-1) };
  });
  return { firstDrawMs, drawn, rows, daySwitchMs, frames };
}
