/**
 * What a Practice run shows, as the facts its questions ask about: read from the run's own events (the host's and
 * the JSON-RPC messages), on the SDK path its HTTP log, and for the four verify paths their rows. Pure; the page
 * reads the student's run with it, the test a run it makes itself.
 */
import type { PracticeEvent } from '../mcp/host/session.ts';
import type { HttpCall } from '../mcp/sdk/messagesApi.ts';
import type { PracticeFact, PracticeRunSpec } from './schema.ts';

/** The four verify paths side by side, in the lesson's order: approved, denied, business error, bad catalog. */
export type PathRow = { modelRequests: number; toolsCalls: number };

/** A run of the loop as it was set up (its model path and the server's mode) and what it did; or the four paths. */
export type PracticeRun =
  | {
      kind: 'loop';
      model: 'fixed' | 'sdk' | 'eager';
      mode: string;
      events: readonly PracticeEvent[];
      http: readonly Pick<HttpCall, 'retry'>[];
    }
  | { kind: 'paths'; rows: readonly PathRow[] };

/** Whether the run is the one a question asks about: its kind, model path and mode, every approval as asked. */
export function runMatches(run: PracticeRun, asked: PracticeRunSpec): boolean {
  if (run.kind === 'paths' || asked.kind === 'paths') return run.kind === asked.kind;
  const approvals = run.events.filter((event) => event.kind === 'approval');
  return (
    run.model === asked.model &&
    run.mode === asked.mode &&
    approvals.every((event) => event.approved === asked.approve) &&
    run.events.some((event) => event.kind === 'answer')
  );
}

/** The docs search as the model calls it (its alias in the pool). */
const SEARCH = 'mcp__docs__search_docs';

const sent = (events: readonly PracticeEvent[]) =>
  events.flatMap((event) => (event.kind === 'rpc' && event.direction === 'send' ? [event.message] : [])) as {
    method?: unknown;
  }[];

export function practiceFact(run: PracticeRun, fact: PracticeFact): unknown {
  if (run.kind === 'paths') {
    if (fact === 'pathModelRequests') return run.rows.map((row) => row.modelRequests);
    if (fact === 'pathToolsCalls') return run.rows.map((row) => row.toolsCalls);
    return undefined;
  }
  const requests = run.events.flatMap((event) => (event.kind === 'request' ? [event] : []));
  switch (fact) {
    case 'modelRequests':
      return requests.length;
    case 'toolsCalls':
      return sent(run.events).filter((message) => message.method === 'tools/call').length;
    case 'firstRequestTools':
      return requests[0]?.tools ?? [];
    case 'systemReused':
      return requests.filter((request) => request.systemReused).length;
    case 'httpCalls':
      return run.http.length;
    case 'resent':
      return run.http.filter((call) => call.retry > 0).length;
    case 'firstServerRequest':
      return sent(run.events).find((message) => typeof message.method === 'string')?.method ?? null;
    case 'loadDocsInput':
      return (
        run.events.find((event) => event.kind === 'tool_use' && event.name === 'load_docs_tools') as
          | { input: unknown }
          | undefined
      )?.input;
    case 'searchAnswered': {
      const search = run.events.find((event) => event.kind === 'tool_use' && event.name === SEARCH) as
        | { id: string }
        | undefined;
      const result = run.events.find((event) => event.kind === 'tool_result' && event.id === search?.id) as
        | { is_error: boolean }
        | undefined;
      return search && result ? !result.is_error : null;
    }
    case 'serverCompletedLate':
      return run.events.some((event) => event.kind === 'late_work' && event.clientCancelled);
    default:
      return undefined;
  }
}
