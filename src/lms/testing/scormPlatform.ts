/**
 * A SCORM platform for the unit tests, over scorm-again's real runtime (1.2 under the strict layer of SCORM's own
 * limits): every call logged with the error code after it, a read answered by `values` where the test sets one; and
 * the lesson path's records as the page writes them.
 */
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { CHECKPOINTS } from '../../predict/bank.ts';
import type { FoundApi, ScormVersion } from '../api.ts';
import { type ScopedCheckpoint, scopeOf as scopeOfPath } from '../session.ts';
import { type KeptRecord, shapeOf } from '../suspend.ts';
import { strict12 } from './strict12.ts';

export const shape = shapeOf(CHECKPOINTS);
export const scopeOf = (ids?: string[]): ScopedCheckpoint[] => scopeOfPath(CHECKPOINTS, ids ?? null);
export const debug = CHECKPOINTS.filter((c) => c.kind === 'debug');
export const first = debug[0] as Extract<(typeof CHECKPOINTS)[number], { kind: 'debug' }>;
export const hunt = CHECKPOINTS.find((c) => c.kind === 'hunt') as Extract<
  (typeof CHECKPOINTS)[number],
  { kind: 'hunt' }
>;

/**
 * A platform over scorm-again's real runtime (1.2 under the strict layer of SCORM's own limits), which logs every
 * call and the error code after each: a refused value fails the test.
 */
export function platform(version: ScormVersion, seed?: object, values: Record<string, string> = {}) {
  const runtime =
    version === '1.2'
      ? new Scorm12API({ lmsCommitUrl: false, logLevel: 5 })
      : new Scorm2004API({ lmsCommitUrl: false, logLevel: 5 });
  if (seed) runtime.loadFromJSON(seed as never);
  const refusals: string[] = [];
  const api = version === '1.2' ? strict12(runtime, refusals) : runtime;
  const calls: { call: string; element?: string; value?: string; error: string }[] = [];
  const logged = new Proxy(api as unknown as Record<string, (...args: string[]) => string>, {
    get(target, name: string) {
      const inner = target[name];
      if (typeof inner !== 'function' || !/^(LMS)?(Initialize|Finish|Terminate|GetValue|SetValue|Commit)$/.test(name))
        return inner;
      return (...args: string[]) => {
        const element = args[0] ?? '';
        const override = /GetValue/.test(name) ? values[element] : undefined;
        const result = override ?? inner.apply(target, args);
        const error = String((version === '1.2' ? target.LMSGetLastError : target.GetLastError)?.call(target));
        calls.push({ call: name, element: args[0], value: args[1], error: override === undefined ? error : '0' });
        return result;
      };
    },
  });
  const found = { version, api: logged } as unknown as FoundApi;
  const sets = () => calls.filter((c) => /SetValue/.test(c.call));
  const lastSet = (element: string) => sets().findLast((c) => c.element === element)?.value;
  return { runtime, found, calls, sets, lastSet, refusals };
}

/** Calls the platform refused: a 2004 read of an element never set says 403 (not initialized), which is an answer. */
export const refused = (calls: { call: string; error: string }[]) =>
  calls.filter((c) => c.error !== '0' && !(c.call === 'GetValue' && c.error === '403'));

export const options = (scope = scopeOf(), mastery: number | null = null) => ({
  shape,
  scope,
  mastery,
  describe: (id: string) => `the question ${id}`,
  now: () => Date.UTC(2026, 11, 4, 12, 0, 0),
});

/** The record as the page writes it after answers: attempts counted, right kept, the checkpoint passed. */
export function answer(record: KeptRecord, question: string, right: boolean): KeptRecord {
  const before = record.questions[question];
  const next: KeptRecord = {
    ...record,
    questions: {
      ...record.questions,
      [question]: {
        attempts: (before?.attempts ?? 0) + 1,
        right: (before?.right ?? false) || right,
        shown: false,
        seconds: 5,
      },
    },
  };
  const home = CHECKPOINTS.find((c) => c.kind !== 'hunt' && c.questions.includes(question));
  if (home) next.last = home.id;
  if (home && home.kind !== 'hunt' && home.questions.every((q) => next.questions[q]?.right))
    next.passed = { ...next.passed, [home.id]: '2026-12-04T12:00:00.000Z' };
  return next;
}

export const empty: KeptRecord = { last: null, questions: {}, passed: {} };
