/** The practice's timeline: the host's events and each JSON-RPC request paired with its response, in order. */
import { forwardRef, useMemo } from 'react';
import type { HostEvent } from '../../mcp/host/host.ts';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import { useTextOf } from '../i18n/useText.ts';
import { Said } from './Said.tsx';
import { PRACTICE_TEXT } from './text.ts';
import { callOf, type RpcPair, timelineItems } from './timeline.ts';

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
          {event.systemReused ? tp('pe_systemReused') : tp('pe_systemRebuilt')}
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
          {tp('pe_host')} <code>{String(event.tool)}</code> {tp('pe_onServer', { server: event.server })} →{' '}
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
    case 'late_work':
      return (
        <li className="pe pe-late" data-kind="late_work" data-testid="late-work">
          {tp('pe_lateWork', { tool: event.tool, outcome: event.outcome })}
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

/** Focusable (the approval dialog gives it the focus back when it closes, scrollable from the keyboard). */
export const PracticeTimeline = forwardRef<HTMLOListElement, { events: PracticeEvent[] }>(function PracticeTimeline(
  { events },
  ref,
) {
  const tp = useTextOf(PRACTICE_TEXT);
  const items = useMemo(() => timelineItems(events), [events]);
  return (
    <section className="panel">
      <h3>{tp('practiceTimeline')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard. */}
      <ol className="practice-events" data-testid="practice-timeline" tabIndex={0} ref={ref}>
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
  );
});
