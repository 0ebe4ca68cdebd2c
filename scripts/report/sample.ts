/**
 * `npm run report:sample -- [--learners N] [--seed S] [--out DIR]`: a sample class, made the honest way. N simulated
 * learners go through the lesson path (each answers a question right, or first with one of its anticipated wrong
 * answers or another wrong one, then right; solves bug hunts with a few hints; stops somewhere), and what they do is
 * recorded by the page's own platform sessions under the project's LMS models: the SCORM 1.2 package's session in
 * Moodle's player (src/lms/testing/players/moodle.ts), downloaded as Moodle's Interactions report writes it; the cmi5
 * session's statements; each learner's lesson-path.json as the page exports it. It writes the three formats and the
 * simulation's own log (sample-log.json): what each learner gave, and the figures expected from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { exportedProgress, type PathRecord } from '../../src/app/state/pathRecord.ts';
import { type FoundApi, lmsOf } from '../../src/lms/api.ts';
import { type Launch, SESSION_ID } from '../../src/lms/cmi5/launch.ts';
import { startCmi5Session } from '../../src/lms/cmi5/session.ts';
import { startSession } from '../../src/lms/scorm.ts';
import { scopeOf } from '../../src/lms/session.ts';
import { type KeptRecord, shapeOf } from '../../src/lms/suspend.ts';
import { memoryLrs } from '../../src/lms/testing/cmi5Launch.ts';
import * as moodle from '../../src/lms/testing/players/moodle.ts';
import { interactionsDownload } from '../../src/lms/testing/players/moodleReport.ts';
import { writeValue } from '../../src/predict/answer.ts';
import { anyQuestion, CHECKPOINTS } from '../../src/predict/bank.ts';
import type { Localized } from '../../src/predict/schema.ts';
import type { Judged } from '../../src/report/classify.ts';
import { commandLine, usageError } from '../commandLine.ts';
import { manifestXml } from '../package/manifest.ts';

type Q = Judged & { ask: Localized };
/** One answer as the simulation gave it, and what it is (the log the report is checked against). */
type Given = { question: string; text: string; option?: string; is: 'right' | 'other' | string };
export type SampleLog = {
  learners: {
    name: string;
    lang: 'zh' | 'en';
    given: Given[];
    hunts: { hunt: string; hints: number }[];
    shown: string[];
  }[];
  /** The figures the report must show for each file alone (`--json`'s shape). */
  expected: ReturnType<typeof expectedOf>;
};

/** mulberry32: the same class for the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const right = (q: Q, lang: 'zh' | 'en'): { text: string; option?: string } => {
  const option = q.options?.find((o) => JSON.stringify(o.value) === JSON.stringify(q.answer));
  return option ? { text: option.label[lang], option: option.id } : { text: writeValue(q.answer) };
};

function wrongs(q: Q, lang: 'zh' | 'en') {
  if (q.options)
    return q.options.filter((o) => o.why).map((o) => ({ text: o.label[lang], option: o.id, is: `option:${o.id}` }));
  return (q.wrong ?? []).map((w) => ({ text: writeValue(w.value), is: `value:${JSON.stringify(w.value)}` }));
}

/** A wrong answer nobody anticipated: a value no question of the path has as answer or wrong entry. */
const unanticipated = (q: Q, lang: 'zh' | 'en'): { text: string } =>
  q.options ? { text: lang === 'zh' ? '不知道' : "I don't know" } : { text: '424242' };

export function simulate(count: number, seed: number) {
  const next = random(seed);
  const learners: SampleLog['learners'] = [];
  for (let n = 1; n <= count; n++) {
    const lang = next() < 0.6 ? 'zh' : 'en';
    const skill = 0.35 + 0.6 * next();
    const stopAt = Math.max(1, Math.round(CHECKPOINTS.length * (0.3 + 0.7 * next())));
    const given: Given[] = [];
    const hunts: SampleLog['learners'][number]['hunts'] = [];
    for (const checkpoint of CHECKPOINTS.slice(0, stopAt)) {
      if (checkpoint.kind === 'hunt') {
        if (next() < 0.8) hunts.push({ hunt: checkpoint.hunt, hints: Math.floor(next() * 4) });
        continue;
      }
      for (const id of checkpoint.questions) {
        const q = anyQuestion(id)?.question as Q;
        if (next() >= skill) {
          const anticipated = wrongs(q, lang);
          const pick =
            anticipated.length > 0 && next() < 0.75
              ? (anticipated[Math.floor(next() * anticipated.length)] as Given)
              : { ...unanticipated(q, lang), is: 'other' };
          given.push({ question: id, ...pick });
        }
        given.push({ question: id, ...right(q, lang), is: 'right' });
      }
    }
    learners.push({ name: `Student ${n}`, lang, given, hunts, shown: [] });
  }
  return learners;
}

