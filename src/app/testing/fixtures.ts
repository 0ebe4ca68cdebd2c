/** Golden traces and source lines for the app's unit tests. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FunctionId } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { lineIn } from '../../testing/lineIn.ts';
import type { Trace } from '../../tracer/format.ts';
import { deserializeTrace } from '../../tracer/storedSteps.ts';

export function golden(fn: FunctionId, id: string): Trace {
  return deserializeTrace(
    readFileSync(resolve(import.meta.dirname, `../../../scenarios/${fn}/${id}.trace.json`), 'utf8'),
  );
}

export function lineOf(fn: FunctionId, text: string): number {
  return lineIn(ENTRY_SOURCES[fn].source, text);
}
