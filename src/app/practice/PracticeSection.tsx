import { useEffect, useRef } from 'react';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import { SERVER_MODES } from '../../mcp/server/modes.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { startPractice } from './practice.ts';
import { type PracticeState, practiceActions, usePractice } from './store.ts';
import { PRACTICE_TEXT } from './text.ts';
import './practice.css';

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

function EventRow({ event }: { event: PracticeEvent }) {
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
    case 'rpc': {
      const message = event.message as { method?: string; id?: unknown; error?: { code: number; message: string } };
      return (
        <li className="pe pe-rpc" data-kind="rpc" data-direction={event.direction}>
          <code>
            {event.direction === 'send' ? tp('pe_toDocs') : tp('pe_toHost')}{' '}
            {message.method ??
              (message.error
                ? tp('pe_error', { code: message.error.code, message: message.error.message })
                : tp('pe_result'))}
            {message.id !== undefined ? ` #${String(message.id)}` : ''}
          </code>
        </li>
      );
    }
  }
}

function ApprovalDialog() {
  const tp = useTextOf(PRACTICE_TEXT);
  const pending = usePractice((state) => state.pending);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (pending && !element.open) element.showModal?.();
    if (!pending && element.open) element.close();
  }, [pending]);
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
export function PracticeSection() {
  const t = useText();
  const tp = useTextOf(PRACTICE_TEXT);
  const { mode, status, events, summary, failure } = usePractice();
  const busy = status === 'loading' || status === 'running';
  return (
    <section className="function-section practice" data-testid="practice" data-status={status}>
      <h2>{tp('practiceTitle')}</h2>
      <p className="about">{tp('practiceBody')}</p>
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
      {failure ? (
        <p className="failure" role="alert" data-testid="practice-failure">
          {t('runFailed', { detail: failure })}
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
      <ApprovalDialog />
      {events.length > 0 ? (
        <section className="panel">
          <h3>{tp('practiceTimeline')}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard. */}
          <ol className="practice-events" data-testid="practice-timeline" tabIndex={0}>
            {events.map((event, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at the end.
              <EventRow key={index} event={event} />
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
