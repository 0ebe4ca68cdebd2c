/**
 * A trace file from outside is refused, with its path, unless it fits the format and the source the page shows;
 * the cases are the ones an outside fuzz run found crashing or misleading the importer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { describeProblem } from '../validation/say.ts';
import type { Trace } from './format.ts';
import { nameObjects, renameSteps } from './names.ts';
import { isTraceProblem, parseTrace } from './parse.ts';
import type { TraceData } from './schema.ts';
import { serializeTrace } from './serialize.ts';
import { deserializeTrace, KEYFRAME_EVERY } from './storedSteps.ts';

const text = readFileSync(new URL('../../scenarios/call_external/success.trace.json', import.meta.url), 'utf8');
const golden = (): Trace => deserializeTrace(text);
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
    ['a null heap', (t) => ((t.steps[2] as Record<string, unknown>).heap = null), /^steps\[2\]\.heap: /],
    ['a lineDelta that is a string', (t) => (frameOf(t, 1).lineDelta = '1'), /^steps\[1\]\.stack\[0\]\.lineDelta: /],
    ['a lineDelta of 1.5', (t) => (frameOf(t, 1).lineDelta = 1.5), /^steps\[1\]\.stack\[0\]\.lineDelta: /],
    [
      'a log count that is a string',
      (t) => ((t.steps[0] as Record<string, unknown>).fakes = { approvals: '1' }),
      /^steps\[0\]\.fakes\.approvals: /,
    ],
    ['locals that are a string', (t) => (frameOf(t, 1).locals = 'x'), /^steps\[1\]\.stack\[0\]\.locals: /],
    ['null locals', (t) => (frameOf(t, 1).locals = null), /^steps\[1\]\.stack\[0\]\.locals: /],
    ['a line that is a string', (t) => (frameOf(t, 0).line = '5'), /^steps\[0\]\.stack\[0\]\.line: /],
    ['a line that is true', (t) => (frameOf(t, 0).line = true), /^steps\[0\]\.stack\[0\]\.line: /],
    ['a line that is a list', (t) => (frameOf(t, 0).line = [9]), /^steps\[0\]\.stack\[0\]\.line: /],
    ['an unknown event', (t) => ((t.steps[1] as Record<string, unknown>).event = 'jump'), /^steps\[1\]\.event: /],
    ['an unknown field', (t) => ((t.steps[1] as Record<string, unknown>).extra = 1), /^steps\[1\]: /],
    [
      'a reference to an object the heap lacks',
      (t) => (frameOf(t, 3).locals = { ...(frameOf(t, 3).locals as object), snapshot: ['REF', 'nope'] }),
      /^steps\[3\]\.stack\[0\]\.locals\.snapshot: object #nope is not in this step's heap/,
    ],
    [
      'a reference by number (version 4 names objects)',
      (t) => (frameOf(t, 3).locals = { ...(frameOf(t, 3).locals as object), snapshot: ['REF', 3] }),
      /^steps\[3\]\.stack\[0\]\.locals\.snapshot: /,
    ],
    [
      'an object named __proto__',
      (t) => ((t.steps[3] as Record<string, unknown>).heap = JSON.parse('{"__proto__": ["LIST"]}')),
      /^steps\[3\]\.heap/,
    ],
  ] as [string, (t: Loose) => void, RegExp][])('refuses %s, naming the path', (_, change, path) => {
    const problem = refusal(readChanged(change));
    expect(problem?.reason).toBe('not_a_trace');
    expect(problem && describeProblem(problem.problem, 'en')).toMatch(path);
  });

  it.each(['constructor', '__proto__', 'hasOwnProperty', 'toString'])(
    'refuses a frame in a file named %s without tripping over the prototype',
    (name) => {
      const problem = refusal(readChanged((t) => (frameOf(t, 0).file = name)));
      expect(problem).toEqual({
        reason: 'source_mismatch',
        problem: {
          path: 'steps[0]',
          code: 'line_outside',
          values: { step: 1, file: name, line: golden().steps[0]?.stack[0]?.line },
        },
      });
      const source = refusal(readChanged((t) => ((t.source as { file: string }).file = name)));
      expect(source?.reason).toBe('source_mismatch');
    },
  );

  it.each([1, 2, 3])(
    'reads a version %i file (as exported before): the same trace as its version 4 file, exported as version 4',
    (version) => {
      // All four files, and the source they are read against, are frozen copies (testing/): a change to the adapter
      // changes the goldens, never these, and there is no writer left for versions 1 to 3.
      const fixture = (name: string) => readFileSync(new URL(`./testing/${name}`, import.meta.url), 'utf8');
      const frozen = { [file]: fixture('callExternal.frozen.ts.txt') };
      const old = fixture(`v${version}-call_external-unknown.trace.json`);
      const v4 = fixture('v4-call_external-unknown.trace.json');
      expect(JSON.parse(old).version).toBe(version);
      const read = parseTrace(old, frozen);
      expect(isTraceProblem(read)).toBe(false);
      expect(read).toEqual(parseTrace(v4, frozen));
      expect(serializeTrace(read as Trace)).toBe(v4);
    },
  );

  it.each([
    ['a first step that is not whole', (t) => delete (t.steps[0] as Record<string, unknown>).key, 0, 'must be whole'],
    ['a keyframe without its heap', (t) => delete (t.steps[0] as Record<string, unknown>).heap, 0, 'whole heap'],
    ['a keyframe without its counts', (t) => delete (t.steps[0] as Record<string, unknown>).fakes, 0, 'counts'],
    ['a keyframe frame with a lineDelta', (t) => (frameOf(t, 0).lineDelta = 0), 0, 'carry their line'],
    ['a keyframe frame without its locals', (t) => delete frameOf(t, 0).locals, 0, 'all their locals'],
    ['a local dropped that was not there', (t) => (frameOf(t, 1).dropped = ['nope']), 1, 'nope is dropped'],
    ['a later frame with a line', (t) => (frameOf(t, 1).line = 9), 1, 'carries lineDelta, not line'],
    ['a later frame without lineDelta', (t) => delete frameOf(t, 1).lineDelta, 1, 'carries lineDelta, not line'],
    ['a log the keyframe did not count', (t) => ((t.steps[1] as Record<string, unknown>).fakes = { x: 1 }), 1, 'x'],
  ] as [string, (t: Loose) => void, number, string][])(
    'refuses stored steps that cannot be rebuilt: %s',
    (_, change, step, says) => {
      const problem = refusal(readChanged(change));
      expect(problem?.problem).toMatchObject({ path: `steps[${step}]`, code: 'stored_step' });
      expect(problem && describeProblem(problem.problem, 'en')).toContain(says);
    },
  );

  it('refuses an object gone that was not there', () => {
    const gone = refusal(readChanged((t) => ((t.steps[2] as Record<string, unknown>).gone = ['999'])));
    expect(gone?.problem).toMatchObject({ path: 'steps[2]', code: 'stored_step' });
    expect(gone && describeProblem(gone.problem, 'en')).toContain('object #999 is gone but was not there');
  });

  it('a file stores each step’s changes only: the goldens together are under a quarter of their whole-step size', () => {
    const dir = new URL('../../scenarios/', import.meta.url);
    const goldens = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.trace.json'))
      .map((name) => readFileSync(new URL(name, dir), 'utf8'));
    expect(goldens.length).toBe(21);
    const wholeStepText = (trace: Trace) =>
      `${JSON.stringify({ ...trace, steps: [] }, null, 2)}${trace.steps.map((step) => `    ${JSON.stringify(step)}`).join(',\n')}`;
    const stored = goldens.reduce((sum, file) => sum + file.length, 0);
    const whole = goldens.reduce((sum, file) => sum + wholeStepText(deserializeTrace(file)).length, 0);
    expect(stored).toBeLessThan(whole / 4);
    // Keyframes carry the whole heap, so a reader may start at any of them.
    const largest = goldens.reduce((a, b) => (b.length > a.length ? b : a));
    const steps = JSON.parse(largest).steps as { key?: true; heap: object }[];
    expect(steps.length).toBeGreaterThan(KEYFRAME_EVERY);
    expect(steps.filter((step) => step.key).length).toBe(Math.ceil(steps.length / KEYFRAME_EVERY));
    const read = deserializeTrace(largest).steps;
    const names = nameObjects(read);
    const named = renameSteps(read, (id) => names.get(Number(id)) ?? id);
    expect(steps[KEYFRAME_EVERY]?.heap).toEqual(named[KEYFRAME_EVERY]?.heap);
  });

  it('refuses another version, another source text, and what is not JSON', () => {
    expect(refusal(readChanged((t) => (t.version = 5)))?.reason).toBe('version');
    expect(refusal(parseTrace(text, { ...sources, [file]: `${sources[file]}\n` }))?.reason).toBe('source_mismatch');
    expect(refusal(parseTrace('{"steps":', sources))?.reason).toBe('not_json');
  });
});

type Loose = Record<string, unknown> & { steps: unknown[] };
/** The first frame of a step, as loose data a test may break. */
const frameOf = (trace: Loose, step: number) =>
  (trace.steps[step] as { stack: unknown[] }).stack[0] as Record<string, unknown> & {
    locals?: Record<string, unknown> | string | null;
  };

// The schema also reads version 1 files; in memory every trace is of the version written. A type assertion:
// `npm run check` (tsc) fails when format.ts's types and the schema drift; at run time it does nothing.
it('format.ts and the schema describe the same trace (checked by tsc)', () => {
  expectTypeOf<Omit<TraceData, 'version'>>().toEqualTypeOf<Omit<Trace, 'version'>>();
});
