/**
 * Every lesson scenario in the built app: select it, Run, read the output;
 * Debug to the end, the output equals Run's and the trace recorded in this
 * browser equals the golden file.
 */
import { expect, test } from '@playwright/test';
import { golden, outcomeOfOutput, reference, section, watchErrors } from './support.ts';

test('all 21 scenarios: Run matches the reference, Debug prints the same and records the golden trace', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/');
  for (const ref of reference) {
    const view = section(page, ref.function);
    await view.getByTestId('scenario-picker').selectOption(ref.scenario);
    await view.getByTestId('run').click();
    const output = view.getByTestId('output');
    await expect(output).toHaveAttribute('data-mode', 'run');
    const runText = (await output.textContent()) ?? '';
    const outcome = outcomeOfOutput(ref.function, runText);
    expect(outcome.kind, `${ref.function}/${ref.scenario}`).toBe(ref.expected.kind);
    if (ref.expected.error_code && outcome.kind === 'error')
      expect(outcome).toMatchObject({ error_code: ref.expected.error_code });
    if (outcome.kind === 'envelope')
      expect(outcome).toMatchObject({ is_error: ref.expected.is_error, tool_use_id: ref.expected.tool_use_id });
    await expect(view.getByTestId('fake-page-calls')).toHaveAttribute(
      'data-count',
      String(ref.fakes_after_run.page_calls.length),
    );
    await expect(view.getByTestId('fake-remote-calls')).toHaveAttribute(
      'data-count',
      String(ref.fakes_after_run.remote_calls.length),
    );
    await expect(view.getByTestId('fake-approvals')).toHaveAttribute(
      'data-count',
      String(ref.fakes_after_run.approvals.length),
    );

    await view.getByTestId('debug').click();
    await expect(view).toHaveAttribute('data-state', 'paused');
    // No breakpoints: Debug runs to the end, where the entry has printed.
    await expect(output).toHaveAttribute('data-finished', 'true');
    await expect(output).toHaveAttribute('data-mode', 'debug');
    expect(await output.textContent()).toBe(runText);
    const trace = await page.evaluate(
      (fn) =>
        (
          globalThis as never as { __mcpPlayground: { traceText: (f: string) => Promise<string> } }
        ).__mcpPlayground.traceText(fn),
      ref.function,
    );
    expect(trace, `${ref.function}/${ref.scenario}: browser trace vs golden`).toBe(golden(ref.function, ref.scenario));
  }
  expect(errors).toEqual([]);
});
