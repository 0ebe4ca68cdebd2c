/**
 * Every anticipated wrong answer of every question, given in the page in Chinese and in English, is recognised as
 * that misconception from each of the three files a teacher brings: Moodle's Interactions report (the answer recorded
 * by the page's real SCORM session in Moodle's player model, downloaded as report.php writes it), an LRS's statements
 * (as the page's cmi5 statements make them) and the student's lesson-path.json (as the page exports it).
 */
import { describe, expect, it } from 'vitest';
import { exportedProgress, type PathRecord } from '../../src/app/state/pathRecord.ts';
import { type FoundApi, lmsOf } from '../../src/lms/api.ts';
import { SESSION_ID } from '../../src/lms/cmi5/launch.ts';
import { statementsOf } from '../../src/lms/cmi5/statements.ts';
import { startSession } from '../../src/lms/scorm.ts';
import { scopeOf } from '../../src/lms/session.ts';
import { shapeOf } from '../../src/lms/suspend.ts';
import { launch as cmi5Launch } from '../../src/lms/testing/cmi5Launch.ts';
import * as moodle from '../../src/lms/testing/players/moodle.ts';
import { interactionsDownload } from '../../src/lms/testing/players/moodleReport.ts';
import { writeValue } from '../../src/predict/answer.ts';
import { anyQuestion, CHECKPOINTS } from '../../src/predict/bank.ts';
import type { Judged } from '../../src/report/classify.ts';
import { figuresOf, learnersOf } from '../../src/report/figures.ts';
import { readFile } from '../../src/report/read.ts';

type Localized = { zh: string; en: string };
type Q = Judged & { ask: Localized };
const MANIFEST: moodle.Manifest = {
  version: '1.2',
  masteryScore: '',
  objectiveIds: [],
  minNormalizedMeasure: '',
  threshold: '',
};

/** What the page records of one wrong answer: the text the student saw or typed, and the option's id. */
function given(question: Q, lang: 'zh' | 'en') {
  if (question.options)
    return question.options
      .filter((o) => o.why)
      .map((o) => ({ key: `option:${o.id}`, text: o.label[lang], option: o.id }));
  return (question.wrong ?? []).map((w) => ({ key: `value:${JSON.stringify(w.value)}`, text: writeValue(w.value) }));
}

/** The answer as Moodle's 1.2 player recorded it from the page's session, downloaded as text. */
function moodleFile(id: string, text: string, lang: 'zh' | 'en') {
  const kept: moodle.Kept = { attempts: [] };
  const { api } = moodle.launch(MANIFEST, kept);
  const session = startSession(
    lmsOf({ version: '1.2', api } as unknown as FoundApi, () => {}),
    {
      shape: shapeOf(CHECKPOINTS),
      scope: scopeOf(CHECKPOINTS),
      mastery: null,
      describe: (q) => q,
    },
  );
  const record = {
    last: null,
    questions: { [id]: { attempts: 1, right: false, shown: false, seconds: 3 } },
    passed: {},
  };
  session.change(record, { question: id, text, right: false, seconds: 3 }, null);
  session.end();
  const columns = { qtext: true, resp: true, right: false, result: true };
  return interactionsDownload(
    [{ name: 'Ada Lovelace', attempt: 1, tracks: kept.attempts[0] ?? {}, title: 'SCO', score: 0 }],
    columns,
    lang,
  );
}

function lrsFile(id: string, question: Q, text: string, lang: 'zh' | 'en') {
  const make = statementsOf({
    launch: cmi5Launch,
    launchData: { contextTemplate: { extensions: { [SESSION_ID]: 's' } }, launchMode: 'Normal', moveOn: 'Completed' },
    base: 'https://course.example/au',
    now: () => Date.UTC(2026, 11, 6),
    uuid: () => `${id}-${lang}`,
  });
  const home = CHECKPOINTS.find((c) => c.kind !== 'hunt' && c.questions.includes(id));
  const statement = make.answered(
    { id, ask: question.ask, checkpoint: home?.id ?? '' },
    { text, right: false, seconds: 3, attempts: 1 },
  );
  return JSON.stringify({ statements: [statement] });
}

function pathFile(id: string, text: string, option: string | undefined) {
  const record: PathRecord = {
    version: 2,
    last: null,
    questions: {
      [id]: { attempts: 1, answers: [option ? { text, option } : { text }], right: false, shown: false, seconds: 3 },
    },
    passed: {},
  };
  return JSON.stringify(exportedProgress(CHECKPOINTS, record, { language: 'zh' }));
}

const ids = CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions));

describe('each anticipated wrong answer, recognised from each format, in both languages', () => {
  it('covers every question that anticipates one', () => {
    expect(ids.filter((id) => given(anyQuestion(id)?.question as Q, 'en').length > 0).length).toBeGreaterThan(30);
  });

  for (const id of ids)
    it(id, () => {
      const question = anyQuestion(id)?.question as Q;
      for (const lang of ['zh', 'en'] as const)
        for (const wrong of given(question, lang))
          for (const [format, text] of [
            ['moodle', moodleFile(id, wrong.text, lang)],
            ['lrs', lrsFile(id, question, wrong.text, lang)],
            // The export keeps the option's id; read without it too, as a label alone.
            ['path', pathFile(id, wrong.text, 'option' in wrong ? (wrong.option as string) : undefined)],
            ['path, label only', pathFile(id, wrong.text, undefined)],
          ] as const) {
            const read = readFile(`${format}.txt`, text);
            if (!read.kind) throw new Error(`${format}: ${read.problem}`);
            const figures = figuresOf(learnersOf(read.items));
            const found = figures.questions.find((q) => q.id === id);
            const hit = found?.misconceptions.find((m) => m.key === wrong.key);
            expect({ format, lang, text: wrong.text, learners: hit?.learners, other: found?.other }).toEqual({
              format,
              lang,
              text: wrong.text,
              learners: 1,
              other: 0,
            });
          }
    });
});

describe('files a teacher should not trust', () => {
  it('refuses a file over the limit, JSON nested past reading, JSON of another kind, a text without question ids', () => {
    expect(readFile('big.json', `[${' '.repeat(26 * 1024 * 1024)}]`)).toEqual({ kind: null, problem: 'over 25 MB' });
    expect(readFile('deep.json', `${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toMatchObject({ kind: null });
    expect(readFile('other.json', '{"a":1}')).toMatchObject({
      kind: null,
      problem: expect.stringContaining('neither'),
    });
    expect(readFile('notes.txt', 'a\tb\nc\td\n')).toMatchObject({
      kind: null,
      problem: expect.stringContaining('Question'),
    });
  });

  it('reads a formula or markup as the text it is: an answer nobody anticipated, a name kept as data', () => {
    const id = ids[0] as string;
    const text = `Name\tQ\tR\n"<img src=x onerror=alert(1)>"\t${id}\t"=HYPERLINK(""http://evil.example"",""x"")"\n`;
    const read = readFile('m.txt', text);
    if (!read.kind) throw new Error(read.problem);
    const [learner] = learnersOf(read.items);
    expect(learner?.who).toBe('<img src=x onerror=alert(1)>');
    expect(figuresOf(learnersOf(read.items)).questions[0]?.others).toEqual([
      { value: '=HYPERLINK("http://evil.example","x")', learners: 1 },
    ]);
  });
});
