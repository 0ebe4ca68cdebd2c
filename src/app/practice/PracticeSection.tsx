import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HostEvent } from '../../mcp/host/host.ts';
import type { HttpCall } from '../../mcp/sdk/messagesApi.ts';
import { SERVER_MODES } from '../../mcp/server/modes.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { usePredictOn } from '../predict/enabled.tsx';
import { REAL_SERVER_TEXT } from '../shared/RealServer/realServer.ts';
import { ServerUrlField } from '../shared/RealServer/ServerUrlField.tsx';
import { Ticked } from '../shared/Ticked.tsx';
import { callOwnTool, startPractice } from './practice.ts';
import {
  DEFAULT_SERVER_URL,
  type PracticeModel,
  type PracticeState,
  type PracticeTransport,
  practiceActions,
  usePractice,
} from './store.ts';
import { PRACTICE_TEXT } from './text.ts';
import { callOf, type RpcPair, timelineItems } from './timeline.ts';
import './practice.css';

const TRANSPORTS: PracticeTransport[] = ['memory', 'http'];
const MODELS: PracticeModel[] = ['fixed', 'sdk'];
const MODES = SERVER_MODES.filter((mode): mode is PracticeState['mode'] => mode !== 'delayed');

/**
 * What the tools returned and the model said: data in the lesson's language (the stand-in model and the docs
 * server write Chinese), marked as such, so an English page reads it as quoted output, not as its own words.
 */
function Said({ text }: { text: string }) {
  return (
    <samp className="said" lang="zh-CN">
      {text}
    </samp>
  );
}

function EventRow({ event }: { event: HostEvent }) {
  const tp = useTextOf(PRACTICE_TEXT);
  switch (event.kind) {
    case 'request':
      return (
        <li className="pe pe-request" data-kind="request">
          <strong>
            {tp('modelRequest')} {event.n}
          </strong>{' '}
          · {tp('pe_snapshot')}: <code>{event.tools.join(', ')}</code> ·{' '}
          {event.systemReused ? (
            tp('pe_systemReused')
          ) : (
            <>
              {tp('pe_systemRebuilt')} (<code>reused: false</code>)
            </>
          )}
        </li>
      );
    case 'tool_use':
      return (
        <li className="pe pe-tool" data-kind="tool_use">
          {tp('pe_model')} <code>{event.name}</code> <code>{JSON.stringify(event.input)}</code> [{event.id}]
        </li>
      );
    case 'approval':
      return (
        <li className="pe pe-approval" data-kind="approval">
          {tp('pe_host')} <code>{String(event.tool)}</code> @ {event.server} →{' '}
          <strong>{event.approved ? tp('allow') : tp('deny')}</strong>
        </li>
      );
    case 'tool_result':
      return (
        <li className={event.is_error ? 'pe pe-result is-error' : 'pe pe-result'} data-kind="tool_result">
          <code>tool_result</code> [{event.id}] <Said text={event.content} />
        </li>
      );
    case 'pool':
      return (
        <li className="pe pe-pool" data-kind="pool">
          {tp('pe_pool')} <code>{event.names.join(', ')}</code>
        </li>
      );
    case 'answer':
      return (
        <li className="pe pe-answer" data-kind="answer">
          {tp('finalAnswer')}: <Said text={event.text} />
        </li>
      );
  }
}

/**
 * A JSON-RPC request and its response in one row, opened to read both as JSON. The summary line names a
 * tools/call's tool and arguments: the docs server receives the real name (search.docs), never the alias.
 */
function RpcRow({ pair }: { pair: RpcPair }) {
  const tp = useTextOf(PRACTICE_TEXT);
  const call = callOf(pair);
  const id = pair.id === null ? '' : ` #${String(pair.id)}`;
  const error = (pair.response as { error?: { code: number; message: string } } | null)?.error;
  const answer =
    pair.response === null
      ? ''
      : error
        ? tp('pe_error', { code: error.code, message: error.message })
        : tp('pe_answered');
  return (
    <li
      className="pe pe-rpc"
      data-kind="rpc"
      data-testid="rpc-pair"
      data-method={pair.method ?? ''}
      data-direction={pair.direction}
      data-answered={pair.response !== null}
    >
      <details>
        <summary>
          <code>
            {pair.direction === 'send' ? tp('pe_toDocs') : tp('pe_toHost')} {pair.method ?? tp('pe_result')}
            {id}
          </code>
          {call ? (
            <>
              {' '}
              · <code data-testid="rpc-call">{`${call.name} ${JSON.stringify(call.arguments)}`}</code>
            </>
          ) : null}
          {answer ? ` · ${answer}` : ''}
        </summary>
        <div className="rpc-bodies">
          <h4>{pair.method === null ? tp('pe_message') : tp('pe_request')}</h4>
          <pre data-testid="rpc-request">{JSON.stringify(pair.request, null, 2)}</pre>
          {pair.response !== null ? (
            <>
              <h4>{tp('pe_response')}</h4>
              <pre data-testid="rpc-response">{JSON.stringify(pair.response, null, 2)}</pre>
            </>
          ) : null}
        </div>
      </details>
    </li>
  );
}

