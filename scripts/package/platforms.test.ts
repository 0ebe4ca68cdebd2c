/**
 * The packages in Moodle's and Open edX's own players' rules (src/lms/testing/players/): the manifest as the
 * packager writes it, read as Moodle's parser keeps it; the session as the page runs it; three students — one who
 * only looks, one who passes a checkpoint and comes back, one who finishes — in SCORM 1.2 and 2004, whole path and
 * scoped with a mastery score. Every call answered without error, and each gradebook checked against the numbers
 * docs/lms.md states ("What each platform shows").
 */
import { describe, expect, it } from 'vitest';
import { type FoundApi, lmsOf } from '../../src/lms/api.ts';
import { allowedRead, startSession } from '../../src/lms/scorm.ts';
import { scopeOf } from '../../src/lms/session.ts';
import { type KeptRecord, shapeOf } from '../../src/lms/suspend.ts';
import * as moodle from '../../src/lms/testing/players/moodle.ts';
import * as openedx from '../../src/lms/testing/players/openedx.ts';
import { anyQuestion, CHECKPOINTS } from '../../src/predict/bank.ts';
import { manifestXml, type ScormEdition } from './manifest.ts';

type Call = { call: string; element: string; value?: string; error: string };
const SHAPE = shapeOf(CHECKPOINTS);
const DEBUG = CHECKPOINTS.filter((c) => c.kind === 'debug');
const FIRST = DEBUG[0] as (typeof DEBUG)[number];
const SECOND = DEBUG[1] as (typeof DEBUG)[number];
const PASSED_AT = '2026-12-06T10:00:00.000Z';

/** The student's record after passing these checkpoints (every question right once; a hunt solved). */
function passing(record: KeptRecord, ids: readonly string[]): KeptRecord {
  const next: KeptRecord = { last: record.last, questions: { ...record.questions }, passed: { ...record.passed } };
  for (const checkpoint of CHECKPOINTS.filter((c) => ids.includes(c.id))) {
    if (checkpoint.kind !== 'hunt')
      for (const q of checkpoint.questions) next.questions[q] = { attempts: 2, right: true, shown: false, seconds: 9 };
    next.passed[checkpoint.id] = PASSED_AT;
    next.last = checkpoint.id;
  }
  return next;
}

/** Every call a SCO makes, with the error code the platform gives after it. */
function logged(found: FoundApi, calls: Call[]): FoundApi {
  const api = found.api as unknown as Record<string, (...args: string[]) => string>;
  const error = found.version === '1.2' ? 'LMSGetLastError' : 'GetLastError';
  const wrapped: Record<string, (...args: string[]) => string> = { [error]: () => api[error]?.() ?? '' };
  for (const [name, call] of Object.entries(api))
    if (name !== error)
      wrapped[name] = (...args: string[]) => {
        const result = call(...args);
        calls.push({ call: name, element: args[0] ?? '', value: args[1], error: String(api[error]?.()) });
        return result;
      };
  return { version: found.version, api: wrapped } as unknown as FoundApi;
}

type Package = { edition: ScormEdition; scope: string[] | null; mastery: number | null };
const PACKAGES: Record<string, Package> = {
  'whole path': { edition: '1.2', scope: null, mastery: null },
  'scoped, mastery 50': { edition: '1.2', scope: [FIRST.id, SECOND.id], mastery: 50 },
};

/** One launch of the package under a player: the session runs, the student passes `ids`, the page goes. */
function play(found: FoundApi, pkg: Package, passes: readonly string[], calls: Call[], lang: 'zh' | 'en' = 'zh') {
  const session = startSession(
    lmsOf(logged(found, calls), () => {}),
    {
      shape: SHAPE,
      scope: scopeOf(CHECKPOINTS, pkg.scope),
      mastery: pkg.mastery,
      describe: (id) => anyQuestion(id)?.question.ask[lang] ?? id,
    },
  );
  let record: KeptRecord =
    session.seeded.kind === 'record' ? session.seeded.record : { last: null, questions: {}, passed: {} };
  for (const id of passes) {
    const checkpoint = CHECKPOINTS.find((c) => c.id === id);
    if (!checkpoint) throw new Error(id);
    if (checkpoint.kind === 'hunt') session.hunt({ hunt: checkpoint.hunt, hints: 1, restarts: 0, seconds: 60 });
    for (const q of checkpoint.kind === 'hunt' ? [] : checkpoint.questions) {
      record = passing(record, []);
      record.questions[q] = { attempts: 1, right: true, shown: false, seconds: 8 };
      session.change(record, { question: q, text: '2', right: true, seconds: 8 }, null);
    }
    record = passing(record, [id]);
    session.change(record, null, id);
  }
  session.end();
  return session;
}

