/**
 * Where a question stops, where its answer shows, and what the trace says there. Pure functions over a recorded
 * trace and the displayed file's text: the test checks each question's stored answer with them, and the page
 * judges a student's answer with them against the trace it is showing.
 */
import { type HeapObject, refOf, type Step, type Trace, type Value } from '../tracer/format.ts';
import { renderValue } from '../tracer/render.ts';
import { segmentsOf } from '../validation/locate.ts';
import type { DebugQuestion, Observation, Place } from './schema.ts';

/** The frame of the displayed file's function at this step (the innermost one in that file). */
function displayedFrame(step: Step | undefined, file: string) {
  return step?.stack.findLast((frame) => frame.file === file);
}

/** The lines of the source whose trimmed text is exactly `text`. */
export function linesOf(source: string, text: string): number[] {
  return source.split('\n').flatMap((line, index) => (line.trim() === text.trim() ? [index + 1] : []));
}

/**
 * The position where the displayed function is about to run the place's line for the `hit`-th time after
 * `after` (a line event in that function's own frame, the innermost), or null when the run never gets there.
 */
export function positionOf(trace: Trace, source: string, place: Place, after = -1): number | null {
  const lines = linesOf(source, place.at);
  if (lines.length !== 1) return null;
  let seen = 0;
  for (let position = after + 1; position < trace.steps.length; position++) {
    const step = trace.steps[position] as Step;
    const frame = step.stack.at(-1);
    if (step.event !== 'line' || frame?.file !== trace.source.file || frame.line !== lines[0]) continue;
    if (++seen === place.hit) return position;
  }
  return null;
}

/**
 * Where the answer shows: the next step in the stop's frame or its caller (step over), the end, or a later place.
 * A question about the line it stands on next (`line`) looks past a raise told at the stop's own line: the line it
 * goes to next is the one asked about (the catch, say).
 */
export function revealPosition(
  trace: Trace,
  source: string,
  question: Pick<DebugQuestion, 'reveal' | 'observe'>,
  stop: number,
) {
  const last = trace.steps.length - 1;
  if (question.reveal === 'end') return last;
  if (question.reveal === 'over') {
    const depth = trace.steps[stop]?.stack.length ?? 0;
    const nextLine = 'line' in question.observe;
    for (let position = stop + 1; position <= last; position++) {
      const step = trace.steps[position];
      if ((step?.stack.length ?? 0) > depth) continue;
      if (nextLine && step?.event === 'exception' && position < last) continue;
      return position;
    }
    return last;
  }
  return positionOf(trace, source, question.reveal, stop);
}

/** A traced value as plain data: lists as arrays, dicts and instances as objects, anything else as its text. */
export function plainOf(value: Value | undefined, heap: Step['heap'], depth = 0): unknown {
  const ref = refOf(value);
  if (ref === null) {
    if (value === undefined || (Array.isArray(value) && value[0] === 'UNDEFINED')) return undefined;
    return Array.isArray(value) ? renderValue(value, heap) : value;
  }
  const object: HeapObject | undefined = heap[String(ref)];
  if (!object || depth > 8) return renderValue(value as Value, heap);
  switch (object[0]) {
    case 'LIST':
    case 'SET':
      return (object.slice(1) as Value[]).map((item) => plainOf(item, heap, depth + 1));
    case 'DICT':
      return Object.fromEntries(
        (object.slice(1) as [string, Value][]).map(([key, item]) => [key, plainOf(item, heap, depth + 1)]),
      );
    case 'INSTANCE':
      return Object.fromEntries(
        (object.slice(2) as [string, Value][]).map(([key, item]) => [key, plainOf(item, heap, depth + 1)]),
      );
    default:
      return renderValue(value as Value, heap);
  }
}

/** A local and a path into it (`tools.length`, `route.remote`, `tools[0].name`) as plain data; undefined when absent. */
export function readPath(path: string, step: Step | undefined, file: string): unknown {
  const frame = displayedFrame(step, file);
  const [name, ...keys] = segmentsOf(path);
  if (!step || !frame || typeof name !== 'string' || !Object.hasOwn(frame.locals, name)) return undefined;
  let value: unknown = plainOf(frame.locals[name], step.heap);
  for (const key of keys) {
    if (key === 'length' && Array.isArray(value)) return value.length;
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The error code the entry raised in the end (its last step an exception in the entry's frame), or null. */
function raised(trace: Trace): string | null {
  const last = trace.steps.at(-1);
  if (last?.event !== 'exception' || last.stack.length !== 1) return null;
  return last.error?.code ?? last.error?.name ?? null;
}

/** What the observation reads where the answer shows (`stop`: the question's own step, for `first`). */
export function observe(trace: Trace, source: string, observation: Observation, reveal: number, stop: number): unknown {
  const step = trace.steps[reveal];
  const file = trace.source.file;
  if ('path' in observation) return readPath(observation.path, step, file);
  if ('line' in observation) {
    const line = displayedFrame(step, file)?.line;
    return line === undefined ? null : (source.split('\n')[line - 1] ?? '').trim();
  }
  if ('raised' in observation) return raised(trace);
  if ('count' in observation) return step?.fakes?.[observation.log] ?? 0;
  if ('last' in observation) {
    const count = step?.fakes?.[observation.log] ?? 0;
    return count === 0 ? undefined : trace.fakes[observation.log]?.[count - 1];
  }
  if ('field' in observation) {
    const count = step?.fakes?.[observation.log] ?? 0;
    const entry = trace.fakes[observation.log]?.[count - 1];
    return entry !== null && typeof entry === 'object'
      ? (entry as Record<string, unknown>)[observation.field]
      : undefined;
  }
  if ('first' in observation) {
    const base = trace.steps[stop]?.fakes ?? {};
    for (let position = stop + 1; position < trace.steps.length; position++) {
      const fakes = trace.steps[position]?.fakes ?? {};
      const grown = observation.first.find((log) => (fakes[log] ?? 0) > (base[log] ?? 0));
      if (grown) return grown;
    }
    return null;
  }
  const frame = displayedFrame(step, file);
  const [a, b] = observation.same.map((name) => refOf(frame?.locals[name]));
  return a !== null && a !== undefined && a === b;
}

export type Judged = { stop: number; reveal: number; observed: unknown };

/** The question's stop, its reveal and what the trace shows there; null when this run never reaches them. */
export function judgeOf(trace: Trace, source: string, question: DebugQuestion): Judged | null {
  const stop = positionOf(trace, source, question.stop);
  if (stop === null) return null;
  const reveal = revealPosition(trace, source, question, stop);
  if (reveal === null) return null;
  return { stop, reveal, observed: observe(trace, source, question.observe, reveal, stop) };
}
