/** The debugger as a student uses it: breakpoints, stepping both ways, what the panels show. */
import { expect, reachEditor, section, sourceLine, test, toggleBreakpoint, watchErrors } from './support.ts';

test('discoverTools "pages": paused before the append, the tool is checked but not yet in the list; a first Debug with no breakpoint starts at step 1, steps into a helper and out', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const view = section(page, 'discover_tools');
  const push = sourceLine('discoverTools.ts', 'tools.push(tool);');
  await test.step('paused at the append: the tool is checked, the list still empty', async () => {
    await toggleBreakpoint(view, push);
    await view.getByTestId('debug').click();
    await expect(view.getByTestId('status')).toContainText(String(push));
    await expect(view.getByTestId('var-value-tool')).toContainText("name: 'search.docs'");
    await expect(view.getByTestId('var-value-tools')).toHaveText('[]');
  });
  await test.step('step over the append and back', async () => {
    await view.getByTestId('step-over').click();
    await expect(view.getByTestId('var-value-tools')).toContainText("name: 'search.docs'");
    await expect(view.getByTestId('var-tools')).toHaveAttribute('data-changed', 'true');
    await view.getByTestId('step-back').click();
    await expect(view.getByTestId('var-value-tools')).toHaveText('[]');
    await expect(view.getByTestId('status')).toContainText(String(push));
  });
  await test.step('Continue: the same line on page two', async () => {
    // Continue goes to the same line on page two, with one tool already in.
    await view.getByTestId('continue').click();
    await expect(view.getByTestId('var-value-tool')).toContainText("name: 'read.policy'");
    await expect(view.getByTestId('fake-page-calls')).toContainText('"p2"');
  });
  await test.step('a first Debug with no breakpoint, in English: step 1', async () => {
    // A first Debug with no breakpoint (in English this time) starts at step 1; step into a helper, pick the
    // caller's frame, step out; Last and First.
    await toggleBreakpoint(view, push);
    await page.getByTestId('language').click();
    await view.getByTestId('debug').click();
    await expect(view.getByTestId('step-counter')).toHaveText(/^step 1 of \d+$/);
    await expect(view.getByTestId('status')).toContainText('entering the function');
    await expect(view.getByTestId('first')).toBeDisabled();
    await expect(view.getByTestId('step-out')).toBeEnabled();
  });
  await test.step("step into checkedTool: its file, both frames, the lesson's Python", async () => {
    const call = sourceLine('discoverTools.ts', 'const tool = checkedTool(raw);');
    await toggleBreakpoint(view, call);
    await view.getByTestId('continue').click();
    await expect(view.getByTestId('status')).toContainText(String(call));
    await view.getByTestId('step-into').click();
    // Inside the helper: its file is shown, and the call stack lists both frames, the helper's current.
    await expect(view.getByTestId('tab-source')).toContainText('checkedTool.ts');
    await expect(view.getByTestId('frame-1')).toHaveAttribute('aria-current', 'true');
    // The lesson's Python follows into the helper: checked_tool.py, its `def` line marked as about to run.
    await expect(view.getByTestId('narration-python')).toContainText('def checked_tool(raw):');
    // The narration names both lines: the helper's file and line, and the lesson's Python line.
    await expect(view.getByTestId('narration-here')).toHaveText(/^checkedTool\.ts line \d+$/);
    await view.getByTestId('tab-python').click();
    await expect(view.getByTestId('tab-python')).toContainText('checked_tool.py');
    await expect(view.getByTestId('python-view').locator('.is-next')).toHaveAttribute('data-line', '1');
  });
  await test.step("the caller's frame, then step out", async () => {
    await view.getByTestId('tab-source').click();
    await view.getByTestId('frame-0').click();
    await expect(view.getByTestId('frame-0')).toHaveAttribute('aria-current', 'true');
    await expect(view.getByTestId('tab-source')).toContainText('discoverTools.ts');
    await expect(view.getByTestId('var-raw')).toBeVisible();
    await view.getByTestId('step-out').click();
    await expect(view.getByTestId('call-stack')).toHaveCount(0);
    await expect(view.getByTestId('var-tool')).toBeVisible();
  });
  await test.step('Last and First', async () => {
    await view.getByTestId('last').click();
    const total = (await view.getByTestId('step-counter').textContent())?.match(/of (\d+)/)?.[1];
    await expect(view.getByTestId('step-counter')).toHaveText(`step ${total} of ${total}`);
    await view.getByTestId('first').click();
    await expect(view.getByTestId('step-counter')).toHaveText(`step 1 of ${total}`);
  });
  expect(errors).toEqual([]);
});

