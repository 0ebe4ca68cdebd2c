/**
 * The suite's own instruments: an uncaught page error or a console error fails a test that never looks for errors
 * (support.ts) unless the test names it, and
 * the axe check (axe.ts) reports what it must, so a clean result means something.
 */
import { seriousViolations } from './axe.ts';
import { expect, test } from './support.ts';

test('an uncaught error in the page fails the test, unasked (expected to fail)', async ({ page }) => {
  test.fail();
  // Waits for the error itself (an event), never for time: the fixture must fail the test once it is heard.
  const thrown = page.waitForEvent('pageerror');
  await page.setContent('<script>setTimeout(() => { throw new Error("boom"); });</script>');
  await thrown;
});

test('a console error fails the test, unasked (expected to fail)', async ({ page }) => {
  test.fail();
  await page.setContent('<p>page</p>');
  // Awaited: the message has reached the test before the page's evaluate returns.
  await page.evaluate(() => console.error('a broken promise'));
});

test.describe('a console error the test names', () => {
  test.use({ allowedConsoleErrors: [/a broken promise/] });
  test('passes', async ({ page }) => {
    await page.setContent('<p>page</p>');
    await page.evaluate(() => console.error('a broken promise'));
  });
});

test('the axe check reports a serious violation, in the whole page and in the part it is asked about', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><p>Text</p><section id="part"><button></button></section></main></body></html>',
  );
  const expected = ['button-name (critical): button'];
  expect(await seriousViolations(page)).toEqual(expected);
  expect(await seriousViolations(page, '#part')).toEqual(expected);
  expect(await seriousViolations(page, 'main > p')).toEqual([]);
});

// Chromium keeps only the last `--disable-features` on its command line, so the project's (scripts/chromium.ts)
// replaces Playwright's own list, and with it Playwright's turning storage partitioning off: the course frames and
// embeds are tested with it on, as Chrome ships. This holds it so.
test("the tests' browser keeps a frame's storage apart from its own site's pages, as Chrome does", async ({ page }) => {
  const pages: Record<string, string> = {
    '/course': '<iframe src="http://playground.test/frame"></iframe>',
    '/frame': "<script>localStorage.setItem('record', 'framed')</script>",
    '/own': "<script>document.title = localStorage.getItem('record') ?? 'apart'</script>",
  };
  await page
    .context()
    .route(/^http:\/\/(course|playground)\.test\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: pages[new URL(route.request().url()).pathname] }),
    );
  await page.goto('http://course.test/course');
  await expect.poll(() => page.frames()[1]?.evaluate(() => localStorage.getItem('record'))).toBe('framed');
  await page.goto('http://playground.test/own');
  await expect(page).toHaveTitle('apart');
});
