/**
 * A student's edit judged in one place (Node: the unit tests and scripts):
 * compiled as the sandbox's compiler does it, then run as a runner does it.
 * In the browser the two halves run in separate workers (compilerWorker.ts and runnerWorker.ts), and the
 * page judges ✔ / ✘ from what crossed between them.
 */
import { ENTRY_FILES } from '../scenarios/manifest.ts';
import type { FunctionId, Scenario } from '../scenarios/schema.ts';
import type { Trace } from '../tracer/format.ts';
import { stoppableLines } from '../tracer/instrument.ts';
import { EDIT_STEP_LIMIT } from './limits.ts';
import { compileFiles, LinkError } from './link.ts';
import { problemOf } from './modules.ts';
import { type Problem, type Run, type RunHooks, runCompiled } from './run.ts';

export type { Problem, Run };
export { EDIT_STEP_LIMIT };

export type JudgeRequest = {
  fn: FunctionId;
  /** Every traced file's text by its path; the student's where edited. */
  sources: Record<string, string>;
  scenarios: Scenario[];
  /** The scenario whose trace comes back (the one being debugged), if any. */
  trace?: string;
};

/** `stoppable`: the lines of the edited entry that take a breakpoint (the instrumenter's analysis). */
export type Judged =
  | { kind: 'runs'; runs: Run[]; trace: Trace | null; stoppable: number[] }
  | { kind: 'problem'; problem: Problem };

export async function judge(request: JudgeRequest, hooks: RunHooks = {}): Promise<Judged> {
  const entry = ENTRY_FILES[request.fn];
  let scripts: Awaited<ReturnType<typeof compileFiles>>;
  try {
    scripts = await compileFiles(request.sources, entry.file);
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    return { kind: 'problem', problem: problemOf(error) };
  }
  // Linked above, so its text is there (a request without it is a LinkError: not one of the traced files).
  const entrySource = request.sources[entry.file] as string;
  const ran = await runCompiled({ ...request, scripts, entrySource }, hooks);
  return ran.kind === 'problem' ? ran : { ...ran, stoppable: stoppableLines(entrySource, entry.file) };
}
