/**
 * The playground's state: per section (one per entry function) the chosen
 * scenario, breakpoints, the Run result and the debug cursor, plus the
 * language and which section has the keyboard. Transitions are synchronous
 * and pure over the state; each feature keeps its own beside it (the
 * debugger's in debugger/transitions.ts), running and recording in
 * debugger/runs.ts.
 */
import { create } from 'zustand';
import type { Locale } from '../../adapter/messages.ts';
import { FUNCTION_IDS, type FunctionId } from '../../scenarios/functions.ts';
import { listed } from '../../scenarios/listed.ts';
import type { ScenarioSummary } from '../../scenarios/load.ts';
import type { Scenario } from '../../scenarios/schema.ts';
import type { Problem } from '../../validation/problem.ts';
import type { TextKey } from '../i18n/catalog.ts';
import { loadEnglish, useEnglish } from '../i18n/english.ts';
import { lessonScenario, loadLessonData } from './lessonData.ts';
import { type FirstScreen, firstScreen, type RunOutcome } from './seed.ts';
import type { TraceCursor } from './traceCursor.ts';

export type CodeTab = 'source' | 'python' | 'harness' | 'data';

/** A message keyed in the catalog; `problems` (worded at display time, in the language shown then) fill its {detail}. */
export type Notice = { key: TextKey; values?: Record<string, string | number>; problems?: Problem[] };

export type RunState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: RunOutcome }
  | { status: 'failed'; message: string };

export type DebugState =
  | { status: 'idle' }
  | { status: 'recording' }
  /** `imported`: a replay of a trace file, not a run of this page. */
  | { status: 'ready'; cursor: TraceCursor; imported?: boolean }
  | { status: 'failed'; message: string };

/** How the address bar carries a custom scenario: the file it came from while unchanged, else the packed text. */
export type CustomLink = { custom: string } | { scenarioFile: string };

/** The student's own scenario: the text as typed, what validation made of it, and how a link reopens it. */
export type CustomState = {
  text: string;
  scenario: Scenario | null;
  problems: Problem[];
  checking: boolean;
  /** Null while being packed, or when the text is too large for a link (a reload then opens the editor afresh). */
  link?: CustomLink | null;
};

/** The scenario id a custom scenario runs under. */
export const CUSTOM = 'custom';

export type SectionState = {
  scenarioId: string;
  breakpoints: number[];
  run: RunState;
  debug: DebugState;
  tab: CodeTab;
  notice: Notice | null;
  custom: CustomState | null;
  /** Edit mode: the adapter's file is the student's to change, and runs in the sandbox (src/app/edit). */
  editing: boolean;
  /**
   * The student (or a link, the path, a course page) chose something here: a scenario, Run, Debug. Until then the
   * section's hint is folded and the output and fakes of the run the page made by itself wait (they would answer the
   * path's first questions before the student started it).
   */
  chosen: boolean;
};

export type PlaygroundState = {
  locale: Locale;
  focus: FunctionId;
  sections: Record<FunctionId, SectionState>;
  /** Shown above everything: a bad link, a bad scenario file. */
  pageNotice: Notice | null;
};

/** The section's lesson scenarios as the picker lists them (their data: state/lessonData.ts). */
export function scenariosOf(fn: FunctionId): ScenarioSummary[] {
  return listed.scenarios.filter((scenario) => scenario.function === fn);
}

export function scenarioOf(fn: FunctionId, id: string): ScenarioSummary | undefined {
  return listed.scenarios.find((scenario) => scenario.function === fn && scenario.id === id);
}

function freshSection(fn: FunctionId): SectionState {
  return {
    scenarioId: scenariosOf(fn)[0]?.id ?? '',
    breakpoints: [],
    run: { status: 'idle' },
    debug: { status: 'idle' },
    tab: 'source',
    notice: null,
    custom: null,
    editing: false,
    chosen: false,
  };
}

/** The recorded run a section replays, when it is paused in one. */
export const cursorOf = (section: SectionState): TraceCursor | null =>
  section.debug.status === 'ready' ? section.debug.cursor : null;

