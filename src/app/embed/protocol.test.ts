import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, SIMPLE_COMMANDS } from '../debugger/commandNames.ts';
import { COMMAND, HELLO, parseIncoming } from './protocol.ts';

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

  it('refuses any value that is not one of its messages, and never throws', () => {
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withDate: true, withTypedArray: true }), (value) => {
        expect(parseIncoming(value)).toBeNull();
      }),
      { numRuns: 1000 },
    );
    // Messages near ours (our tags and names, any fields, any values): what is taken is exactly what was sent.
    const near = fc.record(
      {
        type: fc.constantFrom(COMMAND, HELLO, 'mcp-playground:other'),
        command: fc.oneof(fc.constantFrom(...COMMAND_NAMES), fc.string()),
        scenario: fc.oneof(fc.string({ maxLength: 80 }), fc.anything()),
        lines: fc.oneof(fc.array(fc.integer({ min: -2, max: 10_001 }), { maxLength: 70 }), fc.anything()),
        extra: fc.anything(),
      },
      { requiredKeys: ['type'] },
    );
    // And messages of the protocol's own shapes, values at and past their limits, so some are taken.
    const shaped = fc.oneof(
      fc.constant({ type: HELLO }),
      fc.constantFrom(...SIMPLE_COMMANDS).map((command) => ({ type: COMMAND, command })),
      fc.string({ maxLength: 80 }).map((scenario) => ({ type: COMMAND, command: 'select-scenario', scenario })),
      fc
        .array(fc.integer({ min: -2, max: 10_001 }), { maxLength: 70 })
        .map((lines) => ({ type: COMMAND, command: 'set-breakpoints', lines })),
    );
    let taken = 0;
    fc.assert(
      fc.property(fc.oneof(near, shaped), (message) => {
        const result = parseIncoming(message);
        if (result === null) return;
        taken++;
        expect(result.kind === 'hello' ? { type: HELLO } : { type: COMMAND, ...result.command }).toEqual(message);
      }),
      { numRuns: 3000 },
    );
    // The generator reaches accepted messages too, or the property above says nothing.
    expect(taken).toBeGreaterThan(0);
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
