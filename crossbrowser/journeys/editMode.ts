/** Edit mode: code from a link judged ✘ in the sandbox, Reset makes it ✔. */
import { test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import { attribute, byTestId, present, section, text, visit } from '../driver.ts';
import { type Harness, lesson } from '../harness.ts';

export function editMode(h: Harness): void {
  test(h.name('edit mode: code from a link is judged ✘ in the sandbox, Reset makes it ✔'), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    const broken = lesson('discoverTools.ts').replace(' || cursors.has(cursor)', '');
    const code = deflateRawSync(Buffer.from(broken)).toString('base64url');
    await h.journey(async (driver) => {
      await visit(driver, `${h.site().url}?fn=discover_tools&lang=en&code=${code}`);
      const view = section('discover_tools');
      await present(driver, byTestId('edit-shared-banner', view));
      await attribute(driver, byTestId('edit-matrix', view), 'data-state', 'done');
      await text(driver, byTestId('edit-summary', view), /^1 of 7 scenarios differ from the lesson$/);
      await attribute(driver, byTestId('edit-row-repeat', view), 'data-pass', 'false');
      await driver.click(byTestId('edit-reset', view));
      await text(driver, byTestId('edit-summary', view), /^All 7 scenarios match the lesson$/);
    });
  });
}
