/**
 * The report on the sample class (scripts/report/sample.ts): each file, read alone, gives the figures the
 * simulation's own log gives; all of them together are one class of three sources; a file it cannot read is named
 * and the rest still counts; a record in two files counts once; the command prints the same JSON.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { figuresOf, learnersOf, reportJson } from '../../src/report/figures.ts';
import { type LearnerItem, readFile } from '../../src/report/read.ts';
import { makeSample } from './sample.ts';

const sample = await makeSample(12, 3);
const read = (names: string[]) => {
  const items: LearnerItem[] = [];
  for (const name of names) {
    const result = readFile(name, sample.files[name as keyof typeof sample.files] as string);
    if (!result.kind) throw new Error(`${name}: ${result.problem}`);
    items.push(...result.items);
  }
  return reportJson(figuresOf(learnersOf(items)));
};
const paths = Object.keys(sample.files).filter((name) => name.startsWith('lesson-path-'));
const dir = mkdtempSync(join(tmpdir(), 'report-sample-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the sample class, read back', () => {
  it('is a class worth reading: misconceptions, other answers and first-try rights all occur', () => {
    const { expected } = sample.log;
    expect(expected.questions.some((q) => q.misconceptions.some((m) => m.learners > 1))).toBe(true);
    expect(expected.questions.some((q) => q.other > 0)).toBe(true);
    expect(expected.questions.some((q) => q.firstTryRight > 0 && q.firstTryRight < q.answered)).toBe(true);
  });

  for (const [format, names] of [
    ["Moodle's Interactions report (text)", ['moodle-interactions.txt']],
    ["the LRS's statements", ['lrs-statements.json']],
    ["the students' lesson-path.json", paths],
  ] as const)
    it(`${format} alone gives the log's figures`, () => {
      expect(read([...names])).toEqual(sample.log.expected);
    });

  it('all of them at once: one class of three sources; a file dropped twice counts once', () => {
    const all = read([
      ...Object.keys(sample.files),
      'moodle-interactions.txt',
      'lrs-statements.json',
      paths[0] as string,
    ]);
    expect(all.learners).toBe(3 * sample.log.expected.learners);
    expect(all.questions.map((q) => q.answered)).toEqual(sample.log.expected.questions.map((q) => 3 * q.answered));
  });

  it('npm run report -- --json prints the same, names what it cannot read, and reads the rest', () => {
    for (const [name, text] of Object.entries(sample.files)) writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, 'notes.txt'), 'name\tnote\nAda\tnothing here\n');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/report.ts', '--json', join(dir, 'moodle-interactions.txt'), join(dir, 'notes.txt')],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toContain("notes.txt: not read: no column holds the path's question ids");
    expect(JSON.parse(run.stdout)).toEqual(sample.log.expected);
  });
});

describe('Show me', () => {
  it("is counted from students' exports, the only files that say it", () => {
    const name = paths[0] as string;
    const data = JSON.parse(sample.files[name as keyof typeof sample.files] as string);
    const question = data.checkpoints.find((c: { questions: unknown[] }) => c.questions.length > 0).questions[0];
    question.shown = true;
    const result = readFile(name, JSON.stringify(data));
    if (!result.kind) throw new Error(result.problem);
    const figures = reportJson(figuresOf(learnersOf(result.items)));
    expect(figures.questions.find((q) => q.id === question.question)?.shown).toBe(1);
  });
});
