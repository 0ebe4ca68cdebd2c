/**
 * A new deploy reaches a student who has the playground cached: the open page keeps its version and says a new
 * one is ready; the next visit moves to it and says so; "Update now" moves at once. A deploy is simulated on a
 * copy of the build: a changed index.html, and the service worker's manifest naming its new revision, as the
 * next build would write them. (Offline use itself is replayed for all 21 scenarios in e2e/replay.spec.ts.)
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DIST } from '../scripts/sizes.ts';
import { untilOfflineReady } from '../src/replay/replay.ts';
import { serveStatic } from '../src/replay/staticHost.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './support.ts';

test.use({ serviceWorkers: 'allow' });

/**
 * Writes deploy `n` into the copy: the page carries its number and a build id of its own, the worker's manifest a
 * new revision for it.
 */
function deploy(dir: string, n: number) {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
    .replace('<head>', `<head><meta name="deploy" content="${n}">`)
    .replace(/<meta name="build" content="[^"]*">/, `<meta name="build" content="deploy${n}">`);
  if (!html.includes(`content="deploy${n}"`)) throw new Error('the built page has no <meta name="build">');
  writeFileSync(join(dir, 'index.html'), html);
  // Workbox writes the file list into the worker as JSON: {"revision":"…","url":"index.html"}.
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8').replace(
    /"revision":"[^"]+"(,"url":"index\.html")/,
    `"revision":"deploy${n}"$1`,
  );
  if (!worker.includes(`"revision":"deploy${n}","url":"index.html"`))
    throw new Error("the built worker's file list has no revision for index.html");
  writeFileSync(join(dir, 'sw.js'), worker);
}

/**
 * Waits until the page has loaded what it loads by itself once idle (every section's files bar; the editor waits
 * for a student to reach for the code). A reload while the worker is still answering the page's requests leaves
 * those events in flight, and Chromium then holds a waiting worker back until they end: a student's next visit is
 * not that quick.
 */
async function settled(page: Page) {
  await expect(page.locator('[data-testid="section-call_external"] [data-testid="export-trace"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const deployOf = (page: Page) =>
  page
    .locator('meta[name=deploy]')
    .getAttribute('content', { timeout: 1000 })
    .catch(() => null);
/** What the browser does on a navigation, asked for now (once the page listens): is there a new service worker? */
async function checkForUpdate(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
}

test('a new deploy: the open page says it is ready, the next visit moves to it, "Update now" moves at once; offline, edit mode says why it cannot start', async ({
  context,
  page: first,
}) => {
  let page = first;
  const dir = mkdtempSync(join(tmpdir(), 'mcp-playground-deploy-'));
  cpSync(DIST, dir, { recursive: true });
  const host = await serveStatic({ dir, prefix: '/courses/mcp/' });
  try {
    deploy(dir, 1);
    await page.goto(`${host.url}?fn=call_external&scenario=deny`);
    // The first visit installs the worker (it caches the build); the next one is served by it.
    await untilOfflineReady(page);
    await settled(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(() => deployOf(page)).toBe('1');

    deploy(dir, 2);
    await checkForUpdate(page);
    const notice = page.getByTestId('update-notice');
    await expect(notice).toHaveAttribute('data-status', 'ready');
    await expect(notice).toContainText('下次打开时生效');
    expect(await seriousViolations(page, '[data-testid="update-notice"]')).toEqual([]);
    // This page stays on its version, and keeps working.
    await expect.poll(() => deployOf(page)).toBe('1');
    const view = page.getByTestId('section-call_external');
    await view.getByTestId('run').click();
    await expect(view.getByTestId('output')).toContainText('没有批准');

    // The next visit, in a new tab while this one is still open: served by the old worker, it lets the new one
    // in; both pages reload into deploy 2 (never two versions), and the new one says it is new to this browser.
    // (A reload of this tab instead overlaps its unloading with the next page's loading; Chromium then held the
    // waiting worker back over 20 s in 1 of 3 full runs.)
    const address = page.url();
    await settled(page);
    const old = page;
    page = await context.newPage();
    await page.goto(address);
    await expect.poll(() => deployOf(old)).toBe('2');
    await old.close();
    await expect.poll(() => deployOf(page)).toBe('2');
    await expect(page.getByTestId('update-notice')).toHaveAttribute('data-status', 'updated');
    await expect(page.getByTestId('update-notice')).toContainText('已更新到最新版本');
    expect(await seriousViolations(page, '[data-testid="update-notice"]')).toEqual([]);
    // The link's state came through the reload.
    await expect(page.getByTestId('section-call_external').getByTestId('scenario-picker')).toHaveValue('deny');

    // In English, and at once: "Update now".
    await page
      .getByTestId('update-notice')
      .getByRole('button', { name: '关闭' })
      .click()
      .catch(() => undefined);
    await page.getByTestId('masthead').getByTestId('language').click();
    deploy(dir, 3);
    await checkForUpdate(page);
    await expect(page.getByTestId('update-notice')).toContainText('opens on your next visit');
    await page.getByTestId('update-now').click();
    await expect.poll(() => deployOf(page)).toBe('3');
    await expect(page.getByTestId('update-notice')).toContainText('updated to the latest version');

    // With the network off, the page still opens and runs; edit mode says why its sandbox cannot open.
    await page.context().setOffline(true);
    await page.reload();
    const section = page.getByTestId('section-discover_tools');
    await section.getByTestId('run').click();
    await expect(section.getByTestId('output')).toHaveAttribute('data-mode', 'run');
    await section.getByTestId('edit-toggle').click();
    await expect(section.getByTestId('edit-problem')).toHaveAttribute('data-kind', 'offline');
    await expect(section.getByTestId('edit-problem')).toContainText('Run and Debug work offline as usual');
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
