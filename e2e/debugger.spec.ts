/** The debugger as a student uses it: breakpoints, stepping both ways, what the panels show. */
import { expect, section, sourceLine, test, toggleBreakpoint, watchErrors } from './support.ts';

test('discoverTools "pages": paused before the append, the tool is checked but not yet in the list', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const view = section(page, 'discover_tools');
  const push = sourceLine('discoverTools.ts', 'tools.push(tool);');
  await toggleBreakpoint(view, push);
  await view.getByTestId('debug').click();
  await expect(view.getByTestId('status')).toContainText(String(push));
  await expect(view.getByTestId('var-value-tool')).toContainText("'name': 'search.docs'");
  await expect(view.getByTestId('var-value-tools')).toHaveText('[]');
  await view.getByTestId('step').click();
  await expect(view.getByTestId('var-value-tools')).toContainText("'name': 'search.docs'");
  await expect(view.getByTestId('var-tools')).toHaveAttribute('data-changed', 'true');
  await view.getByTestId('step-back').click();
  await expect(view.getByTestId('var-value-tools')).toHaveText('[]');
  await expect(view.getByTestId('status')).toContainText(String(push));
  // Continue goes to the same line on page two, with one tool already in.
  await view.getByTestId('continue').click();
  await expect(view.getByTestId('var-value-tool')).toContainText("'name': 'read.policy'");
  await expect(view.getByTestId('fake-page-calls')).toContainText('"p2"');
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
  await expect(view.getByTestId('var-value-shown')).toContainText("'input': {}");
  await expect(view.getByTestId('var-value-sent')).toHaveText("{'query': '运行许可'}");
  await view.getByTestId('step').click();
  await expect(view.getByTestId('fake-remote-calls')).toHaveAttribute('data-count', '1');
  await expect(view.getByTestId('fake-remote-calls')).toContainText('search.docs {"query":"运行许可"}');
  expect(errors).toEqual([]);
});

test('a breakpoint on a line the run never reaches says so; a line that cannot stop takes none', async ({ page }) => {
  await page.goto('/');
  const view = section(page, 'discover_tools');
  const tooMany = sourceLine('discoverTools.ts', "throw new AdapterError('catalog_too_many_pages')");
  await toggleBreakpoint(view, tooMany);
  await view.getByTestId('debug').click();
  await expect(view.getByTestId('notice')).toContainText(String(tooMany));
  await toggleBreakpoint(view, 1);
  await expect(view.getByTestId('notice')).toContainText('1');
});

test('keys: F5 debugs and continues, F10 steps, Shift+F10 steps back', async ({ page }) => {
  await page.goto('/');
  const view = section(page, 'assemble_tool_pool');
  await toggleBreakpoint(view, sourceLine('assembleToolPool.ts', 'definitions.push('));
  await page.keyboard.press('F5');
  await expect(view.getByTestId('step-counter')).toContainText(/\d/);
  const before = await view.getByTestId('step-counter').textContent();
  await page.keyboard.press('F10');
  await expect(view.getByTestId('step-counter')).not.toHaveText(before ?? '');
  await page.keyboard.press('Shift+F10');
  await expect(view.getByTestId('step-counter')).toHaveText(before ?? '');
  await page.keyboard.press('F5');
  await expect(view.getByTestId('output')).toHaveAttribute('data-finished', 'true');
});

test('guidance sets the suggested breakpoint and starts debugging', async ({ page }) => {
  await page.goto('/');
  const view = section(page, 'call_external');
  await view.getByTestId('scenario-picker').selectOption('deny');
  await view.getByTestId('try-it').click();
  await expect(view.getByTestId('status')).toContainText(String(sourceLine('callExternal.ts', 'await askUser(')));
});