function ApprovalDialog({ returnFocus }: { returnFocus: () => void }) {
  const tp = useTextOf(PRACTICE_TEXT);
  const pending = usePractice((state) => state.pending);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal?.();
    if (!pending && element.open) {
      element.close();
      // The control that opened the dialog is disabled while the run goes on: focus goes to what it produced.
      returnFocus();
    }
  }, [pending, returnFocus]);
  const call = (pending?.call ?? {}) as { name?: unknown; input?: unknown };
  return (
    <dialog
      ref={dialog}
      className="approval"
      data-testid="approval-dialog"
      onCancel={(event) => {
        // Escape means no: the host never lets a call through by default.
        event.preventDefault();
        pending?.decide(false);
      }}
    >
      {pending ? (
        <>
          <h3>{tp('approvalTitle')}</h3>
          <p>{tp('approvalBody', { server: pending.server, tool: String(call.name) })}</p>
          <pre>{JSON.stringify(call.input, null, 2)}</pre>
          <div className="approval-buttons">
            <button type="button" data-testid="approve-deny" onClick={() => pending.decide(false)}>
              {tp('deny')}
            </button>
            <button type="button" className="primary" data-testid="approve-allow" onClick={() => pending.decide(true)}>
              {tp('allow')}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

/** The practice loop live in the page: pick the service's behaviour, start, decide approvals, read the timeline and counts. */
// Predict mode's Practice questions: their own chunk, loaded while Predict is on.
const PracticeQuestions = lazy(() =>
  import('../predict/PracticeQuestions.tsx').then((m) => ({ default: m.PracticeQuestions })),
);

export function PracticeSection() {
  const t = useText();
  const tp = useTextOf(PRACTICE_TEXT);
  const ts = useTextOf(REAL_SERVER_TEXT);
  const { mode, transport, serverUrl, model, http, status, events, summary, failure, own } = usePractice();
  const predict = usePredictOn((state) => state.on);
  const busy = status === 'loading' || status === 'running' || own.status === 'running';
  const items = useMemo(() => timelineItems(events), [events]);
  const timeline = useRef<HTMLOListElement>(null);
  const returnFocus = useCallback(() => timeline.current?.focus(), []);
  return (
    <section id="practice" className="function-section practice" data-testid="practice" data-status={status}>
      <h2>{tp('practiceTitle')}</h2>
      <p className="about">{tp('practiceBody')}</p>
      {predict ? (
        <Suspense fallback={null}>
          <PracticeQuestions />
        </Suspense>
      ) : null}
      <div className="toolbar">
        <label className="picker">
          <span>{tp('practiceMode')}</span>
          <select
            data-testid="practice-mode"
            value={mode}
            disabled={busy}
            onChange={(event) => practiceActions.setMode(event.target.value as PracticeState['mode'])}
          >
            {MODES.map((m) => (
              <option key={m} value={m}>
                {tp(`mode_${m}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="picker">
          <span>{tp('practiceModel')}</span>
          <select
            data-testid="practice-model"
            value={model}
            disabled={busy}
            onChange={(event) => practiceActions.setModel(event.target.value as PracticeModel)}
          >
            {MODELS.map((kind) => (
              <option key={kind} value={kind}>
                {tp(`model_${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="picker">
          <span>{tp('practiceTransport')}</span>
          <select
            data-testid="practice-transport"
            value={transport}
            disabled={busy}
            onChange={(event) => practiceActions.setTransport(event.target.value as PracticeTransport)}
          >
            {TRANSPORTS.map((kind) => (
              <option key={kind} value={kind}>
                {tp(`transport_${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {transport === 'http' ? (
          <ServerUrlField
            testId="practice-url"
            value={serverUrl}
            disabled={busy}
            onChange={practiceActions.setServerUrl}
          />
        ) : null}
        <button
          type="button"
          className="primary"
          data-testid="practice-start"
          disabled={busy}
          onClick={() => void startPractice()}
        >
          ▶ {tp('practiceStart')}
        </button>
        <span className="status" data-testid="practice-status" aria-live="polite">
          {status === 'loading'
            ? tp('practiceLoading')
            : status === 'running'
              ? tp('practiceRunning')
              : status === 'done'
                ? tp('practiceDone')
                : ''}
        </span>
      </div>
      {transport === 'http' ? (
        <p className="fineprint">
          <Ticked text={tp('serverUrlHelp', { url: DEFAULT_SERVER_URL })} />
        </p>
      ) : null}
      {failure ? (
        <p className="failure" role="alert" data-testid="practice-failure">
          <Ticked
            text={t('runFailed', { detail: typeof failure === 'string' ? failure : ts(failure.key, failure.values) })}
          />
        </p>
      ) : null}
      {summary ? (
        <dl className="counts" data-testid="practice-summary">
          <div>
            <dt>{tp('modelRequests')}</dt>
            <dd data-testid="practice-requests">{summary.modelRequests}</dd>
          </div>
          <div>
            <dt>{tp('toolsCalls')}</dt>
            <dd data-testid="practice-calls">{summary.toolsCalls}</dd>
          </div>
          {http.length > 0 ? (
            <div>
              <dt>{tp('httpCalls')}</dt>
              <dd data-testid="practice-http-calls">{http.length}</dd>
            </div>
          ) : null}
          <div>
            <dt>{tp('protocolVersion')}</dt>
            <dd data-testid="practice-protocol">{summary.protocolVersion}</dd>
          </div>
        </dl>
      ) : null}
      {summary?.answer ? (
        <p className="answer" data-testid="practice-answer">
          <strong>{tp('finalAnswer')}:</strong> <Said text={summary.answer} />
        </p>
      ) : null}
      <ApprovalDialog returnFocus={returnFocus} />
      {http.length > 0 ? <HttpLog calls={http} /> : null}
      {summary && summary.tools.length > 0 ? <OwnCallPanel tools={summary.tools} busy={busy} /> : null}
      {events.length > 0 ? (
        <section className="panel">
          <h3>{tp('practiceTimeline')}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard. */}
          <ol className="practice-events" data-testid="practice-timeline" tabIndex={0} ref={timeline}>
            {items.map((item, index) =>
              item.kind === 'host' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at the end.
                <EventRow key={index} event={item.event} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at the end.
                <RpcRow key={index} pair={item} />
              ),
            )}
          </ol>
        </section>
      ) : null}
    </section>
  );
}

/** The Anthropic SDK's HTTP calls to the stand-in Messages API: the 529 and the SDK's own resend of that request. */
function HttpLog({ calls }: { calls: HttpCall[] }) {
  const tp = useTextOf(PRACTICE_TEXT);
  return (
    <section className="panel" data-testid="practice-http">
      <h3>{tp('httpTitle')}</h3>
      <p className="fineprint">{tp('httpHelp')}</p>
      <table className="http-log">
        <thead>
          <tr>
            <th scope="col">{tp('httpCall')}</th>
            <th scope="col">{tp('httpStatus')}</th>
            <th scope="col">{tp('httpRetry')}</th>
            <th scope="col">{tp('httpFeedback')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.n} data-testid="http-call" data-status={call.status} data-retry={call.retry}>
              <td>{call.n}</td>
              <td className={call.status === 200 ? undefined : 'is-error'}>{call.status}</td>
              <td>{call.retry}</td>
              <td>
                {call.externalFeedback
                  ? tp('httpFeedbackExternal')
                  : call.toolFeedback
                    ? tp('httpFeedbackYes')
                    : tp('httpFeedbackNo')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * "Call a tool yourself": a form built from the tool's input schema (one field per property), and one extra
 * argument to try what the schema does not have. The call goes through callExternal and the approval dialog,
 * as the model's do, so an argument the adapter refuses is refused before any tools/call.
 */
function OwnCallPanel({ tools, busy }: { tools: { name: string; properties: string[] }[]; busy: boolean }) {
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
