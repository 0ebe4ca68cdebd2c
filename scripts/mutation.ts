/**
 * npm run test:mutation [-- group…]: Stryker (the vitest runner) over each mutation group of
 * scripts/mutationGroups.json, one after another, then each mutated file's score from the groups' JSON reports.
 * Fails when a file scores under 90 % (killed and timed out over all valid mutants, uncovered ones included), so a
 * score is raised by tests that pin what a survivor shows unpinned, never by leaving code out.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MUTATION_GROUPS } from './mutationGroups.ts';
import { type MutationReport, scoresOf } from './mutationScores.ts';

const MINIMUM = 90;
const asked = process.argv.slice(2);
const groups = asked.length > 0 ? asked : Object.keys(MUTATION_GROUPS);
for (const name of groups) if (!MUTATION_GROUPS[name]) throw new Error(`no mutation group ${name}`);

const rows: { group: string; file: string; score: number; killed: number; valid: number }[] = [];
for (const group of groups) {
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, MUTATION_GROUP: group },
  });
  if (run.status !== 0) throw new Error(`Stryker failed on the ${group} group (exit ${run.status})`);
  const report = JSON.parse(readFileSync(`reports/mutation/${group}.json`, 'utf8')) as MutationReport;
  for (const row of scoresOf(report)) rows.push({ group, ...row });
  console.log(`${group}: ${Math.round((Date.now() - started) / 1000)} s`);
}

console.log('\nfile                                  score   killed / valid');
for (const row of rows)
  console.log(`${row.file.padEnd(36)}  ${row.score.toFixed(1).padStart(5)} %  ${row.killed} / ${row.valid}`);
const low = rows.filter((row) => row.score < MINIMUM);
if (low.length > 0) {
  console.error(`\nunder ${MINIMUM} %: ${low.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