test('callExternal "success": paused before the service call, approved but not sent; one step later sent under the original name', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const view = section(page, 'call_external');
  await view.getByTestId('scenario-picker').selectOption('success');
  await toggleBreakpoint(view, sourceLine('callExternal.ts', 'const reply = await route.invoke'));
  await view.getByTestId('debug').click();
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('fake-approvals')).toHaveAttribute('data-count', '1');
  await expect(view.getByTestId('fake-approvals')).toContainText('docs');
  await expect(view.getByTestId('fake-remote-calls')).toHaveAttribute('data-count', '0');
  // The host emptied its copy; the copy that is sent is intact.
  await expect(view.getByTestId('var-value-shown')).toContainText('input: {}');
  await expect(view.getByTestId('var-value-sent')).toHaveText("{ query: '运行许可' }");
  // The line's narration, with this step's value: the service gets the real tool name.
  await expect(view.getByTestId('narration')).toContainText("只调用一次服务：用真实工具名 'search.docs'");
  // The pointer on a name shows its value at this step, as a debugger's hover does: move along the line
  // that makes `sent` (Monaco reads the pointer's moves) until it is over the name.
  await reachEditor(view.getByTestId('code-view'));
  const sentLine = view.locator('.view-line').filter({ hasText: /const\s+sent\s+=/ });
  await sentLine.scrollIntoViewIfNeeded();
  const hover = view.getByTestId('hover-value');
  for (let dx = 0; dx < 240 && !((await hover.count()) && (await hover.textContent())?.startsWith('sent')); dx += 8) {
    // Read the line's place each time: Debug may still be bringing the paused line into view.
    const lineBox = await sentLine.boundingBox();
    await page.mouse.move((lineBox?.x ?? 0) + dx, (lineBox?.y ?? 0) + 10, { steps: 2 });
  }
  await expect(hover).toHaveText(/^sent = \{ query: '运行许可' \}#\d+$/);
  // A watch: a path read at every step, never code run (a call is refused as it is typed).
  await view.getByTestId('watch-input').fill('snapshot.input.query');
  await view.getByTestId('watch-input').press('Enter');
  await expect(view.getByTestId('watch-value-0')).toHaveText("'运行许可'");
  await view.getByTestId('watch-input').fill('sent()');
  await view.getByTestId('watch-add').click();
  await expect(view.getByTestId('watch-input')).toHaveAttribute('aria-invalid', 'true');
  // The heap diagram: snapshot, shown and sent are three boxes; args points into snapshot (the box of snapshot.input).
  await view.getByTestId('view-diagram').click();
  const to = (from: string) => view.locator(`[data-testid="heap-arrow"][data-from="${from}"]`).getAttribute('data-to');
  const [snapshot, shown, sent] = await Promise.all(['snapshot', 'shown', 'sent'].map((n) => to(`frame-0.${n}`)));
  expect(new Set([snapshot, shown, sent]).size).toBe(3);
  for (const id of [snapshot, shown, sent]) await expect(view.getByTestId(`heap-box-${id}`)).toBeVisible();
  expect(await to('frame-0.args')).toBe(await to(`${snapshot}.input`));
  await expect(view.getByTestId(`heap-box-${sent}`)).toHaveAttribute('data-changed', 'true');
  // The choice is remembered: a reload shows the diagram again.
  await page.reload();
  await expect(view).toHaveAttribute('data-state', 'paused');
  await expect(view.getByTestId('heap-diagram')).toBeVisible();
  await expect(view.getByTestId('view-diagram')).toHaveAttribute('aria-pressed', 'true');
  await view.getByTestId('view-tree').click();
  await view.getByTestId('step-over').click();
  await expect(view.getByTestId('fake-remote-calls')).toHaveAttribute('data-count', '1');
  await expect(view.getByTestId('fake-remote-calls')).toContainText('search.docs {"query":"运行许可"}');
  expect(errors).toEqual([]);
});

test("a breakpoint never reached says so, a line that cannot stop takes none; keys F5, F10, Shift+F10; at 390 px the guidance runs to its line past the student's own breakpoint, kept, and brings the paused line into view", async ({
  page,
}) => {
  // One page for three sections' checks: each section is independent of the others. Three tests' worth of
  // work, so three tests' worth of time (a fresh clone's loaded run once took 30.7 s of the default 30).
  await page.goto('/');
  const discover = section(page, 'discover_tools');
  const tooMany = sourceLine('discoverTools.ts', "throw new AdapterError('catalog_too_many_pages')");
  await toggleBreakpoint(discover, tooMany);
  await discover.getByTestId('debug').click();
  await expect(discover.getByTestId('notice')).toContainText(String(tooMany));
  await toggleBreakpoint(discover, 1);
  await expect(discover.getByTestId('notice')).toContainText('1');

  // Keys act on the section that has them (the last one clicked).
  const assemble = section(page, 'assemble_tool_pool');
  await toggleBreakpoint(assemble, sourceLine('assembleToolPool.ts', 'definitions.push('));
  await page.keyboard.press('F5');
  await expect(assemble.getByTestId('step-counter')).toContainText(/\d/);
  const before = await assemble.getByTestId('step-counter').textContent();
  await page.keyboard.press('F10');
  await expect(assemble.getByTestId('step-counter')).not.toHaveText(before ?? '');
  await page.keyboard.press('Shift+F10');
  await expect(assemble.getByTestId('step-counter')).toHaveText(before ?? '');
  await page.keyboard.press('F5');
  await expect(assemble.getByTestId('output')).toHaveAttribute('data-finished', 'true');

  await page.setViewportSize({ width: 390, height: 800 });
  const view = section(page, 'call_external');
  await view.getByTestId('scenario-picker').selectOption('deny');
  const mine = sourceLine('callExternal.ts', 'const route = ');
  await toggleBreakpoint(view, mine);
  const ask = sourceLine('callExternal.ts', 'await askUser(');
  await view.getByTestId('try-it').scrollIntoViewIfNeeded();
  await view.getByTestId('try-it').click();
  // The guidance runs to its own line (VS Code's Run to Cursor), past the student's breakpoint before it, which is
  // kept: Restart stops there.
  await expect(view.getByTestId('status')).toContainText(String(ask));
  await expect(page).toHaveURL(new RegExp(`bp=${mine}(,|%2C)${ask}`));
  await expect(view.locator('.exec-next-line, .code-line.is-next').first()).toBeInViewport();
  await view.getByTestId('restart').click();
  await expect(view.getByTestId('status')).toContainText(String(mine));
});

