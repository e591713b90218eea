#!/usr/bin/env node
// `pnpm bench:lighthouse [--site web|story-time] [--desktop]`: a Lighthouse run over the production
// build of a site against the demo server, in Debian's Chromium. Prints the category scores and the
// load metrics, writes the full report to apps/<site>/dist-bench/lighthouse.{html,json}, and exits
// non-zero below the targets (performance >= 95, LCP <= 2.0 s). Not part of CI: timings depend on
// the machine. Lighthouse 12.8 is used because it runs on Node 20 (13 needs Node 22.19).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createProcessGroup, freePort, LOOPBACK, waitForUrl } from './run/processes.mjs';
import { buildSites, siteNamed, startPreview, startServer } from './run/sites.mjs';

const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2000;
const OUT_DIR = 'dist-bench';

const args = process.argv.slice(2);
const site = siteNamed(args.includes('--site') ? args[args.indexOf('--site') + 1] : 'web');
const desktop = args.includes('--desktop');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  // Warm the server's image cache once, as a deployed site's CDN would be.
  await fetch(siteUrl).then((response) => response.text());
  await sleep(500);

  const result = await lighthouse(
    siteUrl,
    { port: debugPort, output: ['html', 'json'], logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr, report } = result;
  const reportDir = join(site.dir, OUT_DIR);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'lighthouse.html'), report[0]);
  writeFileSync(join(reportDir, 'lighthouse.json'), report[1]);

  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity;
  console.log(`\nLighthouse ${lhr.lighthouseVersion}, ${desktop ? 'desktop' : 'mobile (simulated slow 4G, 4x CPU slowdown)'}: ${site.pkg} ${siteUrl}`);
  console.log(`  performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`);
  console.log(`  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`);
  console.log(`  report: ${join(reportDir, 'lighthouse.html')}`);
  if (lhr.runtimeError) console.error(`  runtime error: ${lhr.runtimeError.message}`);
  if (score('performance') < TARGET_SCORE || lcpMs > TARGET_LCP_MS) {
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
