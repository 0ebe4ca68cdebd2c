/**
 * What a Practice run shows, as the facts its questions ask about: read from the run's own events (the host's and
 * the JSON-RPC messages) and, on the SDK path, its HTTP log. Pure; the page reads the student's run with it, the
 * test a run it makes itself.
 */
import type { PracticeEvent } from '../mcp/host/session.ts';
import type { HttpCall } from '../mcp/sdk/messagesApi.ts';
import type { PracticeFact } from './schema.ts';

export type PracticeRun = { events: readonly PracticeEvent[]; http: readonly Pick<HttpCall, 'retry'>[] };

/** Whether the run is the one a question asks about: its model path, and every approval answered as asked. */
export function runMatches(run: PracticeRun, asked: { model: 'fixed' | 'sdk'; approve: boolean }): boolean {
  const approvals = run.events.filter((event) => event.kind === 'approval');
  const viaSdk = run.http.length > 0;
  return (
    viaSdk === (asked.model === 'sdk') &&
    approvals.length > 0 &&
    approvals.every((event) => event.approved === asked.approve) &&
    run.events.some((event) => event.kind === 'answer')
  );
}

export function practiceFact(run: PracticeRun, fact: PracticeFact): unknown {
  const requests = run.events.flatMap((event) => (event.kind === 'request' ? [event] : []));
  switch (fact) {
    case 'modelRequests':
      return requests.length;
    case 'toolsCalls':
      return run.events.filter(
        (event) =>
          event.kind === 'rpc' &&
          event.direction === 'send' &&
          (event.message as { method?: unknown }).method === 'tools/call',
      ).length;
    case 'firstRequestTools':
      return requests[0]?.tools ?? [];
    case 'systemReused':
      return requests.filter((request) => request.systemReused).length;
    case 'httpCalls':
      return run.http.length;
    case 'resent':
      return run.http.filter((call) => call.retry > 0).length;
  }
}
