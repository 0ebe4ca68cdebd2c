/**
 * What the app's unit tests ask of the playground, in the page's terms rather than its store's shape (as Excalidraw's
 * tests go through `API.getElement`): a section, where its debugger is paused, its trace, a command's shortcut and
 * embed name. A change of the store's shape is mended here once, not in every test that reads it.
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import type { Trace } from '../../tracer/format.ts';
import { COMMANDS, type CommandId } from '../debugger/commands.ts';
import { cursorOf, type SectionState, usePlayground } from '../state/playground.ts';

export const sectionOf = (fn: FunctionId): SectionState => usePlayground.getState().sections[fn];

/** The step the section's debugger is paused at (0-based), or null when it is not paused. */
export const pausedAt = (fn: FunctionId): number | null => cursorOf(sectionOf(fn))?.position ?? null;

/** The trace the section's debugger is paused in, or null. */
export const pausedTrace = (fn: FunctionId): Trace | null => cursorOf(sectionOf(fn))?.trace ?? null;

type Described = { shortcut?: { key: string; shift?: boolean; ctrl?: boolean }; embed?: string };
const described = (id: CommandId) => COMMANDS[id] as Described;

/** A command's shortcut as a person writes it (`Ctrl+Shift+F5`), or null. */
export function shortcutOf(id: CommandId): string | null {
  const shortcut = described(id).shortcut;
  return shortcut ? `${shortcut.ctrl ? 'Ctrl+' : ''}${shortcut.shift ? 'Shift+' : ''}${shortcut.key}` : null;
}

/** The name a course page sends for the command (docs/embed.md), or null. */
export const embedNameOf = (id: CommandId): string | null => described(id).embed ?? null;
