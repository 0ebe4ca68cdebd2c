/**
 * What a golden's rewrite changes, as `npm run trace:view` shows a trace: both traces as step tables (helper frames
 * included), and the rows that differ with two rows of context. `npm run traces:update` prints it for each golden it
 * rewrites, so a reviewer reads the steps that moved, not 21 rewritten files.
 */
import type { Trace } from '../../tracer/format.ts';
import { traceTable } from '../../tracer/table.ts';
import { commonSuffixLengths } from '../lineMap.ts';
import { TRACED_SOURCES } from '../moreSources.ts';

const sources = Object.fromEntries(Object.values(TRACED_SOURCES).map((entry) => [entry.file, entry.source]));

/** The changed rows of two texts, line by line (a longest common subsequence), with `context` rows around each. */
export function lineDiff(before: string, after: string, context = 2): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const at = commonSuffixLengths(a, b);
  const rows: { mark: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) rows.push({ mark: ' ', text: a[i++] ?? '' }) && j++;
    else if (i < a.length && (j === b.length || at(i + 1, j) >= at(i, j + 1)))
      rows.push({ mark: '-', text: a[i++] ?? '' });
    else rows.push({ mark: '+', text: b[j++] ?? '' });
  }
  const near = rows.map((_, k) => rows.slice(Math.max(0, k - context), k + context + 1).some((r) => r.mark !== ' '));
  const out: string[] = [];
  rows.forEach((row, k) => {
    if (near[k]) out.push(`${row.mark} ${row.text}`);
    else if (near[k - 1]) out.push('  …');
  });
  return out.join('\n');
}

/** The step tables of a golden and its fresh recording, diffed; empty when their steps read the same. */
export function goldenDiff(golden: Trace, fresh: Trace): string {
  // Without the step column: a step added early would otherwise renumber, and so change, every row after it.
  const table = (trace: Trace) =>
    `${trace.steps.length} steps\n${traceTable(trace, { sources, allFrames: true, width: 160 }).replace(/^\S+ +/gm, '')}\noutput: ${trace.output}`;
  const diff = lineDiff(table(golden), table(fresh));
  return diff === '' ? '' : `(the source column is each line as it reads today)\n${diff}`;
}
