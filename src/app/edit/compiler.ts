/**
 * The page's side of the sandbox's compiler: one worker per visit, which
 * instruments each request's files and answers with their compiled text and
 * the entry's breakpoint lines (it never runs them). Its answers are checked
 * against the protocol like a runner's; one that takes too long (Babel on a
 * pathological text) closes the worker, and the next request starts another.
 */

// zod's eval probe is off before any schema of edit mode is used (the page's policy forbids eval).
import '../../mcp/shared/noEval.ts';
import { type CompileRequest, type CompilerMessage, compilerMessageSchema } from '../../sandbox/protocol.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import { closeWorker, onFrameClosed, openWorker } from './sandboxFrame.ts';

/** How long compiling may take, the compiler's start included (Babel is large). */
export const COMPILE_LIMIT_MS = 20_000;

/** `stoppable`: the entry's breakpoint lines, which come after the scripts (a runner runs them meanwhile). */
export type Compiled =
  | {
      kind: 'compiled';
      scripts: Extract<CompilerMessage, { kind: 'compiled' }>['scripts'];
      stoppable: Promise<number[]>;
    }
  | Extract<CompilerMessage, { kind: 'problem' | 'crashed' }>
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'unavailable'; message: string };

type Waiting = { answer: (answer: Compiled) => void; lines: ((lines: number[]) => void) | null };
type Compiler = { id: number; port: MessagePort; opened: Promise<void>; waiting: Map<number, Waiting> };

let compiler: Compiler | null = null;
let nextRequest = 1;

function open(): Compiler {
  const channel = new MessageChannel();
  const { id, opened } = openWorker('compiler', channel.port2);
  const made: Compiler = { id, port: channel.port1, opened, waiting: new Map() };
  made.port.onmessage = ({ data }: MessageEvent) => {
    const message = compilerMessageSchema.safeParse(data);
    if (!message.success) return;
    const waiting = made.waiting.get(message.data.id);
    if (!waiting) return;
    if (message.data.kind === 'stoppable') {
      made.waiting.delete(message.data.id);
      waiting.lines?.(message.data.lines);
      return;
    }
    if (message.data.kind !== 'compiled') {
      made.waiting.delete(message.data.id);
      waiting.answer(message.data);
      return;
    }
    const stoppable = new Promise<number[]>((resolve) => {
      waiting.lines = resolve;
    });
    waiting.answer({ kind: 'compiled', scripts: message.data.scripts, stoppable });
  };
  return made;
}

function close(which: Compiler, why: Compiled): void {
  if (compiler === which) compiler = null;
  which.port.close();
  closeWorker(which.id);
  for (const waiting of which.waiting.values()) {
    waiting.answer(why);
    waiting.lines?.([]);
  }
  which.waiting.clear();
}

onFrameClosed(() => {
  if (compiler) close(compiler, { kind: 'unavailable', message: 'closed' });
});

/** Starts the compiler ahead of the first request (its start is most of a first judgement's wait). */
export function warmCompiler(): void {
  compiler ??= open();
}

export function compile(fn: FunctionId, sources: Record<string, string>): Promise<Compiled> {
  compiler ??= open();
  const current = compiler;
  const id = nextRequest++;
  return new Promise<Compiled>((resolve) => {
    const timer = setTimeout(() => close(current, { kind: 'stopped', afterMs: COMPILE_LIMIT_MS }), COMPILE_LIMIT_MS);
    current.waiting.set(id, {
      answer: (answer) => {
        clearTimeout(timer);
        resolve(answer);
      },
      lines: null,
    });
    current.opened.then(
      () => current.port.postMessage({ kind: 'compile', id, fn, sources } satisfies CompileRequest),
      (error: Error) => close(current, { kind: 'unavailable', message: error.message }),
    );
  });
}
