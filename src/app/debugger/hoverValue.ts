/**
 * The value under the pointer in the code view, as a debugger shows it: the
 * name's value in the frame shown (the selected one, else the innermost) at
 * this step, written as the Variables panel writes values. Its own chunk,
 * loaded with the first pause.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { renderValue } from '../../tracer/render.ts';
import { cursorOf, usePlayground } from '../state/playground.ts';
import { currentStep, selectedFrame } from '../state/traceCursor.ts';

/** A value shown on hover is cut here: the Variables panel has the whole of it. */
export const HOVER_LIMIT = 300;

export function valueAt(fn: FunctionId, file: string, name: string): string | null {
  const cursor = cursorOf(usePlayground.getState().sections[fn]);
  const step = cursor ? currentStep(cursor) : undefined;
  const frame = cursor ? selectedFrame(cursor) : undefined;
  if (!step || !frame || frame.file !== file || !Object.hasOwn(frame.locals, name)) return null;
  return renderValue(frame.locals[name], step.heap, { maxLength: HOVER_LIMIT });
}
