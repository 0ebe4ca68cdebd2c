/**
 * Every bug hunt is a real bug: its change applies to the lesson's file, the changed code still loads, and
 * exactly the scenarios it names differ from the lesson's own code (run through the sandbox's path, in Node).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { bugHuntSchema, seededSource } from '../scenarios/bugHunt.ts';
import { bundled } from '../scenarios/bundled.ts';
import { PROJECT_ROOT } from '../scenarios/files.ts';
import { runScenario } from '../scenarios/harness.ts';
import { ENTRY_FILES, TRACED_FILES } from '../scenarios/manifest.ts';
import { judgeRun } from '../scenarios/runDifference.ts';
import { judge } from './judgeInNode.ts';

const dir = join(PROJECT_ROOT, 'bughunts');
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
const lesson = Object.fromEntries(TRACED_FILES.map((file) => [file, readFileSync(join(PROJECT_ROOT, file), 'utf8')]));

describe('bug hunts', () => {
  it('there are at least eight, over all three functions, with unique ids and orders', () => {
    const hunts = files.map((name) => bugHuntSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8'))));
    expect(hunts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(hunts.map((h) => h.function))).toEqual(
      new Set(['discover_tools', 'assemble_tool_pool', 'call_external']),
    );
    expect(new Set(hunts.map((h) => h.id)).size).toBe(hunts.length);
    expect(new Set(hunts.map((h) => h.order)).size).toBe(hunts.length);
    for (const [index, hunt] of hunts.entries()) expect(`${hunt.id}.json`).toBe(files[index]);
  });

  for (const name of files) {
    it(`${name}: applies to the lesson, loads, and fails exactly the scenarios it names`, async () => {
      const hunt = bugHuntSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      const file = ENTRY_FILES[hunt.function].file;
      const seeded = seededSource(hunt, lesson[file] ?? '');
      if ('problem' in seeded) throw new Error(seeded.problem);
      const scenarios = bundled.scenarios.filter((s) => s.function === hunt.function);
      const judged = await judge({ fn: hunt.function, sources: { ...lesson, [file]: seeded.source }, scenarios });
      if (judged.kind !== 'runs') throw new Error(`${name}: ${judged.problem.message}`);
      const failing: string[] = [];
      for (const [index, scenario] of scenarios.entries()) {
        const run = judged.runs[index];
        if (!run || judgeRun(await runScenario(scenario, adapter), run.result)) failing.push(scenario.id);
      }
      expect(failing.sort()).toEqual([...hunt.catches].sort());
    });
  }

  it('a change that is not in the file, or is in it twice, is refused by name', () => {
    const hunt = bugHuntSchema.parse(JSON.parse(readFileSync(join(dir, files[0] as string), 'utf8')));
    expect(seededSource({ ...hunt, change: [{ find: 'nowhere', replace: '' }] }, 'text')).toEqual({
      problem: `${hunt.id}: "nowhere" is not in the lesson's file`,
    });
    expect(seededSource({ ...hunt, change: [{ find: 'a', replace: '' }] }, 'a a')).toEqual({
      problem: `${hunt.id}: "a" occurs more than once`,
    });
  });
});
