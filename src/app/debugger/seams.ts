/**
 * Where the features plug into the debugger, declared once (as the MCP SDK declares its Transport and implements it
 * apart): the panels the debugger's places show (the code pane's editors, the narration line's question and switch),
 * the panels features show in each other's places through it (a solved hunt's next step, Practice's questions), what
 * features do for each other (open a hunt, fill the section's own scenario), and predict mode's move guard. A feature
 * implements one; the shell plugs it in with a call that returns its undo (page/features.ts). The debugger imports no
 * feature, and no feature imports another (scripts/appFloors.test.ts): a place with nothing plugged in shows nothing.
 */
import type { ComponentType } from 'react';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';

/** Where a forward move from `from` toward `to` lands instead (a question to answer first), or `to`. */
export type MoveGuard = (fn: FunctionId, trace: Trace, from: number, to: number) => number;

export type EditPaneProps = {
  fn: FunctionId;
  /** A course frame's codeHeight: the editor scrolls inside it, so the scenario table stays near the code. */
  maxHeight?: number;
  /** False while another tab is shown: edit mode (and the student's code running) stays on meanwhile. */
  shown: boolean;
  onToggleBreakpoint: (line: number) => void;
  /** Debugs the scenario (by id, or the custom one) on the student's code. */
  onDebug: (scenarioId: string) => void;
};

export type Panels = {
  /** The code pane's editor in edit mode (edit/). */
  editPane: ComponentType<EditPaneProps>;
  /** The code pane's data tab for the section's own scenario (custom/). */
  customEditor: ComponentType<{ fn: FunctionId }>;
  /** The narration line's question while one is asked (predict/). */
  question: ComponentType<{ fn: FunctionId }>;
  /** The narration line's Predict switch (predict/). */
  predictToggle: ComponentType;
  /** Under a solved bug hunt's verdict, the lesson path's next step (predict/, in edit/'s verdict). */
  huntNext: ComponentType<{ fn: FunctionId; hunt: string }>;
  /** The lesson path's questions about Practice's runs (predict/, in practice/'s section). */
  practiceQuestions: ComponentType;
};

export type Actions = {
  /** Opens a bug hunt in the section's editor (edit/). */
  startHunt: (fn: FunctionId, hunt: string, options: { resume: boolean }) => Promise<void>;
  /** Puts a scenario's text in the section's own scenario (custom/). */
  editCustom: (fn: FunctionId, text: string) => Promise<void>;
  /** Predict mode's move guard, fetched once Debug starts with Predict on (predict/). */
  loadMoveGuard: () => Promise<MoveGuard>;
};

const panels: Partial<Panels> = {};
const actions: Partial<Actions> = {};

function plug<T extends object, K extends keyof T>(table: Partial<T>, name: K, value: T[K]): () => void {
  table[name] = value;
  return () => {
    if (table[name] === value) delete table[name];
  };
}

/** Puts a feature's panel in its place; the returned call takes it out again. */
export const plugPanel = <K extends keyof Panels>(name: K, panel: Panels[K]) => plug(panels, name, panel);
/** Gives the features an action of one of them; the returned call takes it back. */
export const plugAction = <K extends keyof Actions>(name: K, action: Actions[K]) => plug(actions, name, action);

/** The panel plugged into a place, if any (read while rendering: the shell plugs them in before the first render). */
export const panel = <K extends keyof Panels>(name: K): Panels[K] | undefined => panels[name];

/** An action, if a feature has given it: without it, nothing happens. */
export const action = <K extends keyof Actions>(name: K): Actions[K] | undefined => actions[name];

let guard: MoveGuard | null = null;

/** The move guard in force now (null: moves land where they are asked to). */
export const moveGuard = (): MoveGuard | null => guard;

/** Fetches predict mode's guard once (Debug with Predict on); later moves are held by it. */
export async function loadMoveGuard(): Promise<void> {
  const load = actions.loadMoveGuard;
  if (guard === null && load) guard = await load();
}
