/**
 * The built page under its strict CSP: while the editor loads and the practice runs (the MCP SDK in the page),
 * nothing is fetched from another origin (every request is recorded and its origin checked),
 * no language worker is fetched, and no CSP violation happens. The same holds while all 21 scenarios run and
 * debug, and offline on a repeat visit: e2e/replay.spec.ts.
 */
import { expect, reachEditor, section, test, watchErrors } from './support.ts';

test('the editor and the practice: no other origin, no language worker, no CSP violation', async ({ page }) => {
  const errors = watchErrors(page);
  const foreign: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== 'http://127.0.0.1:4173' && url.protocol !== 'data:') foreign.push(request.url());
    if (/\.js$/.test(url.pathname)) scripts.push(url.pathname);
  });
  await page.addInitScript(() => {
    (window as never as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as never as { __violations: string[] }).__violations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  const view = section(page, 'call_external');
  await view.getByTestId('debug').click();
  await expect(view).toHaveAttribute('data-state', 'paused');
  await reachEditor(section(page, 'call_external').getByTestId('code-view'));
  const practice = page.getByTestId('practice');
  await practice.getByTestId('practice-start').click();
  await page.getByTestId('approve-allow').click();
  await expect(practice).toHaveAttribute('data-status', 'done');
  expect(await page.evaluate(() => (window as never as { __violations: string[] }).__violations)).toEqual([]);
  expect(foreign).toEqual([]);
  expect(scripts.filter((path) => /(ts|json|css|html)\.worker/.test(path))).toEqual([]);
  expect(errors).toEqual([]);
});
