import { expect, test } from '../../../scripts/e2e/fixtures';
import { expectFirstLoadWithinBudget, expectOneFileFirstLoad } from '../../../scripts/e2e/firstLoadBudget';

// The CI gate of the first-load budget (160 KB gzipped, no hls.js): see scripts/size-budget.mjs.
test('the first load of / stays within the budget, without hls.js', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  await expectFirstLoadWithinBudget(browser, 'web', testInfo);
});

test("index.html starts the site with one file, the entry, which carries V8's compile hint", () => {
  expectOneFileFirstLoad('web');
});

// The page's stylesheet is inline; its link stays in index.html, disabled. The live guide's chunk
// lists it among its dependencies (as Vite does for chunks that import from the entry): loading the
// chunk must not fetch it again, only the guide's own stylesheet.
test("a lazy screen loads its own stylesheet, never the page's inline one again", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/tv');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Live guide' })).toBeAttached();
  const inlined = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
  expect(inlined, 'the inlined stylesheet keeps its link, disabled').toBeTruthy();
  expect(stylesheets, "the guide's own stylesheet").toContainEqual(expect.stringMatching(/\/assets\/LiveGuide-[\w-]+\.css$/));
  expect(stylesheets).not.toContain(inlined);
});
