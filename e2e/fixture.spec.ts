/** The suite's own fixture (support.ts): an uncaught page error fails a test that never looks for errors. */
import { test } from './support.ts';

test('an uncaught error in the page fails the test, unasked (expected to fail)', async ({ page }) => {
  test.fail();
  await page.setContent('<script>setTimeout(() => { throw new Error("boom"); });</script>');
  await page.evaluate(() => new Promise((later) => setTimeout(later, 50)));
});
