import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIncoming } from './protocol.ts';

describe('the embed protocol accepts exactly its own messages', () => {
  it('takes hello and each command in its exact shape', () => {
    expect(parseIncoming({ type: 'mcp-playground:hello' })).toEqual({ kind: 'hello' });
    for (const command of ['run', 'debug', 'continue', 'step', 'step-back']) {
      expect(parseIncoming({ type: 'mcp-playground:command', command })).toEqual({
        kind: 'command',
        command: { command },
      });
    }
    expect(
      parseIncoming({ type: 'mcp-playground:command', command: 'select-scenario', scenario: 'deny' }),
    ).toMatchObject({
      command: { scenario: 'deny' },
    });
    expect(
      parseIncoming({ type: 'mcp-playground:command', command: 'set-breakpoints', lines: [27, 30] }),
    ).toMatchObject({
      command: { lines: [27, 30] },
    });
  });

  it('refuses extra keys, wrong types, bad lines and unknown commands', () => {
    const refused = [
      { type: 'mcp-playground:command', command: 'step', extra: 1 },
      { type: 'mcp-playground:hello', command: 'debug' },
      { type: 'mcp-playground:command', command: 'explode' },
      { type: 'mcp-playground:command', command: 'set-breakpoints', lines: [0] },
      { type: 'mcp-playground:command', command: 'set-breakpoints', lines: ['27'] },
      { type: 'mcp-playground:command', command: 'set-breakpoints', lines: Array(65).fill(1) },
      { type: 'mcp-playground:command', command: 'select-scenario', scenario: 'x'.repeat(65) },
      { type: 'mcp-playground:command', command: ['debug'] },
      ['mcp-playground:command', 'debug'],
      'debug',
      null,
    ];
    for (const message of refused) expect(parseIncoming(message), JSON.stringify(message)).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withDate: true, withTypedArray: true }), (value) => {
        const result = parseIncoming(value);
        expect(result === null || typeof result === 'object').toBe(true);
      }),
      { numRuns: 1000 },
    );
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(parseIncoming(hostile)).toBeNull();
  });
});
