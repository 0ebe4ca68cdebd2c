/**
 * Every command a student (or a course page) gives the debugger, defined
 * once: its label, its keyboard shortcut, when it is enabled, what it does.
 * The toolbar's buttons, the keyboard handler, the code view's breakpoint
 * key and the embed's postMessage commands all dispatch through here, so a
 * command added or changed here is added or changed everywhere at once.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import type { TextKey } from '../i18n/catalog.ts';
import { actions, CUSTOM, cursorOf, type SectionState, usePlayground } from '../state/playground.ts';
import { lastPosition } from '../state/traceCursor.ts';
import type { CommandName } from './commandNames.ts';
import { startDebug, startRun } from './start.ts';
import { debuggerActions, stoppableOf } from './transitions.ts';

/** A key as KeyboardEvent.key names it, with exactly these modifiers held. */
export type Shortcut = { key: string; shift?: boolean; ctrl?: boolean };

type CommandSpec<Arg> = {
  /** The button's text and icon; commands without a button have neither. */
  label?: TextKey;
  icon?: string;
  /** The shortcut and the catalog line that explains it (the button's tooltip and the page's key list). */
  shortcut?: Shortcut;
  shortcutHelp?: TextKey;
  /** When two commands share a key, the state in which the key means this one. */
  shortcutWhen?: (section: SectionState) => boolean;
  /** `code`: the shortcut acts in the code view (on the cursor's line), not on the whole page. */
  scope?: 'page' | 'code';
  /** The embed protocol's name for it (docs/embed.md), when a course page may send it. */
  embed?: CommandName;
  enabled: (section: SectionState) => boolean;
  perform: (fn: FunctionId, arg: Arg) => void;
};

const paused = (section: SectionState) => section.debug.status === 'ready';
const atEnd = (section: SectionState) => {
  const s = cursorOf(section);
  return !s || s.position >= lastPosition(s);
};
/** A custom scenario runs only once its data is valid. */
export const invalidCustom = (section: SectionState) => section.scenarioId === CUSTOM && !section.custom?.scenario;

/**
 * A move that can land far from the line shown: the paused line is then brought into the window (reveal.ts, loaded
 * with the first Debug, which every jump follows).
 */
const jump = (fn: FunctionId, move: (fn: FunctionId) => void) => {
  move(fn);
  void import('./reveal.ts').then((reveal) => reveal.revealPausedLine(fn));
};

function command<Arg = void>(spec: CommandSpec<Arg>): CommandSpec<Arg> {
  return { scope: 'page', ...spec };
}

export const COMMANDS = {
  run: command({
    label: 'run',
    icon: '▶',
    embed: 'run',
    enabled: (s) => !invalidCustom(s) && s.run.status !== 'running' && s.debug.status !== 'recording',
    perform: (fn) => void startRun(fn),
  }),
  debug: command({
    label: 'debug',
    icon: '●',
    // F5 starts debugging, and continues once paused (the continue command holds the same key).
    shortcut: { key: 'F5' },
    shortcutHelp: 'keyDebug',
    shortcutWhen: (s) => !paused(s),
    embed: 'debug',
    enabled: (s) => !invalidCustom(s) && s.debug.status !== 'recording',
    perform: (fn) => void startDebug(fn),
  }),
  continue: command({
    label: 'continue',
    icon: '»',
    shortcut: { key: 'F5' },
    shortcutHelp: 'keyDebug',
    shortcutWhen: paused,
    embed: 'continue',
    enabled: (s) => paused(s) && !atEnd(s),
    perform: (fn) => jump(fn, debuggerActions.continue),
  }),
  stepOver: command({
    label: 'stepOver',
    icon: '↷',
    shortcut: { key: 'F10' },
    shortcutHelp: 'keyStepOver',
    embed: 'step',
    enabled: (s) => paused(s) && !atEnd(s),
    perform: (fn) => debuggerActions.stepOver(fn),
  }),
  stepInto: command({
    label: 'stepInto',
    icon: '↓',
    shortcut: { key: 'F11' },
    shortcutHelp: 'keyStepInto',
    embed: 'step-into',
    enabled: (s) => paused(s) && !atEnd(s),
    perform: (fn) => debuggerActions.stepInto(fn),
  }),
  stepOut: command({
    label: 'stepOut',
    icon: '↑',
    shortcut: { key: 'F11', shift: true },
    shortcutHelp: 'keyStepOut',
    embed: 'step-out',
    enabled: (s) => paused(s) && !atEnd(s),
    perform: (fn) => debuggerActions.stepOut(fn),
  }),
  restart: command({
    label: 'restart',
    icon: '⟲',
    shortcut: { key: 'F5', ctrl: true, shift: true },
    shortcutHelp: 'keyRestart',
    embed: 'restart',
    enabled: paused,
    perform: (fn) => jump(fn, debuggerActions.restart),
  }),
  // The timeline's own buttons, as in Python Tutor: First, Back, Forward, Last.
  first: command({
    label: 'first',
    icon: '⇤',
    embed: 'first',
    enabled: (s) => (cursorOf(s)?.position ?? 0) > 0,
    perform: (fn) => jump(fn, debuggerActions.first),
  }),
  stepBack: command({
    label: 'stepBack',
    icon: '‹',
    shortcut: { key: 'F10', shift: true },
    shortcutHelp: 'keyStepBack',
    embed: 'step-back',
    enabled: (s) => (cursorOf(s)?.position ?? 0) > 0,
    perform: (fn) => debuggerActions.stepBack(fn),
  }),
  forward: command({
    label: 'forward',
    icon: '›',
    embed: 'forward',
    enabled: (s) => paused(s) && !atEnd(s),
    // Forward is the very next step, helpers included: Step into under Python Tutor's name.
    perform: (fn) => debuggerActions.stepInto(fn),
  }),
  last: command({
    label: 'last',
    icon: '⇥',
    embed: 'last',
    enabled: (s) => paused(s) && !atEnd(s),
    perform: (fn) => jump(fn, debuggerActions.last),
  }),
  toggleBreakpoint: command<number>({
    shortcut: { key: 'F9' },
    shortcutHelp: 'keyBreakpoint',
    scope: 'code',
    enabled: () => true,
    perform: (fn, line) => debuggerActions.toggleBreakpoint(fn, line),
  }),
  setBreakpoints: command<number[]>({
    embed: 'set-breakpoints',
    enabled: () => true,
    // Lines that take no breakpoint are dropped silently: the course page cannot see the gutter.
    perform: (fn, lines) =>
      debuggerActions.setBreakpoints(
        fn,
        lines.filter((line) => stoppableOf(fn).includes(line)),
      ),
  }),
  selectScenario: command<string>({
    embed: 'select-scenario',
    enabled: () => true,
    // Picking a scenario shows what it comes to at once.
    perform: (fn, id) => {
      actions.selectScenario(fn, id);
      void startRun(fn);
    },
  }),
} satisfies Record<string, CommandSpec<never>>;

