/**
 * A trace file from outside is refused, with its path, unless it fits the format and the source the page shows;
 * the cases are the ones an outside fuzz run found crashing or misleading the importer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeProblem } from '../validation/say.ts';
import type { Trace } from './format.ts';
import { isTraceProblem, parseTrace } from './parse.ts';
import type { TraceData } from './schema.ts';
import { serializeTrace } from './serialize.ts';

const text = readFileSync(new URL('../../scenarios/call_external/success.trace.json', import.meta.url), 'utf8');
const golden = (): Trace => JSON.parse(text);
const file = 'src/adapter/callExternal.ts';
const sources = {
  [file]: readFileSync(new URL('../adapter/callExternal.ts', import.meta.url), 'utf8'),
  'src/adapter/resultText.ts': readFileSync(new URL('../adapter/resultText.ts', import.meta.url), 'utf8'),
};

/** The trace with one change made to a copy, read back. */
function readChanged(change: (trace: Loose) => void) {
  const trace = JSON.parse(text);
  change(trace);
  return parseTrace(JSON.stringify(trace), sources);
}

const refusal = (result: ReturnType<typeof parseTrace>) => (isTraceProblem(result) ? result : null);

describe('parseTrace', () => {
  it('refuses data nested 10,000 deep with a message, before the schema recurses into it', () => {
    const trace = JSON.parse(text);
    trace.fakes.page_calls = ['DEEP'];
    // Written as text: JSON.stringify itself would recurse 10,000 deep.
    const deep = JSON.stringify(trace).replace('"DEEP"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const problem = refusal(parseTrace(deep, sources));
    expect(problem?.problem).toEqual({ path: '(root)', code: 'too_deep', values: { limit: 64 } });
  });

  it('reads a golden trace as it was written, so it serializes to the same bytes', () => {
    const read = parseTrace(text, sources);
    expect(read).toEqual(golden());
    expect(serializeTrace(read as Trace)).toBe(text);
  });

  it.each([
    ['an empty step', (t) => (t.steps[0] = {}), /^steps\[0\]\.event: /],
    ['a null step', (t) => (t.steps[0] = null), /^steps\[0\]: /],
    ['no steps', (t) => (t.steps = []), /^steps: at least 1 item/],
    ['a step without its heap', (t) => delete (t.steps[2] as Record<string, unknown>).heap, /^steps\[2\]\.heap: /],
    ['a null heap', (t) => ((t.steps[2] as Record<string, unknown>).heap = null), /^steps\[2\]\.heap: /],
    ['locals that are a string', (t) => (frameOf(t, 1).locals = 'x'), /^steps\[1\]\.stack\[0\]\.locals: /],
    ['null locals', (t) => (frameOf(t, 1).locals = null), /^steps\[1\]\.stack\[0\]\.locals: /],
    ['a line that is a string', (t) => (frameOf(t, 1).line = '5'), /^steps\[1\]\.stack\[0\]\.line: /],
    ['a line that is true', (t) => (frameOf(t, 1).line = true), /^steps\[1\]\.stack\[0\]\.line: /],
    ['a line that is a list', (t) => (frameOf(t, 1).line = [9]), /^steps\[1\]\.stack\[0\]\.line: /],
    ['an unknown event', (t) => ((t.steps[1] as Record<string, unknown>).event = 'jump'), /^steps\[1\]\.event: /],
    ['an unknown field', (t) => ((t.steps[1] as Record<string, unknown>).extra = 1), /^steps\[1\]: /],
    [
      'a reference to an object the heap lacks',
      (t) => (frameOf(t, 3).locals = { ...(frameOf(t, 3).locals as object), snapshot: ['REF', 999] }),
      /^steps\[3\]\.stack\[0\]\.locals\.snapshot: object #999 is not in this step's heap/,
    ],
    [
      'a heap id that is not a number',
      (t) => ((t.steps[3] as Record<string, unknown>).heap = { x: ['LIST'] }),
      /^steps\[3\]\.heap\.x: /,
    ],
  ] as [string, (t: Loose) => void, RegExp][])('refuses %s, naming the path', (_, change, path) => {
    const problem = refusal(readChanged(change));
    expect(problem?.reason).toBe('not_a_trace');
    expect(problem && describeProblem(problem.problem, 'en')).toMatch(path);
  });

  it.each(['constructor', '__proto__', 'hasOwnProperty', 'toString'])(
    'refuses a frame in a file named %s without tripping over the prototype',
    (name) => {
      const problem = refusal(readChanged((t) => (frameOf(t, 1).file = name)));
      expect(problem).toEqual({
        reason: 'source_mismatch',
        problem: {
          path: 'steps[1]',
          code: 'line_outside',
          values: { step: 2, file: name, line: golden().steps[1]?.stack[0]?.line },
        },
      });
      const source = refusal(readChanged((t) => ((t.source as { file: string }).file = name)));
      expect(source?.reason).toBe('source_mismatch');
    },
  );

  it('refuses another version, another source text, and what is not JSON', () => {
    expect(refusal(readChanged((t) => (t.version = 2)))?.reason).toBe('version');
    expect(refusal(parseTrace(text, { ...sources, [file]: `${sources[file]}\n` }))?.reason).toBe('source_mismatch');
    expect(refusal(parseTrace('{"steps":', sources))?.reason).toBe('not_json');
  });
});

type Loose = Record<string, unknown> & { steps: unknown[] };
/** The first frame of a step, as loose data a test may break. */
const frameOf = (trace: Loose, step: number) =>
  (trace.steps[step] as { stack: unknown[] }).stack[0] as Record<string, unknown> & {
    locals: Record<string, unknown> | string | null;
  };

/** format.ts's types and the schema describe the same data: this stops compiling when they drift. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const traceTypesAgree: Same<TraceData, Trace> = true;
it('format.ts and the schema agree (checked by the compiler)', () => expect(traceTypesAgree).toBe(true));
