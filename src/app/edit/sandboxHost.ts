/**
 * The page's side of the sandbox (lib): every judgement gets a runner of its
 * own (a new worker, app/edit/runner.ts), closed once its answer is in, its
 * clock has run out, or the request is abandoned. One runner is kept warm
 * ahead of the next request (started, the lesson's files compiled, no student
 * code run in it), so a fresh realm per judgement costs no start-up wait.
 */
import type { Scenario } from '../../scenarios/schema.ts';
import { type Judged, type Request, Runner } from './runner.ts';
import { closeFrame, frameIsOpen } from './sandboxFrame.ts';

export { BOOT_LIMIT_MS, type Judged, RUN_LIMIT_MS, type RunOutcome } from './runner.ts';

let spare: Runner | null = null;

/** The lesson's traced files, which every runner compiles while it waits. */
async function lessonSources(): Promise<Record<string, string>> {
  const { TRACED_SOURCES } = await import('../../scenarios/moreSources.ts');
  return Object.fromEntries(Object.entries(TRACED_SOURCES).map(([file, entry]) => [file, entry.source]));
}

async function takeRunner(): Promise<Runner> {
  const runner = spare ?? new Runner(await lessonSources());
  spare = null;
  return runner;
}

/** Starts the next judgement's runner now, while nothing else is judged. */
function warmSpare(): void {
  if (spare) return;
  void lessonSources().then((sources) => {
    spare ??= new Runner(sources);
    spare.ready.catch(() => {
      spare = null;
    });
  });
}

export type JudgeRequest = {
  fn: Request['fn'];
  sources: Record<string, string>;
  scenarios: Scenario[];
  trace?: string;
};

/**
 * Runs the scenarios on the sources in a runner of their own; never throws, never hangs past the limits.
 * `signal`: the request is abandoned (a newer text, edit mode left): its runner is closed at once.
 */
export async function judgeInSandbox(request: JudgeRequest, signal?: AbortSignal): Promise<Judged> {
  // The dev server serves the worker as a module, which a blob in an opaque origin cannot import from.
  if (import.meta.env.DEV) return { kind: 'unavailable', message: 'edit mode runs in the built site (npm start)' };
  // The service worker serves the page offline, but browsers never let one serve a sandboxed (opaque) frame.
  if (!frameIsOpen() && !navigator.onLine) return { kind: 'offline' };
  const runner = await takeRunner();
  try {
    await runner.ready;
  } catch (error) {
    return { kind: 'unavailable', message: (error as Error).message };
  }
  if (signal?.aborted) {
    // Never used: still warm for the next request.
    spare ??= runner;
    return { kind: 'unavailable', message: 'abandoned' };
  }
  const judged = await runner.judge(request, signal);
  warmSpare();
  return judged;
}

/** Closes the sandbox: the spare runner and the frame (a test's cleanup). */
export function closeSandbox(): void {
  spare?.close();
  spare = null;
  closeFrame();
}
