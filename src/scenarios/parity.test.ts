/** Recording a run never changes its result: traced and plain agree on generated inputs. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as plain from '../adapter/index.ts';
import { deepCopy } from '../adapter/python.ts';
import * as arb from '../adapter/testing/arbitraries.ts';
import { readFile } from '../adapter/testing/fixtures.ts';
import type { AskUser, Invoke } from '../adapter/types.ts';
import { Recorder } from '../tracer/recorder.ts';
import { withRecorder } from '../tracer/runtime.ts';
import { type EntryFunctions, observeError, observePool } from './harness.ts';
import { loadTracedEntries } from './traced.ts';

let traced: EntryFunctions;
beforeAll(async () => {
  traced = await loadTracedEntries();
});

/** The result of a run as a comparable value: what it returned, or the error it failed with. */
async function settle(run: () => unknown): Promise<unknown> {
  try {
    return { value: await run() };
  } catch (error) {
    return observeError(error);
  }
}

async function recorded(run: () => unknown): Promise<unknown> {
  const recorder = new Recorder();
  return withRecorder(recorder, () => settle(run));
}

const pagesOf = (pages: unknown[]) => {
  let read = 0;
  return () => deepCopy(pages[read++] ?? null);
};

const RUNS = { numRuns: 500 };
/** 500 runs take ~0.5 s alone, and ten times that while the other test files' child processes hold both cores. */
// The budget is RUNS cases; the time limit only catches a hang, so a busy machine cannot fail these.
const TIMEOUT = 120_000;

describe('traced and plain results are equal', () => {
  it(
    'discoverTools on generated catalogs',
    async () => {
      await fc.assert(
        fc.asyncProperty(arb.catalog, async (pages) => {
          const expected = await settle(() => plain.discoverTools(pagesOf(pages)));
          expect(await recorded(() => traced.discoverTools(pagesOf(pages)))).toEqual(expected);
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'assembleToolPool on generated servers',
    async () => {
      const call: Invoke = () => null;
      await fc.assert(
        fc.asyncProperty(
          fc.array(arb.anyTool, { maxLength: 5 }),
          fc.array(arb.anyTool, { maxLength: 3 }),
          async (a, b) => {
            const servers = () => ({ docs: { tools: deepCopy(a), call }, other: { tools: deepCopy(b), call } });
            const expected = await settle(() => observePool(plain.assembleToolPool([readFile], servers())));
            expect(await recorded(() => observePool(traced.assembleToolPool([readFile], servers())))).toEqual(expected);
          },
        ),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'callExternal on generated calls, replies and approvals',
    async () => {
      await fc.assert(
        fc.asyncProperty(arb.modelCall, arb.reply, fc.constantFrom(true, false, 'yes'), async (call, reply, answer) => {
          const invoke: Invoke = () => deepCopy(reply);
          const askUser: AskUser = () => answer;
          const pool = plain.assembleToolPool([], {
            docs: { tools: [{ name: 'search_docs', inputSchema: arb.querySchema }], call: invoke },
          });
          const sure = { ...call, name: 'mcp__docs__search_docs', input: { query: 'q' } };
          for (const c of [call, sure]) {
            const expected = await settle(() => plain.callExternal(c, pool, askUser));
            expect(await recorded(() => traced.callExternal(c, pool, askUser))).toEqual(expected);
          }
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );
});
