import type { FunctionId } from '../../scenarios/functions.ts';
import { useText } from '../i18n/useText.ts';
import { useSection } from '../state/selectors.ts';
import { COMMANDS, dispatch, invalidCustom, isEnabled, type PlainCommandId, testIdOf } from './commands.ts';

/** A toolbar button for a command of the registry: its label, its shortcut as the tooltip, enabled when it can run. */
export function CommandButton({
  fn,
  id,
  primary = false,
  iconOnly = false,
}: {
  fn: FunctionId;
  id: PlainCommandId;
  primary?: boolean;
  /** The timeline's small buttons: the icon, with the label as the accessible name and the tooltip. */
  iconOnly?: boolean;
}) {
  const t = useText();
  const spec: (typeof COMMANDS)[PlainCommandId] = COMMANDS[id];
  const { enabled, invalid } = useSection(fn, (section) => ({
    enabled: isEnabled(id, section),
    invalid: invalidCustom(section),
  }));
  const help = spec.shortcutHelp;
  // Run and Debug explain why they are off while the custom data is invalid.
  const label = spec.label ? t(spec.label) : '';
  const title =
    invalid && (id === 'run' || id === 'debug')
      ? t('customInvalidReason')
      : help
        ? t(help)
        : iconOnly
          ? label
          : undefined;
  return (
    <button
      type="button"
      data-testid={testIdOf(id)}
      className={primary ? 'primary' : iconOnly ? 'icon' : undefined}
      title={title}
      aria-label={iconOnly ? label : undefined}
      disabled={!enabled}
      onClick={() => dispatch(id, fn)}
    >
      {iconOnly ? (
        <span aria-hidden="true">{spec.icon}</span>
      ) : (
        <>
          <span aria-hidden="true">{spec.icon}</span> {label}
        </>
      )}
    </button>
  );
}
