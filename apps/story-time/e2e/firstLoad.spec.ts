import { test } from '../../../scripts/e2e/fixtures';
import { expectFirstLoadWithinBudget, expectOneFileFirstLoad } from '../../../scripts/e2e/firstLoadBudget';

// The CI gate of the first-load budget (160 KB gzipped, no hls.js): see scripts/size-budget.mjs.
test('the first load of / stays within the budget, without hls.js', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  await expectFirstLoadWithinBudget(browser, 'story-time', testInfo);
});

test("index.html starts the site with one file, the entry, which carries V8's compile hint", () => {
  expectOneFileFirstLoad('story-time');
});
