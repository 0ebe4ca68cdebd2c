import { expect, it } from 'vitest';
import { budgetProblems, type Part } from './sizes.ts';

const part = (id: string, files: string[]): Part => ({ id, name: `the ${id}`, files, raw: 0, gzip: 0 });

it('a budget cannot pass on a part that matched no file, nor name a part the build does not have', () => {
  expect(budgetProblems([part('shell-js', ['assets/index.js'])], { 'shell-js': 1 })).toEqual([]);
  expect(budgetProblems([part('json-editor', [])], { 'json-editor': 1 })).toEqual(['the json-editor: no file matched']);
  expect(budgetProblems([part('shell-js', ['a.js'])], { 'shell JS (before hydration)': 1 })).toEqual([
    'a budget for "shell JS (before hydration)", which is no part of the build',
  ]);
});
