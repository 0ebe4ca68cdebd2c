/** The 21 scenarios replayed in the page: Run against the lesson, Debug to the end, the trace against its golden. */
import type { Locator, Page } from '@playwright/test';
import { readGoldenTrace, readLessonOutcomes, readScenarios } from '../scenarios/files.ts';
import { outcomeDifference } from '../scenarios/lessonOutcomes.ts';
import { firstTraceDifference } from '../tracer/diff.ts';
import { parseFakes, parseOutput } from './readBack.ts';
import type { CheckResult, ScenarioReport } from './results.ts';
import { waitForAttribute } from './watch.ts';

export async function replayScenarios(page: Page): Promise<ScenarioReport[]> {
  const outcomes = readLessonOutcomes();
  const { scenarios } = await readScenarios();
  const reports: ScenarioReport[] = [];
  for (const expected of outcomes) {
    const scenario = scenarios.find((s) => s.function === expected.function && s.id === expected.scenario);
    const report: ScenarioReport = {
      function: expected.function,
      scenario: expected.scenario,
      run: { ok: false, detail: 'not reached' },
      debug: { ok: false, detail: 'not reached' },
      trace: { ok: false, detail: 'not reached' },
    };
    reports.push(report);
    if (!scenario) {
      report.run = { ok: false, detail: 'no scenario file in this checkout' };
      continue;
    }
    const view = page.getByTestId(`section-${expected.function}`);
    const output = view.getByTestId('output');

    // Run: the printed value and what the fakes saw, against the lesson.
    const picker = view.getByTestId('scenario-picker');
    const offered = await picker
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    if (!offered.includes(expected.scenario)) {
      report.run = { ok: false, detail: `the page does not offer the scenario ${expected.scenario}` };
      continue;
    }
    await picker.selectOption(expected.scenario);
    await view.getByTestId('run').click();
    await waitForAttribute(output, 'data-mode', 'run');
    const runText = (await output.textContent()) ?? '';
    const panel = await fakesPanel(view);
    report.run = check(() => outcomeDifference(expected, scenario, parseOutput(runText), parseFakes(panel)));

    // Debug to the end: the same printed text.
    await view.getByTestId('debug').click();
    await waitForAttribute(view, 'data-state', 'paused');
    for (let tries = 0; tries < 50 && (await output.getAttribute('data-finished')) !== 'true'; tries++) {
      const next = view.getByTestId('continue');
      if (!(await next.isEnabled())) break;
      await next.click();
    }
    const finished = (await output.getAttribute('data-finished')) === 'true';
    const debugText = (await output.textContent()) ?? '';
    report.debug = !finished
      ? { ok: false, detail: 'Debug did not reach the end' }
      : debugText === runText
        ? { ok: true }
        : {
            ok: false,
            detail: `Debug printed ${JSON.stringify(debugText.slice(0, 200))}, Run ${JSON.stringify(runText.slice(0, 200))}`,
          };

    // The trace this browser recorded, against the golden file.
    const recorded = await page.evaluate(
      (fn) =>
        (
          globalThis as { __mcpPlayground?: { traceText: (f: string) => Promise<string | null> } }
        ).__mcpPlayground?.traceText(fn) ?? null,
      expected.function,
    );
    const golden = readGoldenTrace(expected.function, expected.scenario);
    if (recorded === null) report.trace = { ok: false, detail: 'the page recorded no trace' };
    else if (recorded === golden) report.trace = { ok: true };
    else {
      const difference = firstTraceDifference(JSON.parse(recorded), JSON.parse(golden));
      report.trace = { ok: false, detail: difference ?? 'same steps, different bytes (formatting)' };
    }
  }
  return reports;
}

/** The Fakes panel's three lists, as shown. */
async function fakesPanel(view: Locator): Promise<[string[], string[], string[]]> {
  const items = (testId: string) => view.getByTestId(testId).locator('li code').allTextContents();
  return Promise.all([items('fake-page-calls'), items('fake-remote-calls'), items('fake-approvals')]);
}

function check(compare: () => string | null): CheckResult {
  try {
    const difference = compare();
    return difference === null ? { ok: true } : { ok: false, detail: difference };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  }
}
