/**
 * The debugger's commands a course page may send through the embed (docs/embed.md): named here, with the commands,
 * so the debugger's registry (commands.ts) names its own; the embed's protocol parses messages against this list.
 */
/** The commands that take nothing but their name: the one list the embed's parser and the registry's `embed` names share. */
export const SIMPLE_COMMANDS = [
  'run',
  'debug',
  'continue',
  'step',
  'step-into',
  'step-out',
  'step-back',
  'restart',
  'first',
  'forward',
  'last',
] as const;
/** Every command name a course page may send (docs/embed.md); commands.ts types its `embed` by it. */
export const COMMAND_NAMES = [...SIMPLE_COMMANDS, 'select-scenario', 'set-breakpoints'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];
