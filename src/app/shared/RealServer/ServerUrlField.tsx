import { useTextOf } from '../../i18n/useText.ts';
import { REAL_SERVER_TEXT } from './realServer.ts';
import './realServer.css';

/** The address of a real MCP server on this machine (Practice, "Your server"). */
export function ServerUrlField({
  testId,
  value,
  disabled,
  onChange,
}: {
  testId: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const ts = useTextOf(REAL_SERVER_TEXT);
  return (
    <label className="picker server-url">
      <span>{ts('serverUrl')}</span>
      <input
        data-testid={testId}
        type="url"
        spellCheck={false}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
