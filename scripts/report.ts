/**
 * `npm run report -- FILE… [--json] [--names] [--lang zh|en]`: a class's records (Moodle's Interactions report as
 * text, an LRS's statements, students' lesson-path.json; several at once, mixed) turned into the lesson's
 * misconceptions, question by question, with the same figures as the report page (src/report/). A file it cannot
 * read is named with the reason on stderr; the rest is read. `--json` prints the shape docs/report.md documents.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { figuresOf, learnersOf, reportJson } from '../src/report/figures.ts';
import { type LearnerItem, MAX_BYTES, readFile } from '../src/report/read.ts';

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
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { json: { type: 'boolean' }, names: { type: 'boolean' }, lang: { type: 'string', default: 'en' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length === 0) {
    console.error('npm run report -- FILE… [--json]: give the files (docs/report.md says how to get each)');
    process.exit(1);
  }
  const figures = readFiles(positionals, (text) => console.error(text));
  if (values.json) console.log(JSON.stringify(reportJson(figures), null, 2));
  else {
    const lang = values.lang === 'zh' ? 'zh' : 'en';
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
