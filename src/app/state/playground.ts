/**
 * The playground's state: per section (one per entry function) the chosen
 * scenario, breakpoints, the Run result and the debug session, plus the
 * language and which section has the keyboard. Transitions are synchronous
 * and pure over the state; running and recording live in lib/actions.ts.
 * A step only moves a position: the trace is never recomputed.
 */
import { create } from 'zustand';
import type { Locale } from '../../adapter/messages.ts';
import { bundled } from '../../scenarios/bundled.ts';
import { FUNCTION_IDS, type FunctionId } from '../../scenarios/functions.ts';
import type { RunResult } from '../../scenarios/harness.ts';
import type { Scenario } from '../../scenarios/schema.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import type { Problem } from '../../validation/problem.ts';
import { firstStop, nextStop, type Session, visibleSteps } from '../debugger/session.ts';
import type { TextKey } from '../i18n/catalog.ts';

export type CodeTab = 'source' | 'harness' | 'data';

/** A message keyed in the catalog; `problems` (worded at display time, in the language shown then) fill its {detail}. */
export type Notice = { key: TextKey; values?: Record<string, string | number>; problems?: Problem[] };

export type RunState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: RunResult }
  | { status: 'failed'; message: string };

export type DebugState =
  | { status: 'idle' }
  | { status: 'recording' }
  /** `imported`: a replay of a trace file, not a run of this page. */
  | { status: 'ready'; session: Session; imported?: boolean }
  | { status: 'failed'; message: string };

/** The student's own scenario: the text as typed, and what validation made of it. */
export type CustomState = { text: string; scenario: Scenario | null; problems: Problem[]; checking: boolean };

/** The scenario id a custom scenario runs under. */
export const CUSTOM = 'custom';

export type SectionState = {
  scenarioId: string;
  breakpoints: number[];
  run: RunState;
  debug: DebugState;
  intoHelpers: boolean;
  tab: CodeTab;
  notice: Notice | null;
  custom: CustomState | null;
};

export type PlaygroundState = {
  locale: Locale;
  focus: FunctionId;
  sections: Record<FunctionId, SectionState>;
  /** Shown above everything: a bad link, a bad scenario file. */
  pageNotice: Notice | null;
};

export function scenariosOf(fn: FunctionId): Scenario[] {
  return bundled.scenarios.filter((scenario) => scenario.function === fn);
}

export function scenarioOf(fn: FunctionId, id: string): Scenario | undefined {
  return bundled.scenarios.find((scenario) => scenario.function === fn && scenario.id === id);
}

function freshSection(fn: FunctionId): SectionState {
  return {
    scenarioId: scenariosOf(fn)[0]?.id ?? '',
    breakpoints: [],
    run: { status: 'idle' },
    debug: { status: 'idle' },
    intoHelpers: false,
    tab: 'source',
    notice: null,
    custom: null,
  };
}

/** The scenario a section runs: a lesson scenario, or the student's own once it is valid. */
export function currentScenario(fn: FunctionId, section: SectionState): Scenario | undefined {
  if (section.scenarioId === CUSTOM) return section.custom?.scenario ?? undefined;
  return scenarioOf(fn, section.scenarioId);
}

const freshSections = () =>
  Object.fromEntries(FUNCTION_IDS.map((fn) => [fn, freshSection(fn)])) as Record<FunctionId, SectionState>;

export const usePlayground = create<PlaygroundState>()(() => ({
  locale: 'zh',
  focus: FUNCTION_IDS[0],
  sections: freshSections(),
  pageNotice: null,
}));

/** Changes one section, leaving the others (and their object identity, so their views do not re-render) alone. */
export function updateSection(fn: FunctionId, change: (section: SectionState) => Partial<SectionState>): void {
  usePlayground.setState((state) => ({
    sections: { ...state.sections, [fn]: { ...state.sections[fn], ...change(state.sections[fn]) } },
  }));
}

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

export const actions = {
  setLocale(locale: Locale) {
    usePlayground.setState({ locale });
  },
  focus(fn: FunctionId) {
    if (usePlayground.getState().focus !== fn) usePlayground.setState({ focus: fn });
  },
  selectScenario(fn: FunctionId, id: string) {
    if (id === CUSTOM) {
      updateSection(fn, (section) => ({
        scenarioId: CUSTOM,
        run: { status: 'idle' },
        debug: { status: 'idle' },
        notice: null,
        tab: 'data',
        custom: section.custom,
      }));
      return;
    }
    if (!scenarioOf(fn, id)) return;
    updateSection(fn, () => ({
      scenarioId: id,
      run: { status: 'idle' },
      debug: { status: 'idle' },
      notice: null,
      tab: 'source',
    }));
  },
  setCustom(fn: FunctionId, custom: CustomState) {
    updateSection(fn, (section) => ({
      custom,
      // A new text invalidates what ran from the old one.
      ...(section.scenarioId === CUSTOM ? { run: { status: 'idle' }, debug: { status: 'idle' } } : {}),
    }));
  },
  setNotice(fn: FunctionId, notice: Notice | null) {
    updateSection(fn, () => ({ notice }));
  },
  setTab(fn: FunctionId, tab: CodeTab) {
    updateSection(fn, () => ({ tab }));
  },
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
  /** Back to the section's first scenario, nothing run: the way out after the section failed. */
  resetSection(fn: FunctionId) {
    updateSection(fn, () => freshSection(fn));
  },
  /** Every section back to its first scenario, nothing run, no notice: before a link is applied again. */
  resetAll() {
    usePlayground.setState({ focus: FUNCTION_IDS[0], sections: freshSections(), pageNotice: null });
  },
  dismissNotice(fn: FunctionId) {
    updateSection(fn, () => ({ notice: null }));
  },
  setPageNotice(notice: Notice) {
    usePlayground.setState({ pageNotice: notice });
  },
  dismissPageNotice() {
    usePlayground.setState({ pageNotice: null });
  },
};
