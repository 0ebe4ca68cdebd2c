/**
 * `npm run report -- FILE… [--json] [--names] [--lang zh|en]`: a class's records (Moodle's Interactions report as
 * text, an LRS's statements, students' lesson-path.json; several at once, mixed) turned into the lesson's
 * misconceptions, question by question, with the same figures as the report page (src/report/). A file it cannot
 * read is named with the reason on stderr; the rest is read. `--json` prints the shape docs/report.md documents.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { figuresOf, learnersOf, reportJson } from '../src/report/figures.ts';
import { type LearnerItem, MAX_BYTES, readFile } from '../src/report/read.ts';
import { commandLine, usageError } from './commandLine.ts';

const USAGE = `usage: npm run report -- FILE… [--json] [--names] [--lang zh|en]
  FILE     Moodle's Interactions report (text), an LRS's statements (JSON), students' lesson-path.json; mixed
  --json   the figures as JSON (docs/report.md)
  --names  learners by the name their record gives, where it gives one
  --lang   the misconceptions' words in Chinese or English (default en)`;

export function readFiles(paths: readonly string[], warn: (text: string) => void) {
  const items: LearnerItem[] = [];
  for (const path of paths) {
    try {
      if (statSync(path).size > MAX_BYTES) {
        warn(`${path}: not read: over ${MAX_BYTES / 1024 / 1024} MB`);
        continue;
      }
      const read = readFile(basename(path), readFileSync(path, 'utf8'));
      if (read.kind === null) warn(`${path}: not read: ${read.problem}`);
      else items.push(...read.items);
    } catch (error) {
      warn(`${path}: not read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return figuresOf(learnersOf(items));
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const { values, positionals } = commandLine(USAGE, {
    options: { json: { type: 'boolean' }, names: { type: 'boolean' }, lang: { type: 'string', default: 'en' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) usageError('give the files (docs/report.md says how to get each)', USAGE);
  if (values.lang !== 'zh' && values.lang !== 'en') usageError(`--lang ${values.lang}: zh or en`, USAGE);
  const figures = readFiles(positionals, (text) => console.error(text));
  if (values.json) console.log(JSON.stringify(reportJson(figures), null, 2));
  else {
    const lang = values.lang;
    const share = (n: number, of: number) => (of === 0 ? '-' : `${Math.round((100 * n) / of)} %`);
    console.log(`${figures.learners.length} learners`);
    const stumbled = [...figures.questions].sort(
      (a, b) => b.answered - b.firstTryRight - (a.answered - a.firstTryRight),
    );
    for (const q of stumbled) {
      if (q.answered === 0) continue;
      console.log(
        `\n${q.id}: ${q.answered} answered, ${share(q.firstTryRight, q.answered)} right first try, ${q.shown} used Show me`,
      );
      for (const m of q.misconceptions.filter((m) => m.learners > 0))
        console.log(`  ${String(m.learners).padStart(4)} ${JSON.stringify(m.answer)}: ${m.why[lang]}`);
      for (const o of q.others.slice(0, 5))
        console.log(`  ${String(o.learners).padStart(4)} ${o.value} (not anticipated)`);
    }
    console.log('\nlearners:');
    for (const l of figures.learners)
      console.log(`  ${values.names && l.who ? l.who : l.label}: ${l.passed.size} checkpoints passed (${l.source})`);
  }
}
