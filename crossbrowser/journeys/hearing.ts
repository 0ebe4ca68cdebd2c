/** The first journey in each browser: a page error and a CSP violation are heard, so the check after every journey can fail. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import { present, section, visit, waitFor } from '../driver.ts';
import type { Harness } from '../harness.ts';
import type { Problem } from '../watchedHost.ts';

export function hearing(h: Harness): void {
  test(h.name('a page error and a CSP violation are heard (the check below can fail)'), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    h.begin(true);
    const driver = await h.open();
    try {
      await visit(driver, `${h.site().url}?lang=en`);
      await present(driver, section('discover_tools'));
      await driver.evaluate(() => {
        setTimeout(() => {
          throw new Error('journey probe');
        });
        // An inline script the page's policy does not allow.
        const script = document.createElement('script');
        script.textContent = 'void 0';
        document.body.append(script);
      });
      await waitFor(
        driver,
        'two reports',
        () => (window as unknown as { __problems: Problem[] }).__problems.length >= 2,
      );
      const heard = (await h.problems(driver)).join('\n');
      assert.match(heard, /page error: .*journey probe/);
      assert.match(heard, /CSP violation: script-src/);
    } finally {
      await driver.close();
    }
  });
}
