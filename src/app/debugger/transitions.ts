/**
 * The debugger's transitions of a section: breakpoints, which steps are
 * shown, and moving through the recorded trace. A step only moves a
 * position: the trace is never recomputed.
 */

import { ENTRY_LINES } from '../../scenarios/entryLines.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { type SectionState, updateSection, usePlayground } from '../state/playground.ts';
import { lastPosition, stepInto, stepOut, stepOver, type TraceCursor } from '../state/traceCursor.ts';
import { firstStop, nextStop } from './breakpoints.ts';
import { editedCode } from './editedCode.ts';
import { moveGuard } from './seams.ts';

const fileOf = (fn: FunctionId) => ENTRY_LINES[fn].file;

/** The lines of the section's code that take a breakpoint: the lesson's, or the student's in edit mode. */
export const stoppableOf = (fn: FunctionId): readonly number[] =>
  editedCode(fn)?.stoppable ?? ENTRY_LINES[fn].stoppable;

function moveTo(fn: FunctionId, position: (cursor: TraceCursor, section: SectionState) => number): void {
  updateSection(fn, (section) => {
    if (section.debug.status !== 'ready') return {};
    const cursor = section.debug.cursor;
    const wanted = Math.max(0, Math.min(lastPosition(cursor), position(cursor, section)));
    // Where a move may land instead: predict mode's guard (seams.ts) stops Debug and each step forward at a question's
    // step until it is answered. The debugger knows nothing of questions.
    const next = moveGuard()?.(fn, cursor.trace, cursor.position, wanted) ?? wanted;
    if (next === cursor.position) return {};
    // A step goes back to the innermost frame, as a debugger's does.
    return { debug: { ...section.debug, cursor: { trace: cursor.trace, position: next, frame: null } } };
  });
}

export const debuggerActions = {
  /** Toggles a breakpoint; only lines the debugger can stop on take one. */
  toggleBreakpoint(fn: FunctionId, line: number) {
    if (!stoppableOf(fn).includes(line)) {
      updateSection(fn, () => ({ notice: { key: 'notStoppable', values: { line } } }));
      return;
    }
    updateSection(fn, (section) => ({
      notice: null,
      breakpoints: section.breakpoints.includes(line)
        ? section.breakpoints.filter((l) => l !== line)
        : [...section.breakpoints, line].sort((a, b) => a - b),
    }));
  },
  setBreakpoints(fn: FunctionId, lines: number[]) {
    const stoppable = stoppableOf(fn);
    updateSection(fn, () => ({
      breakpoints: [...new Set(lines.filter((l) => stoppable.includes(l)))].sort((a, b) => a - b),
    }));
  },
  /** Adds a breakpoint to the student's own (the guidance's suggestion): they stay. */
  addBreakpoint(fn: FunctionId, line: number) {
    debuggerActions.setBreakpoints(fn, [...usePlayground.getState().sections[fn].breakpoints, line]);
  },
  stepOver(fn: FunctionId) {
    moveTo(fn, stepOver);
  },
  stepInto(fn: FunctionId) {
    moveTo(fn, stepInto);
  },
  stepOut(fn: FunctionId) {
    moveTo(fn, stepOut);
  },
  first(fn: FunctionId) {
    moveTo(fn, () => 0);
  },
  last(fn: FunctionId) {
    moveTo(fn, lastPosition);
  },
  stepBack(fn: FunctionId) {
    moveTo(fn, (cursor) => cursor.position - 1);
  },
  continue(fn: FunctionId) {
    moveTo(fn, (cursor, section) => nextStop(cursor, fileOf(fn), section.breakpoints));
  },
  seek(fn: FunctionId, position: number) {
    moveTo(fn, () => position);
  },
  /** Back to where Debug first paused: the first breakpoint hit, or step 1. */
  restart(fn: FunctionId) {
    moveTo(fn, (cursor, section) => firstStop(cursor.trace, fileOf(fn), section.breakpoints));
  },
  /** Shows another frame of the call stack (its line and locals) without moving in time. */
  selectFrame(fn: FunctionId, frame: number) {
    updateSection(fn, (section) => {
      if (section.debug.status !== 'ready') return {};
      const cursor = section.debug.cursor;
      const depth = cursor.trace.steps[cursor.position]?.stack.length ?? 0;
      if (frame < 0 || frame >= depth) return {};
      const selected = frame === depth - 1 ? null : frame;
      if ((cursor.frame ?? null) === selected) return {};
      return { debug: { ...section.debug, cursor: { ...cursor, frame: selected } } };
    });
  },
};
