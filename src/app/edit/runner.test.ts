/**
 * The page's side of one judgement, against a worker the test plays: the clock nothing extends, the logs kept
 * from what crosses, messages outside the protocol, and the runner closed in every case.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkerMessage } from '../../sandbox/protocol.ts';
import { bundled } from '../../scenarios/bundled.ts';
import { UNTIL_SIGNAL } from '../../testing/hang.ts';

const workers = vi.hoisted(() => ({
  ports: [] as MessagePort[],
  closed: [] as number[],
  linked: 0,
  lose: (): void => undefined,
}));
vi.mock('./sandboxFrame.ts', () => ({
  FRAME_REPLACED: 'the sandbox frame was replaced',
  openWorker: (_kind: string, port: MessagePort) => {
    workers.ports.push(port);
    const lost = new Promise<void>((resolve) => {
      workers.lose = resolve;
    });
    return { id: workers.ports.length, opened: Promise.resolve(), lost };
  },
  closeWorker: (id: number) => workers.closed.push(id),
  countLinked: () => {
    workers.linked++;
  },
}));

const { JUDGEMENT_LIMITS, RUN_LIMIT_MS, Runner } = await import('./runner.ts');

const scenarios = bundled.scenarios.filter((s) => s.function === 'call_external').slice(0, 2);
const request = { fn: 'call_external' as const, scripts: {}, entrySource: '', scenarios };
const warm = Promise.resolve({
  kind: 'warm' as const,
  fn: 'call_external' as const,
  scripts: {},
  entrySource: '',
  scenarios: [],
});

/** A started runner, and the worker's end of its port (what the test says as the worker). */
async function started() {
  const runner = new Runner(warm);
  const worker = workers.ports.at(-1) as MessagePort;
  const heard: unknown[] = [];
  worker.onmessage = ({ data }) => heard.push(data);
  await vi.waitFor(() => expect(heard).toHaveLength(1), UNTIL_SIGNAL);
  worker.postMessage({ kind: 'ready' } satisfies WorkerMessage);
  await runner.ready;
  const say = (message: unknown) => worker.postMessage(message);
  return { runner, say, heard, id: workers.ports.length };
}

beforeEach(() => {
  workers.ports.length = 0;
  workers.closed.length = 0;
  workers.linked = 0;
});
afterEach(() => vi.useRealTimers());

