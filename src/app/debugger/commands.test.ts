import { beforeEach, describe, expect, it } from 'vitest';
import { COMMAND, parseIncoming } from '../embed/protocol.ts';
import { actions } from '../state/playground.ts';
import { embedNameOf, pausedAt, pausedTrace, sectionOf, shortcutOf } from '../testing/playground.ts';
import { COMMAND_NAMES, SIMPLE_COMMANDS } from './commandNames.ts';
import { COMMANDS, type CommandId, commandForEmbed, commandForKey, dispatch, isEnabled } from './commands.ts';
import { debug } from './runs.ts';
import { debuggerActions } from './transitions.ts';

const fn = 'call_external' as const;
const section = () => sectionOf(fn);
const key = (key: string, mods: { shift?: boolean; ctrl?: boolean } = {}) => ({
  key,
  shiftKey: Boolean(mods.shift),
  ctrlKey: Boolean(mods.ctrl),
});

beforeEach(() => actions.resetAll());

describe('one registry for buttons, keys and the embed', () => {
  it('F5 means Debug until paused, then Continue; at the last step it is taken but does nothing', async () => {
    expect(commandForKey(key('F5'), section())).toBe('debug');
    await debug(fn);
    debuggerActions.restart(fn);
    debuggerActions.seek(fn, 0);
    expect(commandForKey(key('F5'), section())).toBe('continue');
    debuggerActions.seek(fn, Number.MAX_SAFE_INTEGER);
    expect(commandForKey(key('F5'), section())).toBe('handled');
  });

  it('modifiers are exact: F10 steps over, F11 into, Shift+F11 out, Shift+F10 back, Ctrl+Shift+F5 restarts, Ctrl+F5 is not a shortcut', async () => {
    await debug(fn);
    debuggerActions.seek(fn, 3);
    expect(commandForKey(key('F10'), section())).toBe('stepOver');
    expect(commandForKey(key('F11'), section())).toBe('stepInto');
    expect(commandForKey(key('F11', { shift: true }), section())).toBe('stepOut');
    expect(commandForKey(key('F10', { shift: true }), section())).toBe('stepBack');
    expect(commandForKey(key('F5', { ctrl: true, shift: true }), section())).toBe('restart');
    expect(commandForKey(key('F5', { ctrl: true }), section())).toBeNull();
    // F9 belongs to the code view (the cursor's line), not to the page.
    expect(commandForKey(key('F9'), section())).toBeNull();
  });

  it('no two enabled commands share a key, in any state of a debugged trace (excalidraw refuses such a key at run time)', async () => {
    const shortcuts = (Object.keys(COMMANDS) as CommandId[]).flatMap((id) => {
      const combo = shortcutOf(id);
      return combo ? [[id, combo] as const] : [];
    });
    const clashes = (where: string) => {
      const now = section();
      const taken = new Map<string, CommandId[]>();
      for (const [id, combo] of shortcuts) {
        const when = (COMMANDS[id] as { shortcutWhen?: (s: typeof now) => boolean }).shortcutWhen;
        if (isEnabled(id, now) && (when?.(now) ?? true)) taken.set(combo, [...(taken.get(combo) ?? []), id]);
      }
      return [...taken]
        .filter(([, ids]) => ids.length > 1)
        .map(([combo, ids]) => `${where}: ${combo} → ${ids.join(', ')}`);
    };
    const found = clashes('idle');
    await debug(fn);
    const last = (pausedTrace(fn)?.steps.length ?? 1) - 1;
    expect(last).toBeGreaterThan(5);
    for (let position = 0; position <= last; position++) {
      debuggerActions.seek(fn, position);
      found.push(...clashes(`step ${position + 1}`));
    }
    expect(found).toEqual([]);
  });

  it('a disabled command does nothing when dispatched, from any source', async () => {
    expect(isEnabled('stepOver', section())).toBe(false);
    expect(dispatch('stepOver', fn)).toBe(false);
    await debug(fn);
    debuggerActions.seek(fn, 0);
    expect(dispatch('stepBack', fn)).toBe(false);
    debuggerActions.seek(fn, 2);
    expect(dispatch('stepBack', fn)).toBe(true);
    expect(pausedAt(fn)).toBe(1);
  });

  it('the embed protocol and the registry name the same commands, both ways, and each name parses', () => {
    const registered = (Object.keys(COMMANDS) as CommandId[]).flatMap((id) => embedNameOf(id) ?? []);
    // The protocol's list is the source: a name it admits with no command here, or a command here the protocol
    // does not admit, fails (the type of `embed` already refuses a name the protocol lacks).
    expect([...registered].sort()).toEqual([...COMMAND_NAMES].sort());
    for (const name of COMMAND_NAMES) expect(commandForEmbed(name), name).not.toBeNull();
    // The commands without arguments parse as they are; the others need theirs.
    for (const name of SIMPLE_COMMANDS) {
      expect(parseIncoming({ type: COMMAND, command: name }), name).toEqual({
        kind: 'command',
        command: { command: name },
      });
    }
    expect(parseIncoming({ type: COMMAND, command: 'select-scenario' })).toBeNull();
    expect(parseIncoming({ type: COMMAND, command: 'set-breakpoints' })).toBeNull();
    expect(commandForEmbed('toggle-breakpoint')).toBeNull();
  });
});
