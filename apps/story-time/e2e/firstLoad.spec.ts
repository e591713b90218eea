import { test } from '../../../scripts/e2e/fixtures';
import { expectCompileHints, expectFirstLoadWithinBudget } from '../../../scripts/e2e/firstLoadBudget';

// The CI gate of the first-load budget (160 KB gzipped, no hls.js): see scripts/size-budget.mjs.
test('the first load of / stays within the budget, without hls.js', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  await expectFirstLoadWithinBudget(browser, 'story-time', testInfo);
});

test("the first-load chunks carry V8's compile hint", () => {
  expectCompileHints('story-time');
});
