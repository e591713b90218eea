#!/usr/bin/env node
// `pnpm bench:lighthouse [--site web|story-time] [--desktop] [--runs N]`: Lighthouse runs over the
// production build of a site against the demo server, in Debian's Chromium. Prints the category
// scores and the load metrics of each run and, with several runs, the median run (by score), the
// spread and the median of each metric; writes the full report of the median run to
// apps/<site>/dist-bench/lighthouse.{html,json}, and exits non-zero when the median score or the
// median LCP misses its target (performance >= 95, LCP <= 2.0 s). Not
// part of CI: timings depend on the machine (run it a few times on a busy one). Lighthouse 12.8 is
// used because it runs on Node 20 (13 needs Node 22.19).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createProcessGroup, freePort, LOOPBACK, waitForUrl } from './run/processes.mjs';
import { buildSites, siteNamed, startPreview, startServer } from './run/sites.mjs';

const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2000;
const OUT_DIR = 'dist-bench';

const args = process.argv.slice(2);
const site = siteNamed(args.includes('--site') ? args[args.indexOf('--site') + 1] : 'web');
const desktop = args.includes('--desktop');
const runs = Math.max(1, Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 1) || 1);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Opens the page once in the benchmark's Chromium, on the screen Lighthouse emulates (so that the
 * same image widths are asked for), and waits until it has fetched what it shows.
 */
async function warmUp(cdpUrl, url) {
  const browser = await playwrightChromium.connectOverCDP(cdpUrl);
  try {
    const context = await browser.newContext(desktop ? { viewport: { width: 1350, height: 940 } } : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await context.close();
  } finally {
    await browser.close();
  }
}

function score(lhr, id) {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

function summaryLine(lhr) {
  return `performance ${score(lhr, 'performance')}  ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join('  ')}`;
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The middle value (the lower middle one of an even count). */
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The median of the score and of each metric over the runs, each on its own (the targets are judged on these). */
function medians(lhrs) {
  const performance = middle(lhrs.map((lhr) => score(lhr, 'performance')));
  const metric = (id) => middle(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Infinity));
  const parts = [`performance ${performance}`, ...METRICS.map(([id, label]) => `${label} ${id === 'cumulative-layout-shift' ? metric(id).toFixed(3) : `${Math.round(metric(id))} ms`}`)];
  return { performance, lcpMs: metric('largest-contentful-paint'), text: parts.join(', ') };
}

/** Lowest and highest value of the score and of each metric over the runs. */
function spread(lhrs) {
  const range = (values, format) => `${format(Math.min(...values))} to ${format(Math.max(...values))}`;
  const parts = [`performance ${range(lhrs.map((lhr) => score(lhr, 'performance')), String)}`];
  for (const [id, label] of METRICS) {
    const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
    const format = id === 'cumulative-layout-shift' ? (value) => value.toFixed(3) : (value) => `${Math.round(value)} ms`;
    parts.push(`${label} ${range(values, format)}`);
  }
  return parts.join(', ');
}

const serverPort = await freePort();
const sitePort = await freePort();
const debugPort = await freePort();
const serverUrl = `http://${LOOPBACK}:${serverPort}`;
const siteUrl = `http://${LOOPBACK}:${sitePort}/`;

await buildSites({ sites: [site], contentHost: serverUrl, outDir: OUT_DIR, quiet: true });
const group = createProcessGroup({ quiet: true });
let exitCode = 0;
try {
  startServer(group, serverPort);
  startPreview(group, site, sitePort, OUT_DIR);
  group.start('chromium', chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--user-data-dir=${join(site.dir, OUT_DIR, 'chromium-profile')}`,
    `--remote-debugging-port=${debugPort}`,
    'about:blank',
  ]);
  await Promise.all([waitForUrl(`${serverUrl}/.webapp.ini`), waitForUrl(siteUrl), waitForUrl(`http://${LOOPBACK}:${debugPort}/json/version`)]);
  // Warm the server's image cache, as a deployed site's CDN would be: one visit of the page that
  // fetches what it shows (the demo server renders each image width on its first request). Lighthouse
  // then clears the browser's cache and storage for the site before each run.
  await warmUp(`http://${LOOPBACK}:${debugPort}`, siteUrl);

  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(
      siteUrl,
      { port: debugPort, output: ['html', 'json'], logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) console.error(`  run ${run}: runtime error: ${result.lhr.runtimeError.message}`);
    results.push(result);
    if (runs > 1) console.log(`run ${run}: ${summaryLine(result.lhr)}`);
  }

  const median = medianRun(results);
  const { lhr, report } = median;
  const reportDir = join(site.dir, OUT_DIR);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'lighthouse.html'), report[0]);
  writeFileSync(join(reportDir, 'lighthouse.json'), report[1]);

  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${desktop ? 'desktop' : 'mobile (simulated slow 4G, 4x CPU slowdown)'}: ${site.pkg} ${siteUrl}${runs > 1 ? `, median of ${runs} runs (by performance score)` : ''}`);
  console.log(`  performance ${score(lhr, 'performance')}  accessibility ${score(lhr, 'accessibility')}  best practices ${score(lhr, 'best-practices')}  SEO ${score(lhr, 'seo')}`);
  console.log(`  ${METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`).join('  ')}`);
  const judged = medians(results.map((result) => result.lhr));
  if (runs > 1) {
    console.log(`  spread: ${spread(results.map((result) => result.lhr))}`);
    console.log(`  median of each: ${judged.text}`);
  }
  console.log(`  report: ${join(reportDir, 'lighthouse.html')}`);
  if (judged.performance < TARGET_SCORE || judged.lcpMs > TARGET_LCP_MS) {
    console.error(`Below target: performance >= ${TARGET_SCORE} and LCP <= ${TARGET_LCP_MS / 1000} s`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await group.stop();
}
process.exit(exitCode);
