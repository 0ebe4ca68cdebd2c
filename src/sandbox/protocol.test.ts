/**
 * The page checks every message a worker sends against these schemas (a runner runs a student's code): each kind is
 * taken in its valid shape, and each bound, type and key the schemas name is refused one past it.
 */
import { describe, expect, it } from 'vitest';
import { compilerMessageSchema, workerMessageSchema } from './protocol.ts';

const problem = { file: 'discoverTools.ts', line: 3, column: 1, message: 'x', reason: null };
const reason = (code: string, details: Record<string, string>) => ({ ...problem, reason: { code, details } });
const takes = (schema: typeof compilerMessageSchema | typeof workerMessageSchema, message: unknown) =>
  schema.safeParse(message).success;

describe('what the compiler may say', () => {
  const ok = (message: unknown) => takes(compilerMessageSchema, message);

  it('takes each kind in its shape', () => {
    expect(ok({ kind: 'ready' })).toBe(true);
    expect(ok({ kind: 'started', id: 1 })).toBe(true);
    expect(ok({ kind: 'compiled', id: 1, scripts: { 'a.ts': { code: 'x', imports: ['b.ts'] } } })).toBe(true);
    expect(ok({ kind: 'stoppable', id: 1, lines: [1, 2] })).toBe(true);
    expect(ok({ kind: 'problem', id: 1, problem })).toBe(true);
    expect(ok({ kind: 'problem', id: 1, problem: reason('Unexpected', { token: ')' }) })).toBe(true);
    expect(ok({ kind: 'problem', id: 1, problem: { ...problem, line: null, column: null } })).toBe(true);
    expect(ok({ kind: 'crashed', id: 1, message: 'x'.repeat(2000) })).toBe(true);
  });

  it('refuses another kind, a key more, an id that is not an integer', () => {
    expect(ok({ kind: 'done' })).toBe(false);
    expect(ok({ kind: 'ready', extra: 1 })).toBe(false);
    expect(ok({ kind: 'started', id: 1.5 })).toBe(false);
    expect(ok({ kind: 'started', id: '1' })).toBe(false);
    expect(ok({ kind: 'compiled', id: 1, scripts: { 'a.ts': { code: 'x', imports: [1] } } })).toBe(false);
    expect(ok({ kind: 'compiled', id: 1, scripts: { 'a.ts': { code: 1, imports: [] } } })).toBe(false);
    expect(ok({ kind: 'compiled', id: 1, scripts: { 'a.ts': { code: 'x', imports: [], more: 1 } } })).toBe(false);
  });

  it('refuses lines that are not positive integers, and more than 10,000 of them', () => {
    expect(ok({ kind: 'stoppable', id: 1, lines: [0] })).toBe(false);
    expect(ok({ kind: 'stoppable', id: 1, lines: [1.5] })).toBe(false);
    expect(ok({ kind: 'stoppable', id: 1, lines: Array.from({ length: 10_000 }, (_, i) => i + 1) })).toBe(true);
    expect(ok({ kind: 'stoppable', id: 1, lines: Array.from({ length: 10_001 }, (_, i) => i + 1) })).toBe(false);
    expect(ok({ kind: 'crashed', id: 1, message: 'x'.repeat(2001) })).toBe(false);
  });

  it("bounds a problem's place, message and reason: short words, at most four details of 80 characters", () => {
    const bad = (p: unknown) => ok({ kind: 'problem', id: 1, problem: p });
    expect(bad({ ...problem, line: 0 })).toBe(false);
    expect(bad({ ...problem, column: 0 })).toBe(false);
    expect(bad({ ...problem, line: 1.5 })).toBe(false);
    expect(bad({ ...problem, column: 1.5 })).toBe(false);
    expect(bad({ ...problem, file: 1 })).toBe(false);
    expect(bad({ ...problem, message: 'x'.repeat(2000) })).toBe(true);
    expect(bad({ ...problem, message: 'x'.repeat(2001) })).toBe(false);
    expect(bad({ ...problem, more: 1 })).toBe(false);
    expect(bad(reason('A'.repeat(64), {}))).toBe(true);
    expect(bad(reason('A'.repeat(65), {}))).toBe(false);
    expect(bad(reason('', {}))).toBe(false);
    expect(bad(reason('a1', {}))).toBe(false);
    expect(bad(reason('x', { ['w'.repeat(32)]: 'v' }))).toBe(true);
    expect(bad(reason('x', { ['w'.repeat(33)]: 'v' }))).toBe(false);
    expect(bad(reason('x', { 'a-b': 'v' }))).toBe(false);
    expect(bad(reason('x', { a: 'v'.repeat(80) }))).toBe(true);
    expect(bad(reason('x', { a: 'v'.repeat(81) }))).toBe(false);
    expect(bad(reason('x', { a: '1', b: '2', c: '3', d: '4' }))).toBe(true);
    expect(bad(reason('x', { a: '1', b: '2', c: '3', d: '4', e: '5' }))).toBe(false);
    expect(bad({ ...problem, reason: { code: 'x', details: {}, more: 1 } })).toBe(false);
  });
});

describe('what a runner may say', () => {
  const ok = (message: unknown) => takes(workerMessageSchema, message);
  const call = { kind: 'call', run: 0, fake: 'listPage', args: [null] };
  const run = { kind: 'run', run: 0, observed: [], stepLimit: false, calls: 0 };

  it('takes each kind in its shape', () => {
    expect(ok({ kind: 'ready' })).toBe(true);
    expect(ok({ kind: 'linked' })).toBe(true);
    for (const fake of ['listPage', 'invoke', 'askUser']) expect(ok({ ...call, fake })).toBe(true);
    expect(ok({ ...call, refused: 'x'.repeat(2000) })).toBe(true);
    expect(ok(run)).toBe(true);
    expect(ok({ ...run, refused: 'why' })).toBe(true);
    expect(ok({ kind: 'done', trace: null })).toBe(true);
    expect(ok({ kind: 'done', trace: { any: 'thing' } })).toBe(true);
    expect(ok({ kind: 'problem', problem })).toBe(true);
    expect(ok({ kind: 'crashed', message: 'x' })).toBe(true);
  });

  it('refuses a fake it does not know, a negative run or count, more than eight arguments, an overlong reason', () => {
    expect(ok({ ...call, fake: 'fetch' })).toBe(false);
    expect(ok({ ...call, run: -1 })).toBe(false);
    expect(ok({ ...call, run: 0.5 })).toBe(false);
    expect(ok({ ...call, args: Array(8).fill(0) })).toBe(true);
    expect(ok({ ...call, args: Array(9).fill(0) })).toBe(false);
    expect(ok({ ...call, refused: 'x'.repeat(2001) })).toBe(false);
    expect(ok({ ...call, more: 1 })).toBe(false);
    expect(ok({ ...run, run: -1 })).toBe(false);
    expect(ok({ ...run, calls: -1 })).toBe(false);
    expect(ok({ ...run, calls: 1.5 })).toBe(false);
    expect(ok({ ...run, stepLimit: 'no' })).toBe(false);
    expect(ok({ ...run, refused: 'x'.repeat(2001) })).toBe(false);
    expect(ok({ kind: 'done' })).toBe(false);
    expect(ok({ kind: 'crashed', message: 'x'.repeat(2001) })).toBe(false);
    expect(ok({ kind: 'started', id: 1 })).toBe(false);
  });
});
