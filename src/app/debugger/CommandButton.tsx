import type { FunctionId } from '../../scenarios/functions.ts';
import { useText } from '../i18n/useText.ts';
import { useSection } from '../state/selectors.ts';
import { COMMANDS, dispatch, invalidCustom, isEnabled, type PlainCommandId, testIdOf } from './commands.ts';

/** A toolbar button for a command of the registry: its label, its shortcut as the tooltip, enabled when it can run. */
export function CommandButton({ fn, id, primary = false }: { fn: FunctionId; id: PlainCommandId; primary?: boolean }) {
  const t = useText();
  const spec: (typeof COMMANDS)[PlainCommandId] = COMMANDS[id];
  const { enabled, invalid } = useSection(fn, (section) => ({
    enabled: isEnabled(id, section),
    invalid: invalidCustom(section),
  }));
  const help = spec.shortcutHelp;
  // Run and Debug explain why they are off while the custom data is invalid.
  const title = invalid && (id === 'run' || id === 'debug') ? t('customInvalidReason') : help ? t(help) : undefined;
  return (
    <button
      type="button"
      data-testid={testIdOf(id)}
      className={primary ? 'primary' : undefined}
      title={title}
      disabled={!enabled}
      onClick={() => dispatch(id, fn)}
    >
      {spec.icon} {spec.label ? t(spec.label) : null}
    </button>
  );
}
