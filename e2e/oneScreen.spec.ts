/**
 * The debugger on one screen (issue 31): wherever the guidance's button stops, the paused line, the step buttons,
 * the narration and the first variable are all in the window at once, and each inside whatever box clips it (the
 * code box, the panels' column), at a desk, a half-screen laptop and a phone, in both languages; and again where the
 * guidance's button is pressed a second time, from the panels' box. A student steps without scrolling.
 */
import type { Locator } from '@playwright/test';
import { unseenOnceSettled } from './seen.ts';
import { expect, section, test } from './support.ts';

const FUNCTIONS = ['discover_tools', 'assemble_tool_pool', 'call_external'] as const;
const SIZES = [
  { width: 1440, height: 900 },
  { width: 720, height: 900 },
  { width: 390, height: 844 },
] as const;

async function scenariosOf(view: Locator): Promise<string[]> {
  // The page's HTML comes painted before its code (inert till then): its pickers are read once the page is live.
  await expect(view.page().locator('#root')).not.toHaveAttribute('inert');
  return view
    .getByTestId('scenario-picker')
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== 'custom'),
    );
}

/** The guidance's button, and the pause at the line it names. */
async function runToGuidance(view: Locator): Promise<number> {
  const button = view.getByTestId('try-it');
  const line = Number((await button.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(line, 'the guidance names a line').toBeGreaterThan(0);
  await button.click();
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('status')).toContainText(new RegExp(`\\b${line}\\b`));
  await expect(view.getByTestId('narration')).toBeVisible();
  await expect(view.getByTestId('variables').locator('li[data-testid^="var-"]').first()).toBeAttached();
  return line;
}

/**
 * The guidance's button pressed again at its own stop, from the panels' box (a student scrolls down to it, past the
 * variables): it restarts the run, and the jump lands as an arrival does. Resolves once the run has been recorded
 * again and paused (the section's state passes through "recording").
 */
async function pressGuidanceAgain(view: Locator): Promise<void> {
  await view.evaluate((section) => {
    const states: string[] = [];
    (section as HTMLElement & { states?: string[] }).states = states;
    new MutationObserver(() => states.push(String(section.getAttribute('data-state')))).observe(section, {
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
  await view.getByTestId('try-it').click();
  await expect
    .poll(() => view.evaluate((section) => (section as HTMLElement & { states?: string[] }).states?.join(' ')))
    .toMatch(/recording.* paused$/);
}

for (const size of SIZES) {
  for (const lang of ['zh', 'en'] as const) {
    test.describe(`${size.width}×${size.height} ${lang}`, () => {
      test.use({ viewport: size });
      test(`every guidance stop of the 21 scenarios shows the line, the step buttons, the narration and the first variable at once, and again after its button is pressed again at each function's last`, async ({
        page,
      }) => {
        await page.goto(`/?lang=${lang}`);
        const missed: string[] = [];
        let stops = 0;
        let pressedAgain = 0;
        for (const fn of FUNCTIONS) {
          const view = section(page, fn);
          const scenarios = await scenariosOf(view);
          for (const scenario of scenarios) {
            await view.getByTestId('scenario-picker').selectOption(scenario);
            const line = await runToGuidance(view);
            stops += 1;
            for (const problem of await unseenOnceSettled(view))
              missed.push(`${fn}/${scenario} at line ${line}: ${problem}`);
            if (scenario !== scenarios.at(-1)) continue;
            // Its button pressed again, from the panels' box (it once left the variables scrolled out of it).
            await pressGuidanceAgain(view);
            await expect(view.getByTestId('status')).toContainText(new RegExp(`\\b${line}\\b`));
            for (const problem of await unseenOnceSettled(view))
              missed.push(`${fn}/${scenario} at line ${line}, the guidance pressed again: ${problem}`);
            pressedAgain += 1;
          }
        }
        expect(stops).toBe(21);
        expect(pressedAgain).toBe(FUNCTIONS.length);
        expect(missed).toEqual([]);
      });
    });
  }
}

/** At a desk all three boxes fit the diagram's box; on a half screen, what the step changed (sent) is brought in. */
const DIAGRAM = [
  { size: SIZES[0], seen: ['snapshot', 'shown', 'sent'] },
  { size: SIZES[1], seen: ['sent'] },
] as const;

for (const { size, seen } of DIAGRAM) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    test(`the heap diagram at the service call shows ${seen.join(', ')} with no scrolling, sent marked as what changed`, async ({
      page,
    }) => {
      await page.goto('/?lang=en');
      const view = section(page, 'call_external');
      await view.getByTestId('scenario-picker').selectOption('success');
      await runToGuidance(view);
      await view.getByTestId('view-diagram').click();
      const to = (from: string) =>
        view.locator(`[data-testid="heap-arrow"][data-from="${from}"]`).getAttribute('data-to');
      const boxes: Record<string, string> = {};
      for (const name of seen) boxes[name] = `[data-testid="heap-box-${await to(`frame-0.${name}`)}"]`;
      await expect(view.locator(boxes.sent as string)).toHaveAttribute('data-changed', 'true');
      expect(await unseenOnceSettled(view, boxes)).toEqual([]);
    });
  });
}
