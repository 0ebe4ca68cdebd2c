import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstDifferentPath, firstTraceDifference } from './diff.ts';
import type { Trace } from './format.ts';
import { deserializeTrace } from './storedSteps.ts';

const golden = (): Trace =>
  deserializeTrace(readFileSync(new URL('../../scenarios/discover_tools/pages.trace.json', import.meta.url), 'utf8'));

describe('firstTraceDifference names where two traces part', () => {
  it('none for the same trace', () => {
    expect(firstTraceDifference(golden(), golden())).toBeNull();
  });

  it('the first differing step, its line and the path inside it', () => {
    const changed = golden();
    const step = changed.steps[11] as Trace['steps'][number];
    const frame = step.stack.at(-1) as Trace['steps'][number]['stack'][number];
    frame.locals.cursor = 'p9';
    expect(firstTraceDifference(changed, golden())).toBe(
      `step 12 of ${changed.steps.length} (${frame.function}:${frame.line}): stack[${step.stack.length - 1}].locals.cursor differs from the golden`,
    );
  });

  it('a missing or an extra step, and a header field', () => {
    const short = golden();
    const last = short.steps.pop();
    expect(firstTraceDifference(short, golden())).toMatch(
      new RegExp(`^step ${short.steps.length + 1} of .*: missing \\(recorded ${short.steps.length} steps\\)`),
    );
    expect(last).toBeDefined();
    expect(firstTraceDifference(golden(), short)).toMatch(/not in the golden/);
    expect(firstTraceDifference({ ...golden(), output: 'x' }, golden())).toBe(
      "the trace's output differs from the golden",
    );
  });
});

it('firstDifferentPath walks objects and arrays', () => {
  expect(firstDifferentPath({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe('a[1].b');
  expect(firstDifferentPath({ a: 1 }, { a: 1, c: 2 })).toBe('c');
  expect(firstDifferentPath([1], { 0: 1 })).toBe('(value)');
  expect(firstDifferentPath({ a: null }, { a: null })).toBeNull();
});

// Pinned where mutation testing (npm run test:mutation) found behaviour no test held.
it('firstDifferentPath stops at a value against an object, either way round, null included, and names the root', () => {
  expect(firstDifferentPath({ a: 1 }, { a: { b: 1 } })).toBe('a');
  expect(firstDifferentPath({ a: { b: 1 } }, { a: 1 })).toBe('a');
  expect(firstDifferentPath({ a: null }, { a: {} })).toBe('a');
  expect(firstDifferentPath({ a: {} }, { a: null })).toBe('a');
  expect(firstDifferentPath(1, 2)).toBe('(value)');
  expect(firstDifferentPath(null, {})).toBe('(value)');
});

it("a missing or an extra step is placed at the line of the step that is there, the golden's or the recording's", () => {
  const short = golden();
  const gone = short.steps.pop() as Trace['steps'][number];
  const at = gone.stack.at(-1) as Trace['steps'][number]['stack'][number];
  expect(firstTraceDifference(short, golden())).toContain(`(${at.function}:${at.line}): missing`);
  expect(firstTraceDifference(golden(), short)).toContain(`(${at.function}:${at.line}): not in the golden`);
});
