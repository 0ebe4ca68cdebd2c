/**
 * Debug runs the instrumented source and records what really ran; Run runs
 * the plain module. They must print the same, and both what the lesson's
 * reference says.
 */
import { parse } from '@babel/core';
import presetTypescript from '@babel/preset-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { lineIn } from '../testing/lineIn.ts';
import type { Step, Trace, Value } from '../tracer/format.ts';
import { bundled } from './bundled.ts';
import type { EntryFunctions } from './harness.ts';
import { runScenario } from './harness.ts';
import { recordScenario } from './record.ts';
import type { Scenario } from './schema.ts';
import { ENTRY_SOURCES } from './sources.ts';
import { expectLessonOutcome, lessonOutcomes } from './testing/reference.ts';
import { loadTracedEntries } from './traced.ts';

let traced: EntryFunctions;
beforeAll(async () => {
  traced = await loadTracedEntries();
});

const scenario = (fn: string, id: string): Scenario => {
  const found = bundled.scenarios.find((s) => s.function === fn && s.id === id);
  if (!found) throw new Error(`no scenario ${fn}/${id}`);
  return found;
};

/** The entry function's own steps (helpers it calls appear as deeper frames). */
const entrySteps = (trace: Trace) => trace.steps.filter((step) => step.stack.length === 1);
const frame = (step: Step) => step.stack.at(-1) as Step['stack'][number];
const refId = (value: Value | undefined) => (Array.isArray(value) && value[0] === 'REF' ? value[1] : undefined);

describe('run and debug print the same, and what the reference expects', () => {
  for (const ref of lessonOutcomes()) {
    it(`${ref.function}/${ref.scenario}`, async () => {
      const s = scenario(ref.function, ref.scenario);
      const run = await runScenario(s, adapter);
      const debug = await recordScenario(s, traced);
      expect(debug.result.output).toBe(run.output);
      expectLessonOutcome(ref, s, run);
      expectLessonOutcome(ref, s, debug.result);
      expect(debug.trace.output).toBe(run.output);
      expect(debug.trace.fakes).toEqual(run.logs);
    });
  }
});

describe('the trace is the real execution of the displayed source', () => {
  it('starts with a call event and ends with return or exception, in the entry frame', async () => {
    for (const s of bundled.scenarios) {
      const { trace } = await recordScenario(s, traced);
      const own = entrySteps(trace);
      expect(own[0]?.event).toBe('call');
      expect(['return', 'exception']).toContain(own.at(-1)?.event);
      expect(frame(own[0] as Step).function).toBe(ENTRY_SOURCES[s.function].name);
    }
  });

  it('puts every line event on the line where a statement (or loop header) starts', async () => {
    for (const fn of ['discover_tools', 'assemble_tool_pool', 'call_external'] as const) {
      const { source, file } = ENTRY_SOURCES[fn];
      const starts = statementStartLines(source, file);
      for (const s of bundled.scenarios.filter((x) => x.function === fn)) {
        const { trace } = await recordScenario(s, traced);
        for (const step of entrySteps(trace).filter((x) => x.event === 'line')) {
          expect(starts, `${s.id}: line ${frame(step).line}`).toContain(frame(step).line);
        }
      }
    }
  });

  it('reports a multi-line condition at the line where its if statement starts', async () => {
    const { trace } = await recordScenario(scenario('call_external', 'bad_args'), traced);
    const lines = ENTRY_SOURCES.call_external.source.split('\n');
    const ifLine = lines.findIndex((line) => line.trim() === 'if (') + 1;
    const visited = entrySteps(trace).map((step) => frame(step).line);
    expect(visited).toContain(ifLine);
    expect(visited).not.toContain(ifLine + 1);
  });

  it('fires a loop header event per iteration test, the final one included, as Python does', async () => {
    const { trace } = await recordScenario(scenario('discover_tools', 'pages'), traced);
    const lines = ENTRY_SOURCES.discover_tools.source.split('\n');
    const forTools = lineIn(lines.join('\n'), 'for (const raw of');
    // Two pages of one tool each: per page, one event to take the tool and one to find none left.
    expect(entrySteps(trace).filter((step) => frame(step).line === forTools)).toHaveLength(4);
  });

  it('never lists a binding before it is initialized', async () => {
    const { trace } = await recordScenario(scenario('discover_tools', 'pages'), traced);
    const lines = ENTRY_SOURCES.discover_tools.source.split('\n');
    const pageLine = lineIn(lines.join('\n'), 'const page = await listPage');
    const atPage = entrySteps(trace).find((step) => frame(step).line === pageLine);
    expect(Object.keys(frame(atPage as Step).locals)).not.toContain('page');
    expect(Object.keys(frame(atPage as Step).locals)).toContain('listPage');
  });

  it('records values as they were at each step, not as they ended', async () => {
    const { trace } = await recordScenario(scenario('discover_tools', 'pages'), traced);
    const lengths = entrySteps(trace)
      .map((step) => {
        const id = refId(frame(step).locals.tools);
        return id === undefined ? undefined : (step.heap[id] as unknown[]).length - 1;
      })
      .filter((n) => n !== undefined);
    expect(lengths[0]).toBe(0);
    expect(lengths.at(-1)).toBe(2);
    expect(new Set(lengths)).toEqual(new Set([0, 1, 2]));
  });

  it('steps into checkedTool as a nested frame', async () => {
    const { trace } = await recordScenario(scenario('discover_tools', 'pages'), traced);
    const nested = trace.steps.filter((step) => step.stack.length === 2);
    expect(nested.length).toBeGreaterThan(0);
    expect(frame(nested[0] as Step)).toMatchObject({ function: 'checkedTool', file: 'src/adapter/checkedTool.ts' });
  });
});