export type CommandId = keyof typeof COMMANDS;
type ArgOf<Id extends CommandId> = Parameters<(typeof COMMANDS)[Id]['perform']>[1];
/** The commands that take nothing but the section: buttons and keys. */
export type PlainCommandId = { [Id in CommandId]: ArgOf<Id> extends void ? Id : never }[CommandId];

/** Whether the command can run in the section's current state. */
export function isEnabled(id: CommandId, section: SectionState): boolean {
  return COMMANDS[id].enabled(section);
}

/** Runs the command on a section when it is enabled there; returns whether it ran. */
export function dispatch<Id extends CommandId>(
  id: Id,
  fn: FunctionId,
  ...arg: ArgOf<Id> extends void ? [] : [ArgOf<Id>]
): boolean {
  const spec = COMMANDS[id] as CommandSpec<unknown>;
  if (!spec.enabled(usePlayground.getState().sections[fn])) return false;
  spec.perform(fn, arg[0]);
  return true;
}

const matches = (shortcut: Shortcut | undefined, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey'>) =>
  shortcut !== undefined &&
  shortcut.key === event.key &&
  Boolean(shortcut.shift) === event.shiftKey &&
  Boolean(shortcut.ctrl) === event.ctrlKey;

/**
 * The page-wide command a key press means in the section's state: the one
 * whose shortcut it is (F5 is Debug until paused, then Continue), if enabled.
 * Null when the key is not a shortcut; `handled` when it is one but nothing is
 * enabled (the browser's own meaning, like F5's reload, is still suppressed).
 */
export function commandForKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey'>,
  section: SectionState,
): PlainCommandId | 'handled' | null {
  const ids = (Object.keys(COMMANDS) as CommandId[]).filter((id) => {
    const spec: CommandSpec<never> = COMMANDS[id];
    return spec.scope === 'page' && matches(spec.shortcut, event) && (spec.shortcutWhen?.(section) ?? true);
  });
  if (ids.length === 0) return null;
  // Page-scoped shortcuts belong to commands that take nothing but the section.
  return (ids.find((id) => isEnabled(id, section)) as PlainCommandId | undefined) ?? 'handled';
}

/** The button's test id (docs/testids.md): the command's name in kebab case. */
export const testIdOf = (id: CommandId) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A command with a button takes nothing but the section. */
export const isPlain = (id: CommandId): id is PlainCommandId =>
  (COMMANDS[id] as CommandSpec<never>).label !== undefined;

/** The commands a course page may send, by their protocol name. */
export function commandForEmbed(name: string): CommandId | null {
  const found = (Object.keys(COMMANDS) as CommandId[]).find((id) => COMMANDS[id].embed === name);
  return found ?? null;
}

/** Each distinct shortcut's help line, in the registry's order: the page's key list. */
export function shortcutHelp(): TextKey[] {
  return [...new Set(Object.values(COMMANDS).flatMap((spec) => (spec.shortcutHelp ? [spec.shortcutHelp] : [])))];
}
