/** What the page keeps in the browser's storage: one prefix, each key spelled once. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from '../../testing/sourceFiles.ts';

const app = join(import.meta.dirname, '..');

/** Each storage key the app spells (the embed protocol's message tags are not keys), with the files spelling it. */
function spelledKeys(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of sourceFiles(app, { tests: false })) {
    for (const match of readFileSync(path, 'utf8').matchAll(/['"`](mcp-(?:tools-)?playground:[\w-]+)/g)) {
      const key = match[1] as string;
      if (/:(command|hello|event)$/.test(key)) continue;
      found.set(key, [...new Set([...(found.get(key) ?? []), relative(app, path)])]);
    }
  }
  return found;
}

it('every storage key is under one prefix (but two kept from before it) and spelled in one file only', () => {
  const keys = spelledKeys();
  expect(keys.size, 'the scan finds the keys').toBeGreaterThan(8);
  // Kept so a remembered language and view survive an update; the first screen's inline check reads the first.
  const before = ['mcp-tools-playground:lang', 'mcp-tools-playground:variables-view'];
  expect([...keys.keys()].filter((key) => !key.startsWith('mcp-playground:') && !before.includes(key))).toEqual([]);
  expect(
    [...keys].filter(([, where]) => where.length > 1).map(([key, where]) => `${key}: ${where.join(', ')}`),
  ).toEqual([]);
});
