/** Every scenario's Run, as the page shows it, against the lesson's outcome and fakes. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import { readLessonOutcomes, readScenarios } from '../../src/scenarios/files.ts';
import { type FakeLogsSeen, outcomeDifference } from '../../src/scenarios/lessonOutcomes.ts';
import { attribute, byTestId, section, select, visit } from '../driver.ts';
import type { Harness } from '../harness.ts';

export function scenarios(h: Harness): void {
  test(h.name("every scenario's Run comes out as the lesson's, value and fakes"), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    const { scenarios } = await readScenarios();
    await h.journey(async (driver) => {
      await visit(driver, `${h.site().url}?lang=en`);
      for (const expected of readLessonOutcomes()) {
        const scenario = scenarios.find((s) => s.function === expected.function && s.id === expected.scenario);
        assert.ok(scenario, `${expected.function}/${expected.scenario}: no scenario file`);
        const view = section(expected.function);
        await select(driver, byTestId('scenario-picker', view), expected.scenario);
        await driver.click(byTestId('run', view));
        await attribute(driver, byTestId('output', view), 'data-mode', 'run');
        // The output and the fakes' lists are read as the page shows them, until they agree with the lesson or a
        // few seconds pass (the last difference is the failure).
        let difference: string | null = 'not read';
        for (let tries = 0; tries < 50 && difference !== null; tries++) {
          const shown = await driver.evaluate((v) => {
            const within = document.querySelector(v);
            return {
              output: within?.querySelector('[data-testid="output"]')?.textContent ?? '',
              lists: ['fake-page-calls', 'fake-remote-calls', 'fake-approvals'].map((id) =>
                [...(within?.querySelectorAll(`[data-testid="${id}"] li code`) ?? [])].map((c) => c.textContent ?? ''),
              ),
            };
          }, view);
          try {
            const [pages, remote, approvals] = shown.lists as [string[], string[], string[]];
            const logs: FakeLogsSeen = {
              page_calls: pages.map((t) => JSON.parse(t)),
              remote_calls: remote.map((t) => ({
                name: t.slice(0, t.indexOf(' ')),
                arguments: JSON.parse(t.slice(t.indexOf(' ') + 1)),
              })),
              approvals,
            };
            difference = outcomeDifference(expected, scenario, JSON.parse(shown.output), logs);
          } catch (error) {
            difference = (error as Error).message;
          }
          if (difference !== null) await new Promise((done) => setTimeout(done, 100));
        }
        assert.equal(difference, null, `${expected.function}/${expected.scenario}`);
      }
    });
  });
}