/** The figures the log itself gives, per question: counted from what was given, not read back from any file. */
export function expectedOf(learners: SampleLog['learners']) {
  const ids = CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions));
  return {
    learners: learners.length,
    questions: ids.map((id) => {
      const q = anyQuestion(id)?.question as Q;
      const mine = learners.map((l) => l.given.filter((g) => g.question === id)).filter((g) => g.length > 0);
      const keys = q.options
        ? q.options.filter((o) => o.why).map((o) => ({ answer: o.id as unknown, key: `option:${o.id}` }))
        : (q.wrong ?? []).map((w) => ({ answer: w.value, key: `value:${JSON.stringify(w.value)}` }));
      return {
        id,
        answered: mine.length,
        firstTryRight: mine.filter((g) => g[0]?.is === 'right').length,
        shown: 0,
        misconceptions: keys.map((k) => ({
          answer: k.answer,
          learners: mine.filter((g) => g.some((x) => x.is === k.key)).length,
        })),
        other: mine.filter((g) => g.some((x) => x.is === 'other')).length,
      };
    }),
  };
}

/** The learner's record as the page keeps it after each answer (state/pathRecord.ts's rules). */
function recordAfter(record: KeptRecord, given: Given): KeptRecord {
  const before = record.questions[given.question];
  const next: KeptRecord = {
    last: record.last,
    passed: { ...record.passed },
    questions: {
      ...record.questions,
      [given.question]: {
        attempts: (before?.attempts ?? 0) + 1,
        right: (before?.right ?? false) || given.is === 'right',
        shown: false,
        seconds: 12,
      },
    },
  };
  const home = CHECKPOINTS.find((c) => c.kind !== 'hunt' && c.questions.includes(given.question));
  if (home && home.kind !== 'hunt') {
    next.last = home.id;
    if (home.questions.every((q) => next.questions[q]?.right)) next.passed[home.id] ??= '2026-12-06T10:00:00.000Z';
  }
  return next;
}

