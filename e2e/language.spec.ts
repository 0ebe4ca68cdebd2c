/**
 * The i18n boundary, as a student sees it: the visible text (and what a screen reader hears) of the page in
 * its main states holds no English prose on the Chinese page and no Chinese on the English one. Code, values,
 * identifiers of the lesson's code and data, and a short list of proper nouns are not prose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { section, watchErrors } from './support.ts';

const root = join(import.meta.dirname, '..');

/** Where text is code or data, not prose: the code views, values, outputs and editors. */
const CODE = [
  'code',
  'pre',
  'kbd',
  'samp',
  'textarea',
  'script',
  'style',
  '.monaco-editor',
  '.static-code',
  '.var-name',
  '.var-value',
  '.var-id',
  '[data-testid="custom-monaco"]',
].join(', ');

/** Proper nouns and protocol terms a Chinese sentence names as they are. */
const PROPER = new Set([
  'MCP',
  'JSON',
  'JSON-RPC',
  'RPC',
  'SDK',
  'ID',
  'Python',
  'English',
  'stdio',
  'schema',
  'F5',
  'F9',
  'F10',
  'Shift',
  'Ctrl',
]);

/** Every identifier of the lesson's code (comments left out) and of its scenarios' inputs: names a sentence may quote. */
function lessonIdentifiers(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const match of text.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) words.add(match[0]);
  };
  for (const name of readdirSync(join(root, 'src/adapter')).filter((n) => n.endsWith('.ts') && !n.includes('.test.'))) {
    add(readFileSync(join(root, 'src/adapter', name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));
  }
  for (const fn of readdirSync(join(root, 'scenarios'), { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(root, 'scenarios', fn.name)).filter((n) => /^[a-z_]+\.json$/.test(n))) {
      const scenario = JSON.parse(readFileSync(join(root, 'scenarios', fn.name, file), 'utf8'));
      add(JSON.stringify(scenario.input));
      add(scenario.id);
    }
  }
  // The id the student's own scenario goes by in links.
  words.add('custom');
  return words;
}

type Seen = { text: string; where: string };

/** The rendered text outside code, and the labels a screen reader reads, each with the test id around it. */
async function visibleText(page: Page): Promise<Seen[]> {
  return page.evaluate((code) => {
    const seen: { text: string; where: string }[] = [];
    const where = (element: Element) =>
      element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.tagName;
    const shown = (element: Element) =>
      !element.closest(code) && (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (parent && text && shown(parent)) seen.push({ text, where: where(parent) });
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) seen.push({ text, where: `${where(element)}@${name}` });
      }
    }
    return seen;
  }, CODE);
}

function englishIn(seen: Seen[], allowed: Set<string>): string[] {
  return seen.flatMap(({ text, where }) => {
    const words = [...text.matchAll(/[A-Za-z][A-Za-z0-9_'’-]*/g)].map((m) => m[0]);
    const prose = words.filter(
      (word) =>
        !allowed.has(word) &&
        !PROPER.has(word) &&
        // Code-shaped tokens: camelCase, snake_case, digits, or a path (tools/call, list.more).
        !/[A-Z].*[a-z].*[A-Z]|[a-z][A-Z]|_|\d/.test(word) &&
        // A parameter or a path: scenario=nope, tools/call, list.more.
        !new RegExp(`[\\w./=]${word}|${word}[/.=]\\w`).test(text),
    );
    return prose.length > 0 ? [`${where}: "${text.slice(0, 120)}" (${prose.join(', ')})`] : [];
  });
}

const chineseIn = (seen: Seen[]) =>
  seen
    .filter(({ text }) => /[\u3400-\u9fff]/.test(text) && text !== '中文')
    .map(({ text, where }) => `${where}: "${text.slice(0, 120)}"`);

test('the zh page has no English prose and the en page no Chinese, in the main states', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const allowed = lessonIdentifiers();
  // A bad link puts a page notice up; its problems are worded in the page's language.
  await page.goto('/?fn=discover_tools&scenario=nope&lang=zh');
  await expect(page.getByTestId('page-notice')).toBeVisible();

  // Paused at an exception, paused at the end of a call, a custom scenario with a problem, the practice run.
  const discover = section(page, 'discover_tools');
  await discover.getByTestId('scenario-picker').selectOption('bad_schema');
  await discover.getByTestId('debug').click();
  await expect(discover).toHaveAttribute('data-state', 'paused');
  const call = section(page, 'call_external');
  await call.getByTestId('debug').click();
  await expect(call).toHaveAttribute('data-state', 'paused');
  const assemble = section(page, 'assemble_tool_pool');
  await assemble.getByTestId('scenario-picker').selectOption('custom');
  await assemble.getByTestId('upload-scenario-file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ function: 'assemble_tool_pool', id: 'x', order: 'first' })),
  });
  await expect(assemble.getByTestId('custom-problems')).toBeVisible();
  const practice = page.getByTestId('practice');
  await practice.getByTestId('practice-start').click();
  await page.getByTestId('approval-dialog').getByTestId('approve-allow').click();
  await expect(practice).toHaveAttribute('data-status', 'done');

  const zh = await visibleText(page);
  expect(zh.length).toBeGreaterThan(100);
  expect(englishIn(zh, allowed)).toEqual([]);

  await page.getByTestId('language').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The same states, re-worded: the notice and the problems too, not only the labels.
  await expect(page.getByTestId('page-notice')).toContainText('allowed:');
  await expect(assemble.getByTestId('custom-problems')).toContainText('expected');
  expect(chineseIn(await visibleText(page))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the detector sees English prose in a Chinese sentence and Chinese in an English one', () => {
  const allowed = new Set(['cursor', 'listPage']);
  expect(englishIn([{ text: '输入是 listPage 回调：给它 cursor', where: 'x' }], allowed)).toEqual([]);
  expect(englishIn([{ text: '暂停在第 3 行（line）', where: 'status' }], allowed)).toEqual([
    'status: "暂停在第 3 行（line）" (line)',
  ]);
  expect(englishIn([{ text: '调用 tools/call 与 mcp__docs__search', where: 'x' }], allowed)).toEqual([]);
  expect(chineseIn([{ text: 'Paused at 第 3 行', where: 'status' }])).toEqual(['status: "Paused at 第 3 行"']);
});
