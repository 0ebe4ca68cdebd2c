import { message } from '../../adapter/messages.ts';
import { allFindings } from '../../mcp/check/findings.ts';
import type { CheckReport } from '../../mcp/check/judge.ts';
import type { Finding } from '../../mcp/check/rules.ts';
import { findingText } from '../../mcp/check/text.ts';
import { useTextOf } from '../i18n/useText.ts';
import { REAL_SERVER_TEXT } from '../shared/RealServer/realServer.ts';
import { ServerUrlField } from '../shared/RealServer/ServerUrlField.tsx';
import { Ticked } from '../shared/Ticked.tsx';
import { usePlayground } from '../state/playground.ts';
import { useYourServer, yourServerActions } from './store.ts';
import { YOUR_SERVER_TEXT } from './text.ts';
import './yourServer.css';

/** The SDK, its HTTP transport and the checks load with the first check, not with the page. */
const load = () => import('./yourServer.ts');

/** Each rule a tool (or the catalog, or the pool) breaks: the lesson's code, what is wrong, the fix. */
function Findings({ findings }: { findings: readonly Finding[] }) {
  const tt = useTextOf(YOUR_SERVER_TEXT);
  const locale = usePlayground((state) => state.locale);
  if (findings.length === 0) return null;
  return (
    <ul className="findings">
      {findings.map((finding, index) => {
        const words = findingText(finding, locale);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a report's findings never change order.
          <li key={index} data-testid="finding" data-code={finding.code} data-rule={finding.rule}>
            <code className="finding-code">{finding.code}</code> <Ticked text={words.problem} />
            <br />
            <span className="finding-fix">
              {tt('yourFix')}: <Ticked text={words.fix} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Verdict({ report }: { report: CheckReport }) {
  const tt = useTextOf(YOUR_SERVER_TEXT);
  const locale = usePlayground((state) => state.locale);
  const { adapter } = report;
  if (adapter.accepted)
    return (
      <p className="verdict is-accepted" data-testid="your-verdict" data-accepted="true">
        ✔ {tt('yourAcceptedAll', { names: adapter.definitions.join(', ') })}
      </p>
    );
  return (
    <p className="verdict is-refused" data-testid="your-verdict" data-accepted="false" data-code={adapter.code ?? ''}>
      ✘{' '}
      {tt('yourRefusedBy', {
        step: adapter.step,
        code: adapter.code ?? '-',
        message: adapter.code ? message(adapter.code, locale) : adapter.message,
      })}{' '}
      {tt('yourBroken', { count: allFindings(report).length })}
    </p>
  );
}

/** The lesson's own service in its modes (docs/mcp.md): one running `serve:docs` answers each by its address. */
const EXAMPLES = [
  { label: 'normal', url: 'http://127.0.0.1:3920/mcp' },
  { label: 'bad-catalog', url: 'http://127.0.0.1:3920/mcp?mode=bad-catalog' },
] as const;

/** "Your server": a loopback MCP server's catalog, judged by the lesson's rules, and handed to the debugger. */
export function YourServerSection() {
  const tt = useTextOf(YOUR_SERVER_TEXT);
  const ts = useTextOf(REAL_SERVER_TEXT);
  const { url, status, server, report, failure } = useYourServer();
  const checking = status === 'checking';
  return (
    <section className="function-section your-server" data-testid="your-server" data-status={status}>
      <h2>{tt('yourTitle')}</h2>
      <p className="about">
        <Ticked text={tt('yourBody')} />
      </p>
      <form
        className="toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          void load().then((m) => m.checkYourServer());
        }}
      >
        <ServerUrlField testId="your-url" value={url} disabled={checking} onChange={yourServerActions.setUrl} />
        <button type="submit" className="primary" data-testid="your-check" disabled={checking}>
          {tt('yourCheck')}
        </button>
        <span className="status" aria-live="polite">
          {checking ? tt('yourChecking') : ''}
        </span>
      </form>
      <p className="fineprint your-examples" data-testid="your-examples">
        <Ticked text={tt('yourTry')} />{' '}
        {EXAMPLES.map(({ label, url: example }) => (
          <button
            key={label}
            type="button"
            className="your-example"
            data-testid={`your-example-${label}`}
            disabled={checking}
            onClick={() => {
              yourServerActions.setUrl(example);
              void load().then((m) => m.checkYourServer());
            }}
          >
            {tt(label === 'normal' ? 'yourTryNormal' : 'yourTryBad')}{' '}
            <code>{example.replace(/^http:\/\/[^/]+/, '')}</code>
          </button>
        ))}
      </p>
      {failure ? (
        <p className="failure" role="alert" data-testid="your-failure">
          <Ticked
            text={typeof failure === 'string' ? tt('yourFailed', { detail: failure }) : ts(failure.key, failure.values)}
          />
        </p>
      ) : null}
      {report && server ? (
        <div className="your-report" data-testid="your-report">
          <p className="fineprint">
            {tt('yourServerLine', {
              name: server.name ?? '?',
              version: server.version ?? '',
              protocol: server.protocolVersion ?? '?',
              key: report.server,
            })}
            <br />
            {tt('yourPages')}:{' '}
            {report.pages
              .map((page, index) => tt('yourPage', { n: index + 1, tools: page.tools, bytes: page.bytes ?? '?' }))
              .join(' · ')}
          </p>
          <Verdict report={report} />
          {report.tools.length === 0 ? <p>{tt('yourNoTools')}</p> : null}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard. */}
          <div className="your-tools" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{tt('yourTool')}</th>
                  <th scope="col">{tt('yourAlias')}</th>
                  <th scope="col">{tt('yourVerdict')}</th>
                </tr>
              </thead>
              <tbody>
                {report.tools.map((tool, index) => (
                  <tr
                    // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat (a finding of its own).
                    key={index}
                    data-testid="your-tool"
                    data-name={tool.name}
                    data-accepted={tool.findings.length === 0}
                  >
                    <td>
                      <code>{tool.name}</code>
                      <Findings findings={tool.findings} />
                    </td>
                    <td>
                      <code>{tool.alias}</code>
                    </td>
                    <td className={tool.findings.length === 0 ? 'is-accepted' : 'is-refused'}>
                      {tool.findings.length === 0 ? `✔ ${tt('yourAccepted')}` : `✘ ${tt('yourRefused')}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {report.catalog.length > 0 ? (
            <section className="panel">
              <h3>{tt('yourCatalog')}</h3>
              <Findings findings={report.catalog} />
            </section>
          ) : null}
          {report.pool.length > 0 ? (
            <section className="panel">
              <h3>{tt('yourPool')}</h3>
              <Findings findings={report.pool} />
            </section>
          ) : null}
          <div className="toolbar">
            <button
              type="button"
              data-testid="your-debug-discover"
              onClick={() => void load().then((m) => m.debugYourCatalog('discover_tools'))}
            >
              {tt('yourDebugDiscover')}
            </button>
            <button
              type="button"
              data-testid="your-debug-assemble"
              onClick={() => void load().then((m) => m.debugYourCatalog('assemble_tool_pool'))}
            >
              {tt('yourDebugAssemble')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
