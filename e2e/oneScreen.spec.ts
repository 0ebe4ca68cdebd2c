/**
 * The debugger on one screen (issue 31): wherever the guidance's button stops, the paused line, the step buttons,
 * the narration and the first variable are all in the window at once, and each inside whatever box clips it (the
 * code box, the panels' column), at a desk, a half-screen laptop and a phone, in both languages. A student steps
 * without scrolling. One page per language reads every stop at the three sizes: pressed at the size the window has,
 * then the window takes each other size (a phone turned, a window narrowed) and the button is pressed again there,
 * from the panels' box, which it once left scrolled past the variables.
 */
import type { Locator } from '@playwright/test';
import { landed, unseenOnceSettled } from './seen.ts';
import { SIZES, type Size, sizesFrom } from './sizes.ts';
import { expect, section, test } from './support.ts';

const FUNCTIONS = ['discover_tools', 'assemble_tool_pool', 'call_external'] as const;

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
  // Nothing is clicked before the jump has landed (the heap diagram's test clicks next).
  await landed(view);
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

/** Each language's page, and the size it opens at (the stops' first presses then take the sizes in turn). */
const PAGES = [
  { lang: 'zh', opens: SIZES[1] },
  { lang: 'en', opens: SIZES[0] },
] as const;

for (const { lang, opens } of PAGES) {
  test.describe(`${lang}, opened at ${opens.width}×${opens.height}`, () => {
    test.use({ viewport: opens });
    test(`every guidance stop of the 21 scenarios, pressed at 1440, 720 and 390 px, shows the line, the step buttons, the narration and the first variable at once`, async ({
      page,
    }) => {
      await page.goto(`/?lang=${lang}`);
      let stops = 0;
      let pressedAgain = 0;
      let size: Size = opens;
      for (const fn of FUNCTIONS) {
        const view = section(page, fn);
        for (const scenario of await scenariosOf(view)) {
          await view.getByTestId('scenario-picker').selectOption(scenario);
          const line = await runToGuidance(view);
          // From the size the window has on through the list; the next stop is first pressed where this one ends.
          for (const [k, next] of sizesFrom(size).entries()) {
            if (k > 0) {
              size = next;
              await page.setViewportSize(size);
              await pressGuidanceAgain(view);
              await expect(view.getByTestId('status')).toContainText(new RegExp(`\\b${line}\\b`));
              pressedAgain += 1;
            }
            stops += 1;
            // Said at the first stop that stays unseen: each such reading waits until an expectation would give up,
            // and a page that broke them all would otherwise reach the test's own limit before saying which.
            const how = k > 0 ? 'pressed again' : 'pressed';
            expect(
              await unseenOnceSettled(view),
              `${fn}/${scenario} at line ${line}, ${size.width} px, ${how}`,
            ).toEqual([]);
          }
        }
      }
      expect(stops).toBe(21 * SIZES.length);
      expect(pressedAgain).toBe(21 * (SIZES.length - 1));
    });
  });
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