describe('object identity: copies are different objects, shared ones the same', () => {
  it('callExternal shows the host a copy and sends another', async () => {
    const { trace } = await recordScenario(scenario('call_external', 'success'), traced);
    const lines = ENTRY_SOURCES.call_external.source.split('\n');
    const invokeLine = lineIn(lines.join('\n'), 'const reply = await route.invoke');
    const step = entrySteps(trace).find((x) => frame(x).line === invokeLine) as Step;
    const { call, snapshot, shown, args } = frame(step).locals;
    expect(refId(snapshot)).not.toBe(refId(call));
    expect(refId(shown)).not.toBe(refId(snapshot));
    // args is the snapshot's own input (the same object), and the host emptied only its copy.
    const snapshotInput = (step.heap[refId(snapshot) as number] as [string, ...[string, Value][]]).find(
      (entry) => Array.isArray(entry) && entry[0] === 'input',
    ) as [string, Value];
    expect(refId(args)).toBe(refId(snapshotInput[1]));
    expect(step.heap[refId(args) as number]).toEqual(['DICT', ['query', '运行许可']]);
    const shownInput = (step.heap[refId(shown) as number] as [string, ...[string, Value][]]).find(
      (entry) => Array.isArray(entry) && entry[0] === 'input',
    ) as [string, Value];
    expect(step.heap[refId(shownInput[1]) as number]).toEqual(['DICT']);
    const after = entrySteps(trace).find((x) => frame(x).line === invokeLine + 1) as Step;
    const sent = frame(after).locals.sent;
    expect(refId(sent)).not.toBe(refId(args));
    expect(after.heap[refId(sent) as number]).toEqual(['DICT', ['query', '运行许可']]);
  });

  it("assembleToolPool's route.invoke is the very function the server registered", async () => {
    const { trace } = await recordScenario(scenario('assemble_tool_pool', 'one'), traced);
    const last = entrySteps(trace).at(-1) as Step;
    expect(last.event).toBe('return');
    const servers = frame(last).locals.servers;
    const docs = (last.heap[refId(servers) as number] as unknown[])[1] as [string, Value];
    const client = last.heap[refId(docs[1]) as number] as unknown[];
    const call = (client.find((entry) => Array.isArray(entry) && entry[0] === 'call') as [string, Value])[1];
    const routes = frame(last).locals.routes;
    const route = (last.heap[refId(routes) as number] as unknown[])[1] as [string, Value];
    const invoke = (
      (last.heap[refId(route[1]) as number] as unknown[]).find(
        (entry) => Array.isArray(entry) && entry[0] === 'invoke',
      ) as [string, Value]
    )[1];
    expect(refId(invoke)).toBe(refId(call));
    expect(last.heap[refId(invoke) as number]).toEqual(['FUNCTION', 'call']);
  });
});

describe('the recorder is bounded', () => {
  it('stops a run at the step limit with a clear error, even inside callExternal, which catches everything', async () => {
    for (const s of [scenario('call_external', 'success'), scenario('discover_tools', 'many')]) {
      const { result, trace } = await recordScenario(s, traced, { stepLimit: 5 });
      expect(trace.steps).toHaveLength(5);
      expect(trace.truncated).toEqual({ limit: 5 });
      expect(result.observed).toEqual({
        error: { name: 'TraceLimitError', message: 'trace too long: the run took more than 5 steps and was stopped' },
      });
    }
  });

  it('keeps a long string short in the trace, with its real length', async () => {
    const { trace } = await recordScenario(scenario('call_external', 'oversize'), traced);
    const json = JSON.stringify(trace.steps);
    expect(json).toContain(JSON.stringify(['LONG_STRING', 'x'.repeat(200), 2001]));
    expect(json).not.toContain('x'.repeat(201));
  });
});

/** Lines on which a statement or loop header of the file begins, found by parsing it independently. */
function statementStartLines(source: string, file: string): number[] {
  const ast = parse(source, { filename: file, presets: [presetTypescript], babelrc: false, configFile: false });
  const lines = new Set<number>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as { type?: string; loc?: { start: { line: number } } };
    if (n.type?.endsWith('Statement') || n.type === 'VariableDeclaration') lines.add(n.loc?.start.line ?? 0);
    for (const [key, child] of Object.entries(n)) if (key !== 'loc' && key !== 'leadingComments') visit(child);
  };
  visit(ast);
  return [...lines];
}
