/** Debug, step over, back, a breakpoint from the gutter with Continue; the heap diagram's three boxes. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import { lineIn } from '../../src/testing/lineIn.ts';
import { attribute, byTestId, present, section, text, visit } from '../driver.ts';
import { type Harness, lesson } from '../harness.ts';

export function debugging(h: Harness): void {
  test(h.name('Debug, step over, back, and a breakpoint from the gutter with Continue'), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    await h.journey(async (driver) => {
      await visit(driver, `${h.site().url}?fn=discover_tools&scenario=pages&lang=en`);
      const view = section('discover_tools');
      await present(driver, byTestId('debug', view));
      await driver.click(byTestId('debug', view));
      await attribute(driver, view, 'data-state', 'paused');
      const total = (await text(driver, byTestId('step-counter', view), /^step 1 of \d+$/)).split(' of ')[1];
      await h.revealed(driver);
      await driver.click(byTestId('step-over', view));
      await text(driver, byTestId('step-counter', view), new RegExp(`^step 2 of ${total}$`));
      await driver.click(byTestId('step-back', view));
      await text(driver, byTestId('step-counter', view), new RegExp(`^step 1 of ${total}$`));
      const push = lineIn(lesson('discoverTools.ts'), 'tools.push(tool);');
      await h.toggleBreakpoint(driver, 'discover_tools', push);
      await driver.click(byTestId('continue', view));
      await text(driver, byTestId('status', view), new RegExp(`line ${push}\\b`));
      await text(driver, byTestId('var-value-tools', view), /^\[\]/);
    });
  });

  test(h.name(
    'the heap diagram at the service call of callExternal/success: snapshot, shown and sent are three boxes',
  ), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    await h.journey(async (driver) => {
      await visit(driver, `${h.site().url}?fn=call_external&scenario=success&lang=en`);
      const view = section('call_external');
      const call = lineIn(lesson('callExternal.ts'), 'const reply = await route.invoke');
      await h.toggleBreakpoint(driver, 'call_external', call);
      await driver.click(byTestId('debug', view));
      await text(driver, byTestId('status', view), new RegExp(`line ${call}\\b`));
      await h.revealed(driver);
      await driver.click(byTestId('view-diagram', view));
      // Taken (the toggle pressed) before drawn (its chunk loaded): a failure says which of the two did not happen.
      await attribute(driver, byTestId('view-diagram', view), 'aria-pressed', 'true');
      await present(driver, byTestId('heap-diagram', view));
      const targets = await driver.evaluate(
        (v) =>
          Object.fromEntries(
            [...document.querySelectorAll(`${v} [data-testid="heap-arrow"]`)].map((a) => [
              a.getAttribute('data-from'),
              a.getAttribute('data-to'),
            ]),
          ) as Record<string, string>,
        view,
      );
      const boxes = ['snapshot', 'shown', 'sent'].map((key) => targets[`frame-0.${key}`]);
      assert.equal(new Set(boxes).size, 3, JSON.stringify(targets));
      for (const box of boxes)
        assert.ok(
          await driver.evaluate((s) => document.querySelector(s) !== null, byTestId(`heap-box-${box}`, view)),
          `box ${box}`,
        );
    });
  });
}
