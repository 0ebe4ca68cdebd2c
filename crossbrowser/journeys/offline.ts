/** Offline after one visit: the service worker serves the page, and Run works. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import { serviceWorkerActive } from '../../src/replay/replay.ts';
import { byTestId, live, present, section, select, text, visit } from '../driver.ts';
import { DIST, type Harness } from '../harness.ts';
import { serveWatched } from '../watchedHost.ts';

export function offline(h: Harness): void {
  test(h.name('offline after one visit: the service worker serves the page, and Run works'), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    const own = await serveWatched(DIST, h.watch);
    try {
      await h.journey(async (driver) => {
        await visit(driver, `${own.url}?lang=en`);
        await present(driver, section('call_external'));
        await driver.evaluate(serviceWorkerActive);
        // Not left mid-load: Firefox reports an import cut short by the reload as a page error.
        await h.idleLoadsDone(driver);
        // The network gone: the host stops answering.
        await own.close();
        await driver.reload();
        await live(driver);
        await present(driver, section('call_external'));
        assert.equal(await driver.evaluate(() => navigator.serviceWorker.controller !== null), true);
        const view = section('call_external');
        await select(driver, byTestId('scenario-picker', view), 'deny');
        await driver.click(byTestId('run', view));
        await text(driver, byTestId('output', view), /"tool_result"/);
      });
    } finally {
      await own.close();
    }
  });
}
