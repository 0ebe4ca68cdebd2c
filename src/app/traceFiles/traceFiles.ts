/**
 * Traces as files: export the trace being replayed, import one to replay it
 * without running anything. The validator loads with the first import.
 */
// Before any zod schema is used here: no eval probe under the page's CSP.
import '../../mcp/shared/noEval.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import { download, FILE_LIMITS, withinLimit } from '../shared/files.ts';
import { actions, CUSTOM, scenarioOf, updateSection, usePlayground } from '../state/playground.ts';

export async function importTraceFile(fn: FunctionId, file: File): Promise<void> {
  if (!withinLimit(fn, file, FILE_LIMITS.trace)) return;
  await importTrace(fn, await file.text());
}

export async function exportTrace(fn: FunctionId): Promise<void> {
  const debug = usePlayground.getState().sections[fn].debug;
  if (debug.status !== 'ready') return;
  const { serializeTrace } = await import('../../tracer/serialize.ts');
  download(
    `${debug.cursor.trace.function}-${debug.cursor.trace.scenario}.trace.json`,
    serializeTrace(debug.cursor.trace),
    'application/json',
  );
}

/** Replays a trace file: nothing runs; a file of another version or another source text is refused. */
export async function importTrace(fn: FunctionId, text: string): Promise<void> {
  const [{ isTraceProblem, parseTrace }, { TRACED_SOURCES }] = await Promise.all([
    import('../../tracer/parse.ts'),
    import('../../scenarios/moreSources.ts'),
  ]);
  const sources = Object.fromEntries(Object.values(TRACED_SOURCES).map((file) => [file.file, file.source]));
  const parsed = parseTrace(text, sources);
  if (isTraceProblem(parsed)) {
    actions.setNotice(fn, { key: `traceRefused_${parsed.reason}`, problems: [parsed.problem] });
    return;
  }
  if (parsed.function !== fn) {
    actions.setNotice(fn, { key: 'traceOtherFunction', values: { detail: parsed.function } });
    return;
  }
  const trace: Trace = parsed;
  updateSection(fn, (section) => {
    // The picker, the data tab and the guidance follow the trace: they show the scenario it was recorded from.
    const lesson = scenarioOf(fn, trace.scenario) !== undefined;
    const own = !lesson && section.custom?.scenario?.id === trace.scenario;
    const scenarioId = lesson ? trace.scenario : own ? CUSTOM : section.scenarioId;
    return {
      scenarioId,
      run: scenarioId === section.scenarioId ? section.run : { status: 'idle' },
      debug: { status: 'ready', cursor: { trace, position: 0 }, imported: true },
      // A scenario this page does not have: the replay works, but the data tab cannot show its input.
      notice: lesson || own ? null : { key: 'traceOtherScenario', values: { detail: trace.scenario } },
    };
  });
}