const errors = (calls: Call[]) => calls.filter((c) => c.error !== '0');
const reads = (calls: Call[], edition: ScormEdition) =>
  calls.filter((c) => /GetValue/.test(c.call) && !allowedRead(edition, c.element)).map((c) => c.element);

for (const edition of ['1.2', '2004'] as const)
  for (const [name, base] of Object.entries(PACKAGES)) {
    const pkg = { ...base, edition };
    const scope = scopeOf(CHECKPOINTS, pkg.scope).map((c) => c.id);
    const manifest = moodle.readManifest(
      manifestXml({ edition, identifier: 'p', title: 't', mastery: pkg.mastery, launch: 'scorm.html', files: [] }),
    );
    const share = (n: number) => Math.round((100 * n) / scope.length);

    describe(`SCORM ${edition}, ${name}, in Moodle's player (default settings: highest grade, mastery overrides)`, () => {
      it('one who only looks, one who passes a checkpoint and comes back, one who finishes', () => {
        const kept: moodle.Kept = { attempts: [] };
        const calls: Call[] = [];
        const run = (passes: readonly string[]) => {
          const launched = moodle.launch(manifest, kept);
          const session = play({ version: edition, api: launched.api } as unknown as FoundApi, pkg, passes, calls);
          return { ...launched, session };
        };
        const tracks = () => kept.attempts.at(-1) ?? {};
        const status = edition === '1.2' ? 'cmi.core.lesson_status' : 'cmi.completion_status';

        // Looks and leaves: still incomplete, no grade, and the next launch is a normal one, resumed.
        expect(run([]).mode).toBe('normal');
        expect(tracks()[status]).toBe('incomplete');
        expect(moodle.grade(kept, edition, 'highest')).toBe(0);

        // Comes back, passes the first checkpoint, leaves.
        const second = run([FIRST.id]);
        expect(second.mode).toBe('normal');
        expect(second.session.seeded.kind).toBe('record');
        expect(tracks()[status]).toBe(edition === '1.2' && pkg.mastery !== null ? 'passed' : 'incomplete');
        expect(moodle.grade(kept, edition, 'highest')).toBe(share(1));
        expect(moodle.grade(kept, edition, 'objects')).toBe(edition === '1.2' && pkg.mastery !== null ? 1 : 0);

        // Comes back and finishes.
        const third = run(scope.filter((id) => id !== FIRST.id));
        if (edition === '1.2' && pkg.mastery !== null) {
          // A passed 1.2 attempt is finished: Moodle reopens it for review, where nothing more is recorded.
          expect(third.mode).toBe('review');
          expect(third.session.readOnly).toBe(true);
          expect(moodle.grade(kept, edition, 'highest')).toBe(share(1));
        } else {
          expect(third.mode).toBe('normal');
          expect(tracks()[status]).toBe('completed');
          expect(moodle.grade(kept, edition, 'highest')).toBe(100);
          expect(moodle.grade(kept, edition, 'objects')).toBe(1);
        }
        // A finished attempt is reviewed from then on.
        expect(moodle.launch(manifest, kept).mode).toBe('review');

        expect(errors(calls)).toEqual([]);
        expect(reads(calls, edition)).toEqual([]);
        // Never failed: a path is not failed, only not yet done.
        const statuses = kept.attempts.flatMap((t) => Object.entries(t).filter(([e]) => /status$/.test(e)));
        expect(statuses.filter(([, value]) => value === 'failed')).toEqual([]);
      });
    });

    describe(`SCORM ${edition}, ${name}, in the Open edX SCORM XBlock (weight 1)`, () => {
      it('one who only looks, one who passes a checkpoint and comes back, one who finishes', () => {
        const kept = openedx.fresh();
        const calls: Call[] = [];
        const run = (passes: readonly string[]) => {
          const launched = openedx.launch(edition, kept);
          const session = play(
            { version: edition, api: launched.api } as unknown as FoundApi,
            pkg,
            passes,
            calls,
            'en',
          );
          expect(launched.failures).toEqual([]);
          return { ...launched, session };
        };

        run([]);
        expect(kept.gradebook?.value ?? 0).toBe(0);

        const second = run([FIRST.id]);
        expect(second.session.seeded.kind).toBe('record');
        // 1.2 publishes only on passed, failed or completed: an unfinished whole path has no grade yet.
        if (edition === '1.2' && pkg.mastery === null) expect(kept.gradebook).toBeNull();
        else expect(kept.gradebook?.value).toBeCloseTo(share(1) / 100, 2);

        run(scope.filter((id) => id !== FIRST.id));
        expect(kept.gradebook).toEqual({ value: 1, max_value: 1 });

        expect(errors(calls)).toEqual([]);
        expect(reads(calls, edition)).toEqual([]);
      });
    });
  }
