import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, nestsDeeperThan, textNestsDeeperThan } from './depth.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nesting depth, without recursion', () => {
  it('parsed data and text agree, at the limit and one past it', () => {
    for (const depth of [MAX_DEPTH, MAX_DEPTH + 1, 10_000]) {
      expect(nestsDeeperThan(JSON.parse(nested(depth))), `data ${depth}`).toBe(depth > MAX_DEPTH);
      expect(textNestsDeeperThan(nested(depth)), `text ${depth}`).toBe(depth > MAX_DEPTH);
    }
  });

  it('brackets inside strings, escaped quotes included, do not count', () => {
    const text = JSON.stringify({ a: `\\"${'['.repeat(100)}`, b: [[1]] });
    expect(textNestsDeeperThan(text, 3)).toBe(false);
    expect(textNestsDeeperThan(text, 2)).toBe(true);
  });
});
