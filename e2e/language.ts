/**
 * The i18n boundary's detector, as a student sees the page: its visible text (and what a screen reader hears)
 * outside code, checked for English prose on the Chinese page and Chinese on the English one. Code, values,
 * identifiers of the lesson's code and data, and a short list of proper nouns are not prose.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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
  // The heap diagram's boxes: keys, values and kinds (object, array) as the code names them.
  '.heap-row',
  '.heap-title',
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
  // The MCP transport's name, as the spec writes it.
  'Streamable',
  'HTTP',
  'schema',
  'F5',
  'F9',
  'F10',
  'Shift',
  'Ctrl',
]);

/** Every identifier of the lesson's code (comments left out) and of its scenarios' inputs: names a sentence may quote. */
export function lessonIdentifiers(): Set<string> {
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

export type Seen = { text: string; where: string };

/** The rendered text outside code, and the labels a screen reader reads, each with the test id around it. */
export async function visibleText(page: Page): Promise<Seen[]> {
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

export function englishIn(seen: Seen[], allowed: Set<string>): string[] {
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

export const chineseIn = (seen: Seen[]) =>
  seen
    .filter(({ text }) => /[\u3400-\u9fff]/.test(text) && text !== '中文')
    .map(({ text, where }) => `${where}: "${text.slice(0, 120)}"`);
