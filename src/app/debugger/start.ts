/**
 * Run and Debug as the page's shell starts them: their code (runs.ts, and through it the adapter, the harness and
 * the recorder) loads with the first click, not with the page, whose first outputs came with its HTML.
 */
import type { FunctionId } from '../../scenarios/functions.ts';

const runs = () => import('./runs.ts');

export const startRun = async (fn: FunctionId): Promise<void> => (await runs()).run(fn);

/** When the page is quiet: Run's code, fetched before the first click needs it. */
export const warmUpRuns = (): void => void runs().then((module) => module.warmUp());

/** Debug, then the paused line brought into view. */
export async function startDebug(fn: FunctionId, at?: number): Promise<void> {
  const [{ debug }, { revealPausedLine }] = await Promise.all([runs(), import('./reveal.ts')]);
  await debug(fn, at);
  revealPausedLine(fn);
}
