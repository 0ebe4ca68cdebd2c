import { describe, expect, it } from 'vitest';
import { offsetOfPath, segmentsOf } from './locate.ts';

const text = `{
  "id": "x",
  "input": {
    "pages": [
      { "cursor": null, "page": { "tools": [] } },
      { "cursor": "p2", "page": { "tools": [1, 2] } }
    ],
    "odd.key": true
  }
}`;

const lineAt = (offset: number | null) => (offset === null ? null : text.slice(0, offset).split('\n').length);

describe('locating a problem in the text', () => {
  it('reads a path as problems write it', () => {
    expect(segmentsOf('input.pages[1].cursor')).toEqual(['input', 'pages', 1, 'cursor']);
    expect(segmentsOf('input["odd.key"]')).toEqual(['input', 'odd.key']);
    expect(segmentsOf('(root)')).toEqual([]);
  });

  it('finds the value at the path: its line and its first character', () => {
    const offset = offsetOfPath(text, 'input.pages[1].cursor');
    expect(lineAt(offset)).toBe(6);
    expect(text.slice(offset ?? 0, (offset ?? 0) + 4)).toBe('"p2"');
    expect(lineAt(offsetOfPath(text, 'input.pages[1].page.tools[1]'))).toBe(6);
    expect(lineAt(offsetOfPath(text, 'input["odd.key"]'))).toBe(8);
    expect(offsetOfPath(text, '(root)')).toBe(0);
  });

  it('a path that is not there gives the nearest enclosing value', () => {
    expect(lineAt(offsetOfPath(text, 'input.pages[7].cursor'))).toBe(4);
    expect(lineAt(offsetOfPath(text, 'input.missing'))).toBe(3);
  });
});
