/**
 * The page's side of the compiler, against a worker the test plays: one request's clock runs only while the
 * compiler works on it; a stuck request is stopped and said to be the compiler's, and the requests behind it go to a
 * fresh compiler at once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompilerMessage } from '../../sandbox/protocol.ts';

const workers = vi.hoisted(() => ({
  ports: [] as MessagePort[],
  closed: [] as number[],
  onClosed: [] as (() => void)[],
}));
vi.mock('./sandboxFrame.ts', () => ({
  openWorker: (_kind: string, port: MessagePort) => {
    workers.ports.push(port);
    return { id: workers.ports.length, opened: Promise.resolve() };
  },
  closeWorker: (id: number) => workers.closed.push(id),
  onFrameClosed: (listener: () => void) => workers.onClosed.push(listener),
}));

const { COMPILE_LIMIT_MS, compile } = await import('./compiler.ts');

type Heard = { kind: string; id: number; fn: string };

/** The worker's end of the compiler's port: the next requests it hears, and a way to answer as the worker. */
function worker(at: number) {
  const port = workers.ports[at] as MessagePort;
  const heard: Heard[] = [];
  let wake: () => void = () => undefined;
  port.onmessage = ({ data }) => {
    heard.push(data);
    wake();
  };
  const hears = async (count: number) => {
    while (heard.length < count) await new Promise<void>((done) => (wake = done));
    return heard;
  };
  const say = (message: CompilerMessage) => port.postMessage(message);
  return { hears, say };
}

/** The page has read what the worker said: a message sent after it on the same port came back. */
async function read(say: (message: CompilerMessage) => void) {
  say({ kind: 'ready' });
  await new Promise((done) => setImmediate(done));
}

beforeEach(() => {
  // The frame closed: whatever compiler the last test left is gone.
  for (const listener of workers.onClosed) listener();
  workers.ports.length = 0;
  workers.closed.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return () => vi.useRealTimers();
});

describe('the compiler, as the page sees it', () => {
  it('stops a request that keeps it busy, says it was compiling, and hands the others to a fresh compiler', async () => {
    const stuck = compile('call_external', { 'a.ts': 'stall' });
    const other = compile('discover_tools', { 'b.ts': 'fine' });
    const first = worker(0);
    first.say({ kind: 'ready' });
    const [a] = await first.hears(2);
    first.say({ kind: 'started', id: a?.id ?? 0 });
    await read(first.say);
    await vi.advanceTimersByTimeAsync(COMPILE_LIMIT_MS);
    expect(await stuck).toEqual({ kind: 'compileStopped', afterMs: COMPILE_LIMIT_MS });
    expect(workers.closed).toEqual([1]);
    // The request behind it went to a new compiler, whole, on a clock of its own.
    const second = worker(1);
    second.say({ kind: 'ready' });
    const [b] = await second.hears(1);
    expect(b).toMatchObject({ kind: 'compile', fn: 'discover_tools' });
    const id = b?.id ?? 0;
    second.say({ kind: 'started', id });
    second.say({ kind: 'compiled', id, scripts: {} });
    second.say({ kind: 'stoppable', id, lines: [3] });
    const answer = await other;
    expect(answer.kind).toBe('compiled');
    if (answer.kind === 'compiled') expect(await answer.stoppable).toEqual([3]);
  });

  it("a request's clock waits while the compiler works on the one before it", async () => {
    const slow = compile('call_external', { 'a.ts': 'slow' });
    const next = compile('call_external', { 'a.ts': 'next' });
    const only = worker(0);
    only.say({ kind: 'ready' });
    const [a, b] = (await only.hears(2)).map((request) => request.id ?? 0);
    only.say({ kind: 'started', id: a ?? 0 });
    await read(only.say);
    await vi.advanceTimersByTimeAsync(COMPILE_LIMIT_MS - 100);
    only.say({
      kind: 'problem',
      id: a ?? 0,
      problem: { file: 'a.ts', line: 1, column: 1, message: 'x', reason: null },
    });
    only.say({ kind: 'started', id: b ?? 0 });
    await read(only.say);
    await vi.advanceTimersByTimeAsync(COMPILE_LIMIT_MS - 100);
    only.say({ kind: 'compiled', id: b ?? 0, scripts: {} });
    expect((await slow).kind).toBe('problem');
    expect((await next).kind).toBe('compiled');
    expect(workers.closed).toEqual([]);
  });
});
