import { useState } from 'react';
import { useTextOf } from '../i18n/useText.ts';
import { REAL_SERVER_TEXT } from '../shared/RealServer/realServer.ts';
import { usePractice } from '../state/practice.ts';
import { callOwnTool } from './practice.ts';
import { PRACTICE_TEXT } from './text.ts';

/**
 * "Call a tool yourself": a form built from the tool's input schema (one field per property), and one extra
 * argument to try what the schema does not have. The call goes through callExternal and the approval dialog,
 * as the model's do, so an argument the adapter refuses is refused before any tools/call.
 */
export function OwnCallPanel({ tools, busy }: { tools: { name: string; properties: string[] }[]; busy: boolean }) {
  const tp = useTextOf(PRACTICE_TEXT);
  const ts = useTextOf(REAL_SERVER_TEXT);
  const own = usePractice((state) => state.own);
  const [name, setName] = useState(tools[0]?.name ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [extra, setExtra] = useState({ key: '', value: '' });
  const tool = tools.find((t) => t.name === name) ?? tools[0];
  const input = () => {
    const args: Record<string, string> = {};
    for (const property of tool?.properties ?? []) args[property] = values[property] ?? '';
    if (extra.key.trim() !== '') args[extra.key.trim()] = extra.value;
    return args;
  };
  return (
    <section className="panel own-call" data-testid="own-call">
      <h3>{tp('ownTitle')}</h3>
      <p className="fineprint">{tp('ownHelp')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (tool) void callOwnTool(tool.name, input());
        }}
      >
        <label className="own-field">
          <span>{tp('ownTool')}</span>
          <select data-testid="own-tool" value={tool?.name ?? ''} onChange={(event) => setName(event.target.value)}>
            {tools.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        {(tool?.properties ?? []).map((property) => (
          <label className="own-field" key={property}>
            <code>{property}</code>
            <input
              data-testid={`own-arg-${property}`}
              value={values[property] ?? ''}
              onChange={(event) => setValues({ ...values, [property]: event.target.value })}
            />
          </label>
        ))}
        <fieldset className="own-extra">
          <legend>{tp('ownExtra')}</legend>
          <input
            data-testid="own-extra-key"
            aria-label={tp('ownExtraKey')}
            placeholder={tp('ownExtraKey')}
            value={extra.key}
            onChange={(event) => setExtra({ ...extra, key: event.target.value })}
          />
          <input
            data-testid="own-extra-value"
            aria-label={tp('ownExtraValue')}
            placeholder={tp('ownExtraValue')}
            value={extra.value}
            onChange={(event) => setExtra({ ...extra, value: event.target.value })}
          />
        </fieldset>
        <button type="submit" className="primary" data-testid="own-run" disabled={busy || !tool}>
          {tp('ownRun')}
        </button>
      </form>
      {own.status === 'done' ? (
        <div data-testid="own-result">
          <p data-testid="own-count" data-count={own.toolsCalls}>
            {tp('ownCount', { n: own.toolsCalls })}
          </p>
          <pre>{JSON.stringify(own.envelope, null, 2)}</pre>
        </div>
      ) : own.status === 'failed' ? (
        <p className="failure" role="alert">
          {typeof own.failure === 'string' ? own.failure : ts(own.failure.key, own.failure.values)}
        </p>
      ) : null}
    </section>
  );
}
