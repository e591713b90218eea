import { expect, type Browser, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFailures, formatReport, homeShelvesRendered, kb, measureInBrowser, VIEWPORTS } from '../size-budget.mjs';
import { siteUrl } from './siteUrls';

/** Where globalSetup.ts builds the sites: their source maps tell the packages in each file. */
const E2E_BUILD_DIR = 'dist-e2e';

/**
 * The first-load budget as a test (scripts/size-budget.mjs): `/` of the site opened in a fresh
 * context (empty cache, service worker blocked, a first visit with the cookie banner) on a desktop
 * window and on a phone, until the home shelves show and the network is idle; every JS and CSS
 * response counts, gzipped at level 6. Fails above the budget (BUDGET_KB of scripts/size-budget.mjs) or with hls.js in it, and prints (and
 * attaches to the report) what the first load is made of, per file and per package.
 */
export async function expectFirstLoadWithinBudget(browser: Browser, site: string, testInfo: TestInfo): Promise<void> {
  const distDir = fileURLToPath(new URL(`../../apps/${site}/${E2E_BUILD_DIR}`, import.meta.url));
  const failures: string[] = [];
  for (const [viewport, options] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const result = await measureInBrowser(page, { url: `${siteUrl(site)}/`, ready: homeShelvesRendered, distDir });
      const report = formatReport(`first load of / (${site}, ${viewport})`, result);
      console.log(report);
      await testInfo.attach(`first-load-${viewport}.txt`, { body: report, contentType: 'text/plain' });
      testInfo.annotations.push({ type: 'first load', description: `${viewport}: ${kb(result.totalGzip)} gzipped` });
      failures.push(...budgetFailures(`${site} (${viewport})`, result));
    } finally {
      await context.close();
    }
  }
  expect(failures, 'first-load budget').toEqual([]);
}

/**
 * The built index.html starts the site with one request besides itself: the entry chunk (a
 * `modulepreload`, opening with V8's explicit compile hint, configs/vite/plugins/compileHints.ts).
 * The app's styles are inline (their link disabled: not fetched), the favicon is a data URL and
 * the manifest is linked after the load event (configs/vite/plugins), so that nothing else takes a
 * connection from the entry.
 */
export function expectOneFileFirstLoad(site: string): void {
  const distDir = fileURLToPath(new URL(`../../apps/${site}/${E2E_BUILD_DIR}`, import.meta.url));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin(?:="")? href="\/([^"]+)">/g)].map((match) => match[1] as string);
  expect(preloaded, 'modules index.html preloads').toHaveLength(1);
  expect(readFileSync(join(distDir, preloaded[0]!), 'utf8').split('\n', 1)[0], preloaded[0]).toBe('//# allFunctionsCalledOnLoad');
  for (const [link] of html.matchAll(/<link rel="stylesheet"[^>]*>/g)) expect(link, 'stylesheet link (inlined)').toMatch(/ disabled>$/);
  expect(html, 'inline styles').toMatch(/<style>[^<]*\.ott-[^<]*<\/style>/);
  expect(html, 'favicon').toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,/);
  expect(html, 'manifest linked in index.html').not.toMatch(/<link rel="manifest"/);
}
