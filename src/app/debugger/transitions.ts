/**
 * The debugger's transitions of a section: breakpoints, which steps are
 * shown, and moving through the recorded trace. A step only moves a
 * position: the trace is never recomputed.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { type SectionState, updateSection, usePlayground } from '../state/playground.ts';
import { firstStop, nextStop, type Session, visibleSteps } from './session.ts';

const fileOf = (fn: FunctionId) => ENTRY_SOURCES[fn].file;

function moveTo(fn: FunctionId, position: (session: Session, section: SectionState) => number): void {
  updateSection(fn, (section) => {
    if (section.debug.status !== 'ready') return {};
    const session = section.debug.session;
    const next = Math.max(0, Math.min(session.visible.length - 1, position(session, section)));
    if (next === session.position) return {};
    return { debug: { ...section.debug, session: { ...session, position: next } } };
  });
}

export const debuggerActions = {
  /** Toggles a breakpoint; only lines the debugger can stop on take one. */
  toggleBreakpoint(fn: FunctionId, line: number) {
    if (!ENTRY_SOURCES[fn].stoppable.includes(line)) {
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
    const stoppable = ENTRY_SOURCES[fn].stoppable;
    updateSection(fn, () => ({
      breakpoints: [...new Set(lines.filter((l) => stoppable.includes(l)))].sort((a, b) => a - b),
    }));
  },
  /** Adds a breakpoint to the student's own (the guidance's suggestion): they stay. */
  addBreakpoint(fn: FunctionId, line: number) {
    debuggerActions.setBreakpoints(fn, [...usePlayground.getState().sections[fn].breakpoints, line]);
  },
  setIntoHelpers(fn: FunctionId, intoHelpers: boolean) {
    updateSection(fn, (section) => {
      if (section.debug.status !== 'ready') return { intoHelpers };
      const { trace, visible, position } = section.debug.session;
      const index = visible[position] ?? 0;
      const nextVisible = visibleSteps(trace, intoHelpers);
      // Stay on the same step, or the nearest earlier one the new view shows.
      let nextPosition = 0;
      nextVisible.forEach((i, p) => {
        if (i <= index) nextPosition = p;
      });
      return {
        intoHelpers,
        debug: { status: 'ready', session: { trace, visible: nextVisible, position: nextPosition } },
      };
    });
  },
  step(fn: FunctionId) {
    moveTo(fn, (session) => session.position + 1);
  },
  stepBack(fn: FunctionId) {
    moveTo(fn, (session) => session.position - 1);
  },
  continue(fn: FunctionId) {
    moveTo(fn, (session, section) => nextStop(session, fileOf(fn), section.breakpoints));
  },
  seek(fn: FunctionId, position: number) {
    moveTo(fn, () => position);
  },
  restart(fn: FunctionId) {
    moveTo(fn, (session, section) => firstStop(session, fileOf(fn), section.breakpoints));
  },
};