/** The scenario a section runs: a lesson scenario (its data loaded if need be), or the student's own once valid. */
export async function currentScenario(fn: FunctionId, section: SectionState): Promise<Scenario | undefined> {
  if (section.scenarioId === CUSTOM) return section.custom?.scenario ?? undefined;
  return lessonScenario(fn, section.scenarioId);
}

const freshSections = () =>
  Object.fromEntries(FUNCTION_IDS.map((fn) => [fn, freshSection(fn)])) as Record<FunctionId, SectionState>;

/** Fresh sections, with the outputs the prerendered first screen shows already there. */
function firstSections(screen: FirstScreen): Record<FunctionId, SectionState> {
  const sections = freshSections();
  for (const fn of FUNCTION_IDS) {
    const run = screen.runs[fn];
    if (!run || run.scenarioId !== sections[fn].scenarioId) continue;
    sections[fn] = { ...sections[fn], run: { status: 'done', result: { output: run.output, logs: run.logs } } };
  }
  return sections;
}

/** The page starts as its HTML shows it (state/seed.ts), so hydration finds the state it was rendered from. */
export const usePlayground = create<PlaygroundState>()(() => {
  const screen = firstScreen();
  return {
    locale: screen?.locale ?? 'zh',
    focus: FUNCTION_IDS[0],
    sections: screen ? firstSections(screen) : freshSections(),
    pageNotice: null,
  };
});

/** Changes one section, leaving the others (and their object identity, so their views do not re-render) alone. */
export function updateSection(fn: FunctionId, change: (section: SectionState) => Partial<SectionState>): void {
  usePlayground.setState((state) => ({
    sections: { ...state.sections, [fn]: { ...state.sections[fn], ...change(state.sections[fn]) } },
  }));
}

let requestedLocale: Locale | null = null;
let localeSettled: Promise<void> = Promise.resolve();

export const actions = {
  /** English changes the page once its words have loaded (i18n/english.ts); the last language asked for wins. */
  setLocale(locale: Locale): void {
    requestedLocale = locale;
    const apply = () => {
      if (requestedLocale === locale) usePlayground.setState({ locale });
    };
    if (locale === 'en' && !useEnglish.getState().english)
      localeSettled = loadEnglish().then(apply, (error: unknown) => console.warn('English did not load:', error));
    else apply();
  },
  /** A language has been asked for in this page (by a link applied, or the student's click on the toggle). */
  localeAsked(): boolean {
    return requestedLocale !== null;
  },
  /**
   * Resolves once the page can show what it was asked for: the language last asked for is the page's (its words
   * loaded), and the lesson's data is here (a linked section's hint and text).
   */
  async settled(): Promise<void> {
    await Promise.all([localeSettled, loadLessonData()]);
  },
  focus(fn: FunctionId) {
    if (usePlayground.getState().focus !== fn) usePlayground.setState({ focus: fn });
  },
  selectScenario(fn: FunctionId, id: string) {
    if (id === CUSTOM) {
      updateSection(fn, (section) => ({
        chosen: true,
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
      chosen: true,
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
  /** The student chose something in this section (Run, Debug, the hint): what waited for that shows. */
  choose(fn: FunctionId) {
    if (!usePlayground.getState().sections[fn].chosen) updateSection(fn, () => ({ chosen: true }));
  },
  /** Run asked for: the section says so at once, before the code that runs it has loaded (debugger/start.ts). */
  startRunning(fn: FunctionId) {
    updateSection(fn, () => ({ run: { status: 'running' }, debug: { status: 'idle' }, notice: null }));
  },
  /** Debug asked for, likewise. */
  startRecording(fn: FunctionId) {
    updateSection(fn, () => ({ debug: { status: 'recording' }, notice: null }));
  },
  setNotice(fn: FunctionId, notice: Notice | null) {
    updateSection(fn, () => ({ notice }));
  },
  setTab(fn: FunctionId, tab: CodeTab) {
    updateSection(fn, () => ({ tab }));
  },
  /** Into or out of edit mode: what ran before ran other code, so it is cleared; the code is what is shown. */
  setEditing(fn: FunctionId, editing: boolean) {
    updateSection(fn, () => ({
      editing,
      tab: 'source',
      run: { status: 'idle' },
      debug: { status: 'idle' },
      notice: null,
    }));
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
