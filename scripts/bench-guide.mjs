#!/usr/bin/env node
// The live guide with a generated line-up of 100 channels and a week of programmes (scripts/e2e/bigGuide.mjs),
// measured in Debian's Chromium on a running site: prints how long the guide takes to draw, how many
// programme blocks the document holds, how long a day switch takes and the frame times while scrolling.
//
//   node scripts/bench-guide.mjs [site URL, default http://127.0.0.1:5173]   (start a site first: pnpm start)
import os from 'node:os';
import { chromium } from '@playwright/test';
import { measureGuide, serveBigGuide } from './e2e/bigGuide.mjs';

const siteUrl = process.argv[2] ?? 'http://127.0.0.1:5173';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'cookies.consent', value: 'accepted', url: siteUrl }]);
    const page = await context.newPage();
    const programmes = await serveBigGuide(page, { channels: 100, daysBack: 7, daysAhead: 3 });
    const startedAt = Date.now();
    await page.goto(new URL('/tv', siteUrl).href, { timeout: 180_000 });
    const figures = await measureGuide(page, { startedAt });
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `${viewport.width}x${viewport.height}: 100 channels, ${programmes} programmes (${programmes / 11} a day)\n` +
        `  guide drawn ${ms(figures.firstDrawMs)} after navigation; ${figures.drawn} programme blocks and ${figures.rows} rows in the document\n` +
        `  day switch drawn in ${ms(figures.daySwitchMs)}\n` +
        `  scrolling (page and timeline together, 60 frames): median ${ms(figures.frames.median)}, p95 ${ms(figures.frames.p95)}, worst ${ms(figures.frames.worst)}\n` +
        `  (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
