/**
 * The Practice timeline's rows: host events as they are, and each JSON-RPC
 * request paired with its response (matched by id, as the MCP Inspector's
 * History shows them), so a student opens one row and reads what was asked
 * and what came back. Notifications, and responses to nothing seen, stand
 * alone. Pure.
 */

import type { HostEvent } from '../../mcp/host/host.ts';
import type { PracticeEvent, RpcEvent } from '../../mcp/host/session.ts';

type Message = { id?: string | number; method?: string; params?: unknown; result?: unknown; error?: unknown };

export type RpcPair = {
  kind: 'rpc-pair';
  /** Who asked: `send` is the host asking the docs server. */
  direction: RpcEvent['direction'];
  method: string | null;
  id: string | number | null;
  request: unknown;
  /** Null while the answer has not come (or never does). */
  response: unknown | null;
  failed: boolean;
};

export type TimelineItem = { kind: 'host'; event: HostEvent } | RpcPair;

const asMessage = (message: unknown) => (message ?? {}) as Message;

export function timelineItems(events: readonly PracticeEvent[]): TimelineItem[] {
  const items: TimelineItem[] = [];
  const open = new Map<string, RpcPair>();
  for (const event of events) {
    if (event.kind !== 'rpc') {
      items.push({ kind: 'host', event });
      continue;
    }
    const message = asMessage(event.message);
    const isRequest = typeof message.method === 'string';
    const key = (direction: string) => `${direction}:${String(message.id)}`;
    if (!isRequest && message.id !== undefined) {
      // A response travels the other way from its request.
      const asked = open.get(key(event.direction === 'send' ? 'receive' : 'send'));
      if (asked) {
        asked.response = event.message;
        asked.failed = message.error !== undefined;
        open.delete(key(event.direction === 'send' ? 'receive' : 'send'));
        continue;
      }
    }
    const pair: RpcPair = {
      kind: 'rpc-pair',
      direction: event.direction,
      method: message.method ?? null,
      id: message.id ?? null,
      request: event.message,
      response: null,
      failed: !isRequest && message.error !== undefined,
    };
    items.push(pair);
    if (isRequest && message.id !== undefined) open.set(key(event.direction), pair);
  }
  return items;
}

/** For a tools/call: the tool name and the arguments the server receives (the lesson's point: the real name). */
export function callOf(pair: RpcPair): { name: string; arguments: unknown } | null {
  if (pair.method !== 'tools/call') return null;
  const params = asMessage(pair.request).params as { name?: unknown; arguments?: unknown } | undefined;
  return typeof params?.name === 'string' ? { name: params.name, arguments: params.arguments } : null;
}
