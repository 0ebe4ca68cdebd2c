/**
 * What instrumented code calls. With no recorder active every call is a
 * no-op that returns what it was given, so an instrumented module used
 * outside a recording computes exactly what the plain one does.
 */
import type { FrameState, Recorder } from './recorder.ts';

type Locals = () => Record<string, unknown>;

let active: Recorder | null = null;

/** Runs `body` with `recorder` receiving the events; one recording at a time. */
export async function withRecorder<T>(recorder: Recorder, body: () => Promise<T>): Promise<T> {
  if (active) throw new Error('a trace is already being recorded');
  active = recorder;
  try {
    return await body();
  } finally {
    active = null;
  }
}

export function enter(fn: string, file: string, line: number, locals: Locals): FrameState | null {
  return active ? active.enter(fn, file, line, locals) : null;
}

export function line(frame: FrameState | null, at: number, locals: Locals): void {
  if (frame && active) active.line(frame, at, locals);
}

export function returning<T>(frame: FrameState | null, value: T): T {
  if (frame && active) active.returning(frame, value);
  return value;
}

export function raised(frame: FrameState | null, error: unknown): void {
  if (frame && active) active.raised(frame, error);
}

export function caught(frame: FrameState | null, error: unknown): void {
  if (frame && active) active.caught(frame, error);
}

export function leave(frame: FrameState | null): void {
  if (frame && active) active.leave(frame);
}

/** for…of with a line event on the header before each attempt to take the next item, the last one included. */
export function* iterate<T>(frame: FrameState | null, at: number, locals: Locals, iterable: Iterable<T>): Generator<T> {
  const iterator = iterable[Symbol.iterator]();
  let finished = false;
  try {
    for (;;) {
      line(frame, at, locals);
      const next = iterator.next();
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // Leaving the loop early (break, return, throw) closes the source, as a plain for…of would.
    if (!finished) iterator.return?.();
  }
}

/**
 * for await…of with the same header events: an async iterable's items, or a sync iterable's items awaited, as
 * for await…of takes them.
 */
export async function* iterateAsync<T>(
  frame: FrameState | null,
  at: number,
  locals: Locals,
  iterable: AsyncIterable<T> | Iterable<T>,
): AsyncGenerator<Awaited<T>> {
  const asynchronous = (iterable as AsyncIterable<T>)[Symbol.asyncIterator];
  const iterator = asynchronous ? asynchronous.call(iterable) : (iterable as Iterable<T>)[Symbol.iterator]();
  let finished = false;
  try {
    for (;;) {
      line(frame, at, locals);
      const next = await iterator.next();
      if (next.done) {
        finished = true;
        return;
      }
      yield await next.value;
    }
  } finally {
    if (!finished) await iterator.return?.();
  }
}

/** for…in with the same header events; keys are taken as for…in takes them. */
export function* iterateKeys(frame: FrameState | null, at: number, locals: Locals, object: object): Generator<string> {
  const keys: string[] = [];
  for (const key in object) keys.push(key);
  yield* iterate(frame, at, locals, keys);
}
