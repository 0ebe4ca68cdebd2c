/**
 * The page's side of the sandbox's compiler: one worker per visit, which
 * instruments each request's files and answers with their compiled text and
 * the entry's breakpoint lines (it never runs them). Its answers are checked
 * against the protocol like a runner's. The compiler takes one request at a
 * time and says when it starts one: each request's clock runs only while the
 * compiler works on it, so a text that stalls Babel (nested type assertions
 * take it exponential time) is stopped and told so, and the requests waiting
 * behind it go to a fresh compiler at once, blamed for nothing.
 */

// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import { type CompileRequest, type CompilerMessage, compilerMessageSchema } from '../../sandbox/protocol.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import { closeWorker, onFrameClosed, openWorker } from './sandboxFrame.ts';

/** How long compiling one request may take once the compiler has started on it. */
export const COMPILE_LIMIT_MS = 10_000;
/** How long the compiler may take to start (Babel is large; nothing of the student's is in it yet). */
export const COMPILER_BOOT_MS = 30_000;

/** `stoppable`: the entry's breakpoint lines, which come after the scripts (a runner runs them meanwhile). */
export type Compiled =
  | {
      kind: 'compiled';
      scripts: Extract<CompilerMessage, { kind: 'compiled' }>['scripts'];
      stoppable: Promise<number[]>;
    }
  | Extract<CompilerMessage, { kind: 'problem' | 'crashed' }>
  /** This request's text kept the compiler busy past its limit. */
  | { kind: 'compileStopped'; afterMs: number }
  | { kind: 'unavailable'; message: string };

type Waiting = {
  fn: FunctionId;
  sources: Record<string, string>;
  answer: (answer: Compiled) => void;
  /** Set once the scripts came: the breakpoint lines follow. */
  lines: ((lines: number[]) => void) | null;
  timer: ReturnType<typeof setTimeout> | null;
};
type Compiler = { id: number; port: MessagePort; ready: Promise<void>; waiting: Map<number, Waiting> };

let compiler: Compiler | null = null;
let nextRequest = 1;

function open(): Compiler {
  const channel = new MessageChannel();
  const { id, opened } = openWorker('compiler', channel.port2);
  let started: () => void = () => undefined;
  const made: Compiler = {
    id,
    port: channel.port1,
    ready: new Promise<void>((resolve) => {
      started = resolve;
    }),
    waiting: new Map(),
  };
  const boot = setTimeout(
    () => fail(made, { kind: 'unavailable', message: `the compiler did not start in ${COMPILER_BOOT_MS} ms` }),
    COMPILER_BOOT_MS,
  );
  opened.catch((error: Error) => fail(made, { kind: 'unavailable', message: error.message }));
  made.port.onmessage = ({ data }: MessageEvent) => {
    const message = compilerMessageSchema.safeParse(data);
    if (!message.success) return;
    if (message.data.kind === 'ready') {
      clearTimeout(boot);
      started();
      return;
    }
    const requestId = message.data.id;
    const waiting = made.waiting.get(requestId);
    if (!waiting) return;
    switch (message.data.kind) {
      case 'started':
        waiting.timer ??= setTimeout(() => stuck(made, requestId), COMPILE_LIMIT_MS);
        return;
      case 'stoppable':
        stopClock(waiting);
        made.waiting.delete(requestId);
        waiting.lines?.(message.data.lines);
        return;
      case 'compiled': {
        // The breakpoint lines come next, on a clock of their own: a stuck compiler then gives none, and is replaced.
        stopClock(waiting);
        waiting.timer = setTimeout(() => stuck(made, requestId), COMPILE_LIMIT_MS);
        const stoppable = new Promise<number[]>((resolve) => {
          waiting.lines = resolve;
        });
        waiting.answer({ kind: 'compiled', scripts: message.data.scripts, stoppable });
        return;
      }
      default:
        stopClock(waiting);
        made.waiting.delete(requestId);
        waiting.answer(message.data);
    }
  };
  return made;
}

function stopClock(waiting: Waiting): void {
  if (waiting.timer !== null) clearTimeout(waiting.timer);
  waiting.timer = null;
}

/** Ends the worker; its requests are handed back for another compiler (or told `why`, then). */
function end(which: Compiler): Map<number, Waiting> {
  if (compiler === which) compiler = null;
  which.port.onmessage = null;
  which.port.close();
  closeWorker(which.id);
  const left = new Map(which.waiting);
  which.waiting.clear();
  for (const waiting of left.values()) stopClock(waiting);
  return left;
}

/** The compiler cannot serve at all (it did not start, the frame went): every request is told why. */
function fail(which: Compiler, why: Compiled): void {
  for (const waiting of end(which).values()) {
    if (waiting.lines) waiting.lines([]);
    else waiting.answer(why);
  }
}

/** One request kept the compiler past its limit: it alone is told; the others go to a fresh compiler at once. */
function stuck(which: Compiler, id: number): void {
  const left = end(which);
  for (const [requestId, waiting] of left) {
    if (waiting.lines) waiting.lines([]);
    else if (requestId === id) waiting.answer({ kind: 'compileStopped', afterMs: COMPILE_LIMIT_MS });
    else send(requestId, waiting);
  }
}

/** Hands a request to the compiler (started if need be); its clock starts when the compiler starts on it. */
function send(id: number, waiting: Waiting): void {
  compiler ??= open();
  const current = compiler;
  current.waiting.set(id, waiting);
  void current.ready.then(() => {
    if (current.waiting.get(id) !== waiting) return;
    current.port.postMessage({
      kind: 'compile',
      id,
      fn: waiting.fn,
      sources: waiting.sources,
    } satisfies CompileRequest);
  });
}

onFrameClosed((why) => {
  if (compiler) fail(compiler, { kind: 'unavailable', message: why });
});

/** Starts the compiler ahead of the first request (its start is most of a first judgement's wait). */
export function warmCompiler(): void {
  compiler ??= open();
}

export function compile(fn: FunctionId, sources: Record<string, string>): Promise<Compiled> {
  const id = nextRequest++;
  return new Promise<Compiled>((answer) => send(id, { fn, sources, answer, lines: null, timer: null }));
}