export async function makeSample(count: number, seed: number) {
  const learners = simulate(count, seed);
  const shape = shapeOf(CHECKPOINTS);
  const scope = scopeOf(CHECKPOINTS);
  const manifest = moodle.readManifest(
    manifestXml({ edition: '1.2', identifier: 'sample', title: 'MCP', mastery: null, launch: 'scorm.html', files: [] }),
  );
  const attempts: Parameters<typeof interactionsDownload>[0][number][] = [];
  const statements: Record<string, unknown>[] = [];
  const paths: Record<string, string> = {};
  for (const [index, learner] of learners.entries()) {
    const describe = (id: string) => anyQuestion(id)?.question.ask[learner.lang] ?? id;
    // Moodle: the SCORM 1.2 package's session in Moodle's player.
    const kept: moodle.Kept = { attempts: [] };
    const scorm = startSession(
      lmsOf({ version: '1.2', api: moodle.launch(manifest, kept).api } as unknown as FoundApi, () => {}),
      {
        shape,
        scope,
        mastery: null,
        describe,
      },
    );
    // cmi5: its session, this learner's launch.
    const { lrs, statements: sent } = memoryLrs();
    const launch: Launch = {
      endpoint: 'https://lrs.example/xapi/',
      fetch: 'https://lrs.example/fetch',
      actor: {
        objectType: 'Agent',
        name: learner.name,
        account: { homePage: 'https://lms.example', name: `s-${index + 1}` },
      },
      registration: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      activityId: 'https://lms.example/course/1/au/0',
    };
    let clock = Date.UTC(2026, 11, 6, 9) + index * 3_600_000;
    const cmi5 = await startCmi5Session({
      launch,
      launchData: {
        contextTemplate: { extensions: { [SESSION_ID]: `session-${index}` } },
        launchMode: 'Normal',
        moveOn: 'Completed',
      },
      lrs,
      base: 'https://course.example/mcp-playground',
      shape,
      scope,
      ask: (id) => anyQuestion(id)?.question.ask ?? { zh: id, en: id },
      now: () => clock,
    });
    let record: KeptRecord = { last: null, questions: {}, passed: {} };
    const answers: Record<string, { text: string; option?: string }[]> = {};
    const huntsLeft = [...learner.hunts];
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind === 'hunt') {
        const solved = huntsLeft.find((h) => h.hunt === checkpoint.hunt);
        if (!solved) continue;
        const hunt = { hunt: solved.hunt, hints: solved.hints, restarts: 0, seconds: 240 };
        record = {
          ...record,
          last: checkpoint.id,
          passed: { ...record.passed, [checkpoint.id]: '2026-12-06T10:00:00.000Z' },
        };
        scorm.hunt(hunt);
        cmi5.hunt(hunt);
        scorm.change(record, null, checkpoint.id);
        cmi5.change(record, null, checkpoint.id);
        continue;
      }
      for (const given of learner.given.filter((g) => checkpoint.questions.includes(g.question))) {
        const before = record;
        record = recordAfter(record, given);
        const passed = record.passed[checkpoint.id] && !before.passed[checkpoint.id] ? checkpoint.id : null;
        const answered = { question: given.question, text: given.text, right: given.is === 'right', seconds: 12 };
        clock += 30_000;
        scorm.change(record, answered, passed);
        cmi5.change(record, answered, passed);
        answers[given.question] = [
          ...(answers[given.question] ?? []),
          given.option ? { text: given.text, option: given.option } : { text: given.text },
        ];
      }
    }
    scorm.end();
    cmi5.end();
    await cmi5.settled();
    attempts.push({
      name: learner.name,
      attempt: 1,
      tracks: kept.attempts[0] ?? {},
      title: 'MCP 工具接入练习场',
      score: moodle.grade(kept, '1.2', 'highest'),
    });
    statements.push(...sent);
    const path: PathRecord = {
      version: 2,
      last: record.last,
      passed: record.passed,
      questions: Object.fromEntries(
        Object.entries(record.questions).map(([id, q]) => [id, { ...q, answers: answers[id] ?? [] }]),
      ),
    };
    paths[`lesson-path-${index + 1}.json`] = JSON.stringify(
      exportedProgress(CHECKPOINTS, path, { language: learner.lang }),
      null,
      2,
    );
  }
  return {
    files: {
      // The report's Question, Response and Result columns, headers in the site's language (Chinese here).
      'moodle-interactions.txt': interactionsDownload(
        attempts,
        { qtext: true, resp: true, right: false, result: true },
        'zh',
      ),
      // The Statement API's answer: newest first.
      'lrs-statements.json': JSON.stringify({ statements: [...statements].reverse(), more: '' }),
      ...paths,
    },
    log: { learners, expected: expectedOf(learners) } satisfies SampleLog,
  };
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const usage = 'usage: npm run report:sample -- [--learners N (default 30)] [--seed S (default 7)] [--out DIR]';
  const { values } = commandLine(usage, {
    options: {
      learners: { type: 'string', default: '30' },
      seed: { type: 'string', default: '7' },
      out: { type: 'string', default: 'report-sample' },
    },
  });
  const learners = Number(values.learners);
  const seed = Number(values.seed);
  if (!Number.isInteger(learners) || learners < 1)
    usageError(`--learners ${values.learners}: a whole number, 1 or more`, usage);
  if (!Number.isInteger(seed)) usageError(`--seed ${values.seed}: a whole number`, usage);
  const sample = await makeSample(learners, seed);
  mkdirSync(values.out, { recursive: true });
  for (const [name, text] of Object.entries(sample.files)) writeFileSync(join(values.out, name), text);
  writeFileSync(join(values.out, 'sample-log.json'), JSON.stringify(sample.log, null, 2));
  console.log(
    `${values.out}/: ${Object.keys(sample.files).length} files of ${values.learners} learners, and sample-log.json`,
  );
}
