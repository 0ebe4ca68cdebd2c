/**
 * The lesson path with the keyboard alone, as a blind or keyboard-only student walks it (docs/accessibility.md):
 * from the first screen through the first five checkpoints, Tab to "Start", Enter, F10 to each question, the answer
 * typed or chosen with the arrows, Enter; after each key the focus is somewhere the student can see and hear (never
 * the page's body, never out of view), and the walk stays within a stated number of key presses.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { writeValue } from '../src/predict/answer.ts';
import { CHECKPOINTS, question, rightOption } from './pathAnswers.ts';
import { expect, test } from './support.ts';

/**
 * The five checkpoints walked (seven questions, each answered right the first time), and the most key presses they
 * may take: 59 at 1440 and 60 at 390 when measured (F10 31, Enter 13, typed characters 7, Tab 5 or 6, arrows and
 * Space 3). The review counted 47 for the first three checkpoints, each answered wrong first.
 */
const WALKED = CHECKPOINTS.slice(0, 5);
const SOURCE = readFileSync(new URL('../src/adapter/discoverTools.ts', import.meta.url), 'utf8').split('\n');
const KEY_BUDGET = 64;

/** Where the focus is: on the body, or an element and whether any of it is inside the window. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return { where: 'body' };
    const box = active.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    const where = active.closest('[data-testid]')?.getAttribute('data-testid') ?? `${active.tagName.toLowerCase()}`;
    return { where, inView };
  });

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])
  test(`zh ${size.width}×${size.height}: the first five checkpoints with the keyboard alone, the focus always in view`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?lang=zh');
    // The first screen is inert until its code is live (a Tab before that lands nowhere).
    await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
    let presses = 0;
    const tally = new Map<string, number>();
    const lost: string[] = [];
    const press = async (key: string, why: string) => {
      await page.keyboard.press(key);
      presses += 1;
      const kind = key.length === 1 ? 'typed' : key;
      tally.set(kind, (tally.get(kind) ?? 0) + 1);
      // Once what the key started has drawn (a step, a form, a focus move): two frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const focus = await focusOf(page);
      if (focus.where === 'body' || !focus.inView) lost.push(`${why}: ${JSON.stringify(focus)}`);
      if (key === 'F10') await pausedLineSaid();
      return focus;
    };
    // At every step the announcement says the paused line's code, not only its number.
    const view = page.getByTestId('section-discover_tools');
    const pausedLineSaid = async () => {
      // The paused line as the code view marks it: the static view's row, or Monaco's box once it has come.
      const line = await view
        .getByTestId('code-view')
        .evaluate((code) =>
          Number(
            code.querySelector('.monaco-code')?.getAttribute('data-current-line') ??
              code.querySelector('.code-line.is-next')?.getAttribute('data-line'),
          ),
        );
      const code = SOURCE[line - 1]?.trim() ?? '';
      expect(code.length, `line ${line}`).toBeGreaterThan(0);
      await expect(view.getByTestId('step-announcement')).toContainText(`${line}`);
      await expect(view.getByTestId('step-announcement')).toContainText(code);
    };
    // The first focusable control of the page is the masthead's Start.
    const start = page.getByTestId('path-entry').getByTestId('path-start');
    await expect(start).toBeVisible();
    while (!(await start.evaluate((element) => element === document.activeElement)) && presses < 10)
      await press('Tab', 'to Start');
    await expect(start).toBeFocused();
    await press('Enter', 'Start');
    for (const checkpoint of WALKED) {
      const view = page.getByTestId(`section-${checkpoint.function}`);
      // Start or Next put the keyboard on what the opened checkpoint asks (its instruction), in view.
      await expect(view.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', checkpoint.id);
      await expect(view.getByTestId('predict-approach')).toBeFocused();
      for (const id of checkpoint.questions ?? []) {
        const form = view.getByTestId('predict-form');
        while (((await form.count()) === 0 || (await form.getAttribute('data-question')) !== id) && presses < 200)
          await press('F10', `step to ${id}`);
        await expect(form).toHaveAttribute('data-question', id);
        const q = question(id);
        const option = rightOption(q);
        if (option) {
          // The form takes the focus on its first option; the arrows move the choice, Space takes the first.
          const index = (q.options ?? []).indexOf(option);
          if (index === 0) await press('Space', `choose in ${id}`);
          for (let i = 0; i < index; i++) await press('ArrowDown', `choose in ${id}`);
          await expect(form.getByTestId(`predict-option-${option.id}`)).toBeChecked();
          await press('Tab', `to Check in ${id}`);
          await expect(form.getByTestId('predict-check')).toBeFocused();
          await press('Enter', `check ${id}`);
        } else {
          await expect(form.getByTestId('predict-input')).toBeFocused();
          for (const character of writeValue(q.answer)) await press(character === ' ' ? 'Space' : character, id);
          await press('Enter', `check ${id}`);
        }
        // The answer is told where the focus now is, with its reason (or the checkpoint's Next, read with them).
        const told = view.getByTestId('predict-told');
        await expect(told).toHaveAttribute('data-right', 'true');
        await expect(told).toContainText(question(id).why.zh.slice(0, 12));
      }
      const next = view.getByTestId('predict-next');
      await expect(next).toBeFocused();
      await press('Enter', `next after ${checkpoint.id}`);
    }
    // Moving into the code (its static view takes the focus) moves on into the editor that replaces it, and puts the
    // caret on the paused line (a screen reader reads it), not on line 1.
    await press('F10', 'one more step');
    const code = view.getByTestId('code-view');
    const paused = await code.locator('.code-line.is-next').getAttribute('data-line');
    await code.locator('.static-code').focus();
    await expect(code).toHaveAttribute('data-engine', 'monaco');
    await expect(view.locator('.monaco-code')).toHaveAttribute('data-current-line', paused ?? '');
    await expect(view.locator('.monaco-code')).toHaveAttribute('data-caret-line', paused ?? '');
    await expect(view.locator('.monaco-code')).toHaveCSS('outline-style', 'solid');
    expect(lost).toEqual([]);
    console.log(`keyboard walk at ${size.width}: ${presses} key presses`, Object.fromEntries(tally));
    expect(presses).toBeLessThanOrEqual(KEY_BUDGET);
  });
