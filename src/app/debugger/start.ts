/**
 * Run and Debug as the page's shell starts them: their code (runs.ts, and through it the adapter, the harness and
 * the recorder) loads with the first click, not with the page, whose first outputs came with its HTML. While one
 * is being prepared, the editor's large chunk waits (shared/foreground.ts).
 */
import type { FunctionId } from '../../scenarios/functions.ts';
import { inForeground } from '../shared/foreground.ts';
import { actions } from '../state/playground.ts';

const runs = () => import('./runs.ts');

// Each says so at once (the button's feedback, and what a driver waits on), then loads what does it.
export function startRun(fn: FunctionId): Promise<void> {
  actions.choose(fn);
  actions.startRunning(fn);
  return inForeground(async () => (await runs()).run(fn));
}

/**
 * Debug, then the paused line brought into view; `at` a step (a link's), or `toLine` the `hit`-th hit of a line (the
 * first by default).
 */
export function startDebug(fn: FunctionId, at?: number, toLine?: number, hit = 1): Promise<void> {
  actions.choose(fn);
  actions.startRecording(fn);
  return inForeground(async () => {
    const [{ debug }, { revealPausedLine }] = await Promise.all([runs(), import('./reveal.ts')]);
    await debug(fn, at, toLine, hit);
    revealPausedLine(fn);
  });
}