describe('one judgement in a runner, as the page sees it', () => {
  it('keeps the logs from the calls that crossed, prints the value itself, and closes the runner', async () => {
    const { runner, say, id } = await started();
    const judged = runner.judge(request);
    say({ kind: 'linked' });
    say({ kind: 'call', run: 0, fake: 'askUser', args: [{ id: 'c' }, 'docs'] });
    say({ kind: 'call', run: 0, fake: 'invoke', args: ['search.docs', { query: 'q' }] });
    say({ kind: 'call', run: 0, fake: 'invoke', args: ['search.docs', { query: 'q' }] });
    say({ kind: 'run', run: 0, observed: { type: 'tool_result' }, stepLimit: false, calls: 3 });
    say({ kind: 'run', run: 1, observed: { n: 10n }, stepLimit: false, calls: 0 });
    say({ kind: 'done', trace: null });
    const answer = await judged;
    expect(answer.kind).toBe('runs');
    // The page's barrier for a test: one request whose code loaded (sandboxFrame.ts data-linked).
    expect(workers.linked).toBe(1);
    if (answer.kind !== 'runs') return;
    expect(answer.runs[0]?.result?.logs).toEqual({
      page_calls: [],
      remote_calls: [
        { name: 'search.docs', arguments: { query: 'q' } },
        { name: 'search.docs', arguments: { query: 'q' } },
      ],
      approvals: ['docs'],
    });
    expect(answer.runs[0]?.result?.output).toBe('{\n  "type": "tool_result"\n}\n');
    expect(answer.runs[1]).toMatchObject({
      result: { observed: null },
      notData: { path: 'result.n', reason: 'bigint' },
    });
    expect(workers.closed).toEqual([id]);
  });

  it('one clock from the request: signals from the worker do not extend it, and the rows it stopped say so', async () => {
    const { runner, say } = await started();
    vi.useFakeTimers();
    const judged = runner.judge(request);
    say({ kind: 'linked' });
    say({ kind: 'run', run: 0, observed: { type: 'tool_result' }, stepLimit: false, calls: 0 });
    for (let elapsed = 0; elapsed < RUN_LIMIT_MS - 500; elapsed += 500) {
      say({ kind: 'linked' });
      await vi.advanceTimersByTimeAsync(500);
    }
    await vi.advanceTimersByTimeAsync(500);
    const answer = await judged;
    expect(answer).toMatchObject({ kind: 'runs', stoppedAfterMs: RUN_LIMIT_MS });
    if (answer.kind === 'runs') expect(answer.runs.map((run) => run.result === null)).toEqual([false, true]);
  });

  it('module code that never ends (no linked) is stopped on the same clock', async () => {
    const { runner } = await started();
    vi.useFakeTimers();
    const judged = runner.judge(request);
    await vi.advanceTimersByTimeAsync(RUN_LIMIT_MS);
    expect(await judged).toEqual({ kind: 'stopped', afterMs: RUN_LIMIT_MS });
  });

  it('a message outside the protocol ends the judgement unjudged, and the runner is closed', async () => {
    const { runner, say, id } = await started();
    const judged = runner.judge(request);
    say({ id: 1, running: true });
    expect(await judged).toEqual({ kind: 'void', why: 'protocol' });
    expect(workers.closed).toEqual([id]);
  });

  it('a run that made more calls than crossed is not judged (a call the page never saw)', async () => {
    const { runner, say } = await started();
    const judged = runner.judge(request);
    say({ kind: 'linked' });
    say({ kind: 'call', run: 0, fake: 'askUser', args: [{ id: 'c' }, 'docs'] });
    say({ kind: 'run', run: 0, observed: { type: 'tool_result' }, stepLimit: false, calls: 2 });
    say({ kind: 'run', run: 1, observed: null, stepLimit: false, calls: 0 });
    say({ kind: 'done', trace: null });
    expect(await judged).toEqual({ kind: 'void', why: 'unreported' });
  });

  it('a runner flooding the page with calls is stopped at the bound, and the rest is never read (defect 3)', async () => {
    const { runner, say, id } = await started();
    const judged = runner.judge(request);
    say({ kind: 'linked' });
    for (let i = 0; i <= JUDGEMENT_LIMITS.calls + 10; i++)
      say({ kind: 'call', run: 0, fake: 'listPage', args: [null] });
    expect(await judged).toEqual({ kind: 'void', why: 'calls' });
    expect(workers.closed).toEqual([id]);
  });

  it('calls carrying more data than a judgement may send are stopped, however few (defect 3)', async () => {
    const { runner, say } = await started();
    const judged = runner.judge(request);
    say({ kind: 'linked' });
    const cursor = 'x'.repeat(900_000);
    for (let i = 0; i <= JUDGEMENT_LIMITS.characters / cursor.length; i++)
      say({ kind: 'call', run: 0, fake: 'listPage', args: [cursor] });
    expect(await judged).toEqual({ kind: 'void', why: 'data' });
  });

  it('a frame navigated away ends the judgement as unavailable, not as a loop (the frame taken over)', async () => {
    const { runner, say } = await started();
    const judged = runner.judge(request);
    say({ kind: 'linked' });
    workers.lose();
    expect(await judged).toEqual({ kind: 'unavailable', message: 'the sandbox frame was replaced' });
  });

  it('a spare whose frame went before its request answers that at once, instead of waiting out the clock', async () => {
    const { runner } = await started();
    workers.lose();
    await Promise.resolve();
    expect(runner.lost).toBe(true);
    expect(await runner.judge(request)).toEqual({ kind: 'unavailable', message: 'the sandbox frame was replaced' });
  });

  it('an abandoned request closes its runner at once', async () => {
    const { runner, id } = await started();
    const abandon = new AbortController();
    const judged = runner.judge(request, abandon.signal);
    abandon.abort();
    expect(await judged).toEqual({ kind: 'unavailable', message: 'abandoned' });
    expect(workers.closed).toEqual([id]);
  });
});
