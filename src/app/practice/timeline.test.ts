import { describe, expect, it } from 'vitest';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import { callOf, timelineItems } from './timeline.ts';

const rpc = (direction: 'send' | 'receive', message: object): PracticeEvent =>
  ({ kind: 'rpc', direction, message }) as PracticeEvent;

describe('the practice timeline', () => {
  it('pairs each request with its response by id, and leaves notifications alone', () => {
    const items = timelineItems([
      rpc('send', { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }),
      rpc('receive', { jsonrpc: '2.0', id: 1, result: { protocolVersion: 'x' } }),
      rpc('send', { jsonrpc: '2.0', method: 'notifications/initialized' }),
      rpc('send', {
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'search.docs', arguments: { query: 'q' } },
      }),
      { kind: 'pool', n: 1, names: ['a'] },
      rpc('receive', { jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'bad' } }),
    ]);
    expect(items.map((i) => (i.kind === 'host' ? i.event.kind : `${i.method}${i.response ? ' ⇄' : ''}`))).toEqual([
      'initialize ⇄',
      'notifications/initialized',
      'tools/call ⇄',
      'pool',
    ]);
    const call = items[2];
    if (call?.kind !== 'rpc-pair') throw new Error('not a pair');
    expect(call.failed).toBe(true);
    expect(callOf(call)).toEqual({ name: 'search.docs', arguments: { query: 'q' } });
  });

  it('a response to a request never seen stands on its own row', () => {
    const items = timelineItems([rpc('receive', { jsonrpc: '2.0', id: 9, result: {} })]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'rpc-pair', method: null, id: 9 });
  });
});
