/**
 * Version 3 files change where the run changed: a line inserted into the adapter (the same run, every line below it
 * one further down) changes the keyframes and the steps that cross it, not every step below it.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Trace } from './format.ts';
import { serializeTrace } from './serialize.ts';
import { deserializeTrace, KEYFRAME_EVERY } from './storedSteps.ts';

const golden = (name: string) =>
  deserializeTrace(readFileSync(new URL(`../../scenarios/${name}.trace.json`, import.meta.url), 'utf8'));

/** The same run as if a line had been inserted before line `at` of `file`: every line from there on moves down one. */
function withLineInserted(trace: Trace, file: string, at: number): Trace {
  const steps = trace.steps.map((step) => ({
    ...step,
    stack: step.stack.map((frame) =>
      frame.file === file && frame.line >= at ? { ...frame, line: frame.line + 1 } : frame,
    ),
  }));
  return { ...trace, steps };
}

const stepLines = (trace: Trace) =>
  serializeTrace(trace)
    .split('\n')
    .filter((line) => line.startsWith('    {'));

/** Steps at which the file's running line passes `at` (down or back up): the moves an insertion there lengthens. */
function crossings(trace: Trace, file: string, at: number): number {
  const visits = trace.steps.flatMap((step) => step.stack.filter((frame) => frame.file === file).map((f) => f.line));
  return visits.slice(1).filter((line, i) => line >= at !== (visits[i] ?? 0) >= at).length;
}

it.each([
  ['discover_tools/many', 'src/adapter/discoverTools.ts', 21],
  ['discover_tools/many', 'src/adapter/discoverTools.ts', 24],
  ['discover_tools/many', 'src/adapter/checkedTool.ts', 14],
  ['discover_tools/pages', 'src/adapter/discoverTools.ts', 12],
  ['assemble_tool_pool/two', 'src/adapter/assembleToolPool.ts', 20],
  ['call_external/success', 'src/adapter/callExternal.ts', 20],
] as const)('%s, a line inserted before %s:%i: only keyframes and the steps that cross it change', (name, file, at) => {
  const trace = golden(name);
  const moved = withLineInserted(trace, file, at);
  const before = stepLines(trace);
  const after = stepLines(moved);
  const changed = before.flatMap((line, i) => (line === after[i] ? [] : [i]));
  const keyframes = changed.filter((i) => i % KEYFRAME_EVERY === 0).length;
  expect(changed.length - keyframes).toBeLessThanOrEqual(crossings(trace, file, at));
});