test.describe('the lesson’s Python beside the TypeScript', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('at 1200 px and wider both files show, both marked, and the Python names both lines; narrower it is a tab', async ({
    page,
  }) => {
    await page.goto('/?lang=en');
    const view = section(page, 'call_external');
    await view.getByTestId('scenario-picker').selectOption('success');
    await view.getByTestId('try-it').click();
    await expect(view).toHaveAttribute('data-state', 'paused');
    const invoke = sourceLine('callExternal.ts', 'const reply = await route.invoke');
    await view.getByTestId('tab-python').click();
    const split = view.getByTestId('code-split');
    await expect(
      split.getByTestId('code-view').locator(`[data-line="${invoke}"].is-next, .exec-next-line`).first(),
    ).toBeVisible();
    await expect(split.getByTestId('python-view').locator('.is-next')).toContainText("route['invoke']");
    await expect(view.getByTestId('python-here')).toHaveText(
      /^Paused at callExternal\.ts line \d+ · Lesson's Python, line \d+$/,
    );
    await expect(view.getByTestId('python-here')).toContainText(`line ${invoke} ·`);
    // A step moves both marks.
    await view.getByTestId('step-over').click();
    await expect(split.getByTestId('python-view').locator('.is-next')).toContainText('result_text(reply)');
    // The language switches from beside the narration while paused, and the pause stays.
    await view.getByTestId('language-paused').click();
    await expect(view.getByTestId('python-here')).toHaveText(
      /^暂停在 callExternal\.ts 第 \d+ 行 · 课程 Python 第 \d+ 行$/,
    );
    await expect(view).toHaveAttribute('data-state', 'paused');
    await view.getByTestId('language-paused').click();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(view.getByTestId('code-split')).toHaveCount(0);
    await expect(view.getByTestId('python-view')).toBeVisible();
    await expect(view.getByTestId('code-view')).toHaveCount(0);
  });
});

test("an adapter message in the output is given its code, the lesson's own words there and, in English, its English", async ({
  page,
}) => {
  await page.goto('/');
  const view = section(page, 'call_external');
  await view.getByTestId('scenario-picker').selectOption('deny');
  const notes = view.getByTestId('output-notes');
  await expect(notes).toContainText('not_approved');
  await expect(notes.getByTestId('output-lesson')).toHaveText(
    "课程的 Python 此处写： 'content':'未执行：本次外部调用未获批准。'",
  );
  await expect(notes.getByTestId('output-gloss')).toHaveCount(0);
  await page.getByTestId('language').click();
  await expect(notes.getByTestId('output-gloss')).toHaveText('Not run: the host did not approve this external call.');
  await expect(notes.getByTestId('output-lesson')).toContainText("The lesson's Python writes here:");
});

test('a breakpoint set away from the paused line stays in view: the code box is not snapped back to the paused line', async ({
  page,
}) => {
  await page.goto('/?fn=discover_tools&scenario=many&step=150&lang=en');
  const view = section(page, 'discover_tools');
  await expect(view).toHaveAttribute('data-state', 'paused');
  const code = view.getByTestId('code-view');
  const line = (n: number) => code.locator('.line-numbers').filter({ hasText: new RegExp(`^${n}$`) });
  // Paused in the loop, far below line 8: the student wheels the code box to its top and clicks line 8's number.
  await reachEditor(code);
  await expect(line(8)).toHaveCount(0);
  await code.locator('.view-lines').click();
  await page.keyboard.press('Control+Home');
  await expect(line(1)).toBeVisible();
  await line(8).click();
  await expect(page).toHaveURL(/[?&]bp=8(&|,|$)/);
  // The new mark is where the student looks: line 8 is still drawn, in the window (it was scrolled away at once).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(line(8)).toBeInViewport();
});
