/**
 * The page's side of the sandbox (lib). A request is compiled by the
 * sandbox's compiler (which never runs code), then judged by a runner of its
 * own (a new worker, app/edit/runner.ts), closed once its answer is in, its
 * clock has run out, or the request is abandoned. One runner is kept started
 * ahead of the next request, and warmed on the lesson's own code (no student
 * code has run in it), so a fresh realm per judgement costs little wait.
 */

import type { WarmMessage } from '../../sandbox/protocol.ts';
import { ENTRY_FILES } from '../../scenarios/manifest.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';
import { compile, warmCompiler } from './compiler.ts';
import { type Judged, type Request, Runner } from './runner.ts';
import { closeFrame, FRAME_REPLACED, frameIsOpen } from './sandboxFrame.ts';

export { BOOT_LIMIT_MS, type Judged, RUN_LIMIT_MS, type RunOutcome, type VoidReason } from './runner.ts';

let spare: Runner | null = null;

/** The lesson's traced files. */
async function lessonSources(): Promise<Record<string, string>> {
  const { TRACED_SOURCES } = await import('../../scenarios/moreSources.ts');
  return Object.fromEntries(Object.entries(TRACED_SOURCES).map(([file, entry]) => [file, entry.source]));
}

/** The lesson's own code for `fn`, compiled, with the scenarios last judged: what a spare runner warms up on. */
async function warmUp(fn: FunctionId, scenarios: Scenario[]): Promise<WarmMessage> {
  const sources = await lessonSources();
  const entry = ENTRY_FILES[fn].file;
  const compiled = await compile(fn, sources);
  const scripts = compiled.kind === 'compiled' ? compiled.scripts : {};
  return { kind: 'warm', fn, scripts, entrySource: sources[entry] ?? '', scenarios };
}

/** Starts the next judgement's runner now; it warms up on the lesson's code meanwhile. */
function warmSpare(fn: FunctionId, scenarios: Scenario[]): void {
  if (spare) return;
  const runner = new Runner(warmUp(fn, scenarios));
  spare = runner;
  runner.ready.catch(() => {
    if (spare === runner) spare = null;
  });
}

/** The spare, or a new runner (not warmed on runs: the request waits for it). */
function takeRunner(fn: FunctionId): Runner {
  // A spare whose frame was navigated away is dead, however ready it was.
  const runner = spare && !spare.lost ? spare : new Runner(warmUp(fn, []));
  if (spare && spare !== runner) spare.close();
  spare = null;
  return runner;
}

export type JudgeRequest = {
  fn: Request['fn'];
  sources: Record<string, string>;
  scenarios: Scenario[];
  trace?: string;
};

/**
 * Runs the scenarios on the sources in a runner of their own; never throws, never hangs past the limits.
 * `signal`: the request is abandoned (a newer text, edit mode left): its runner is closed at once. A frame that was
 * navigated away under it (by a framing page, say) is replaced, and the request tried once more in the new one.
 */
export async function judgeInSandbox(request: JudgeRequest, signal?: AbortSignal): Promise<Judged> {
  const judged = await judgeOnce(request, signal);
  const replaced = judged.kind === 'unavailable' && judged.message === FRAME_REPLACED;
  return replaced && !signal?.aborted ? judgeOnce(request, signal) : judged;
}

async function judgeOnce(request: JudgeRequest, signal?: AbortSignal): Promise<Judged> {
  // The dev server serves the workers as modules, which a blob in an opaque origin cannot import from.
  if (import.meta.env.DEV) return { kind: 'unavailable', message: 'edit mode runs in the built site (npm start)' };
  // The service worker serves the page offline, but browsers never let one serve a sandboxed (opaque) frame.
  if (!frameIsOpen() && !navigator.onLine) return { kind: 'offline' };
  const { fn, scenarios, trace } = request;
  warmCompiler();
  // Named spans for the benchmark (scripts/bench.ts reads them): compiling, waiting for a runner, running.
  const start = performance.now();
  const compiled = await compile(fn, request.sources);
  performance.measure('sandbox:compile', { start });
  if (compiled.kind !== 'compiled') {
    return compiled.kind === 'problem'
      ? { kind: 'problem', problem: compiled.problem }
      : compiled.kind === 'compileStopped'
        ? compiled
        : { kind: compiled.kind, message: compiled.message };
  }
  if (signal?.aborted) return { kind: 'unavailable', message: 'abandoned' };
  const runner = takeRunner(fn);
  const taken = performance.now();
  try {
    await runner.ready;
    performance.measure('sandbox:ready', { start: taken });
  } catch (error) {
    return { kind: 'unavailable', message: (error as Error).message };
  }
  if (signal?.aborted) {
    // Never used: still fresh for the next request.
    if (spare) runner.close();
    else spare = runner;
    return { kind: 'unavailable', message: 'abandoned' };
  }
  const sent = performance.now();
  const entrySource = request.sources[ENTRY_FILES[fn].file] ?? '';
  const judged = await runner.judge(
    { fn, scenarios, ...(trace ? { trace } : {}), scripts: compiled.scripts, entrySource },
    signal,
  );
  performance.measure('sandbox:run', { start: sent });
  // Once this answer is shown: the spare's start and warm-up would otherwise take a core from its render.
  setTimeout(() => warmSpare(fn, scenarios), 40);
  // The compiler always says (a stuck or closed compiler says none): compiler.ts.
  return judged.kind === 'runs' ? { ...judged, stoppable: await compiled.stoppable } : judged;
}

/** Closes the sandbox: the spare runner, the compiler and the frame (a test's cleanup). */
export function closeSandbox(): void {
  spare?.close();
  spare = null;
  closeFrame();
}
