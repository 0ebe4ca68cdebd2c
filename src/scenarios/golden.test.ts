/**
 * Golden traces: scenarios/<function>/<id>.trace.json hold the trace of each
 * lesson scenario. A fresh recording must equal its golden; when the adapter
 * changes on purpose, `npm run traces:update` rewrites them and prints, for
 * each one it changes, the step table's rows that differ (testing/goldenDiff.ts),
 * and checks them again against the lesson's Python event counts
 * (lessonEvents.test.ts): what a rewrite changed is read, not taken on trust.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Trace } from '../tracer/format.ts';
import { serializeTrace } from '../tracer/serialize.ts';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { bundled } from './bundled.ts';
import type { EntryFunctions } from './harness.ts';
import { recordScenario } from './record.ts';
import { goldenDiff } from './testing/goldenDiff.ts';
import { loadTracedEntries } from './traced.ts';

const UPDATE = process.env.UPDATE_GOLDENS === '1';

let traced: EntryFunctions;
beforeAll(async () => {
  traced = await loadTracedEntries();
});

describe('each lesson scenario records its golden trace', () => {
  for (const scenario of bundled.scenarios) {
    const path = new URL(`../../scenarios/${scenario.function}/${scenario.id}.trace.json`, import.meta.url);
    it(`${scenario.function}/${scenario.id}`, async () => {
      const { trace } = await recordScenario(scenario, traced);
      const fresh = serializeTrace(trace);
      if (UPDATE) {
        const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
        if (before === fresh) return;
        const what =
          before === null
            ? '(new)'
            : goldenDiff(deserializeTrace(before), trace) || "(the steps read the same: the file's encoding changed)";
        console.log(`rewrote ${scenario.function}/${scenario.id}.trace.json\n${what}\n`);
        writeFileSync(path, fresh);
        return;
      }
      expect(existsSync(path), `missing golden ${path.pathname}: run npm run traces:update`).toBe(true);
      const golden: Trace = deserializeTrace(readFileSync(path, 'utf8'));
      const { steps: goldenSteps, ...goldenHead } = golden;
      const { steps, ...head } = trace;
      expect(head, 'trace header (source, output, fakes)').toEqual(goldenHead);
      // Compare step by step, so a mismatch names the first step that differs and shows just its diff.
      for (let i = 0; i < Math.max(steps.length, goldenSteps.length); i++) {
        const frame = steps[i]?.stack.at(-1) ?? goldenSteps[i]?.stack.at(-1);
        expect(steps[i], `step ${i + 1} (${frame?.function}:${frame?.line}) differs from the golden`).toEqual(
          goldenSteps[i],
        );
      }
      expect(fresh).toBe(readFileSync(path, 'utf8'));
    });
  }
});
