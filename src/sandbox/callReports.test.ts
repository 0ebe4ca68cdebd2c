import { describe, expect, it } from 'vitest';
import { CallNotReported, reportingHooks } from './callReports.ts';
import type { WorkerMessage } from './protocol.ts';

const result = { observed: 1, output: '1\n', logs: { page_calls: [], remote_calls: [], approvals: [] } };

describe("a runner's reports", () => {
  it('counts each call before reporting it, and sends the count with the run', () => {
    const sent: WorkerMessage[] = [];
    const hooks = reportingHooks((message) => {
      sent.push(message);
      return true;
    });
    hooks.call(0, 'invoke', ['search.docs', { query: 'q' }]);
    hooks.call(0, 'askUser', [{}, 'docs']);
    hooks.ran(0, result, false);
    hooks.ran(1, result, false);
    expect(sent.filter((m) => m.kind === 'run').map((m) => (m.kind === 'run' ? m.calls : null))).toEqual([2, 0]);
  });

  it('a call whose arguments cannot cross is reported as refused, and the fake goes on', () => {
    const sent: WorkerMessage[] = [];
    const hooks = reportingHooks((message) => {
      if (message.kind === 'call' && message.args.length > 0) return false;
      sent.push(message);
      return true;
    });
    expect(() => hooks.call(0, 'invoke', [() => 1])).not.toThrow();
    expect(sent).toEqual([expect.objectContaining({ kind: 'call', refused: expect.any(String) })]);
  });

  it('a call that cannot be reported at all throws into the fake, which then does not act, and is still counted', () => {
    const sent: WorkerMessage[] = [];
    const hooks = reportingHooks((message) => {
      if (message.kind === 'call') return false;
      sent.push(message);
      return true;
    });
    expect(() => hooks.call(0, 'invoke', ['search.docs', {}])).toThrow(CallNotReported);
    hooks.ran(0, result, false);
    expect(sent).toEqual([expect.objectContaining({ kind: 'run', calls: 1 })]);
  });

  it('a run whose value cannot cross still says how many calls it made', () => {
    const sent: WorkerMessage[] = [];
    const hooks = reportingHooks((message) => {
      if (message.kind === 'run' && message.refused === undefined) return false;
      sent.push(message);
      return true;
    });
    hooks.call(0, 'listPage', [null]);
    hooks.ran(0, result, false);
    expect(sent.at(-1)).toMatchObject({ kind: 'run', observed: null, calls: 1, refused: expect.any(String) });
  });
});

// Pinned where mutation testing (npm run test:mutation) found behaviour no test held.
describe('what crosses when all goes well, and the words when it does not', () => {
  it('one message a call and one a run when each crosses; linked says so', () => {
    const sent: WorkerMessage[] = [];
    const hooks = reportingHooks((message) => {
      sent.push(message);
      return true;
    });
    hooks.linked();
    hooks.call(0, 'listPage', [null]);
    hooks.ran(0, result, true);
    expect(sent).toEqual([
      { kind: 'linked' },
      { kind: 'call', run: 0, fake: 'listPage', args: [null] },
      { kind: 'run', run: 0, observed: 1, stepLimit: true, calls: 1 },
    ]);
  });

  it('says why in words, and the error that stops a fake is named for it', () => {
    const sent: WorkerMessage[] = [];
    const hooks = reportingHooks((message) => {
      if (message.kind === 'call' && message.refused === undefined) return false;
      if (message.kind === 'run' && message.refused === undefined) return false;
      sent.push(message);
      return true;
    });
    hooks.call(0, 'invoke', [1]);
    hooks.ran(0, result, false);
    expect(sent).toEqual([
      {
        kind: 'call',
        run: 0,
        fake: 'invoke',
        args: [],
        refused: 'the arguments could not be copied out of the sandbox',
      },
      {
        kind: 'run',
        run: 0,
        observed: null,
        stepLimit: false,
        calls: 1,
        refused: 'the value could not be copied out of the sandbox',
      },
    ]);
    const error = (() => {
      try {
        reportingHooks(() => false).call(0, 'invoke', []);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toMatchObject({ name: 'CallNotReported', message: 'the call could not be reported to the page' });
  });
});
