/**
 * Where two traces part: the header field or the first step that differs, and
 * within that step the first path that differs, so a reader goes straight to it.
 */
import type { Trace } from './format.ts';

/** The first path at which two JSON values differ ('' when they are equal at the root), or null when equal. */
export function firstDifferentPath(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return path || '(value)';
  if (Array.isArray(a) !== Array.isArray(b)) return path || '(value)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const at = Array.isArray(a) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = firstDifferentPath((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], at);
    if (found !== null) return found;
  }
  return null;
}

/** "step 12 of 33 (discoverTools:26): stack[0].locals.cursor differs", or null when the traces are the same. */
export function firstTraceDifference(recorded: Trace, golden: Trace): string | null {
  const { steps, ...head } = recorded;
  const { steps: goldenSteps, ...goldenHead } = golden;
  const inHead = firstDifferentPath(head, goldenHead);
  if (inHead !== null) return `the trace's ${inHead} differs from the golden`;
  const count = Math.max(steps.length, goldenSteps.length);
  for (let i = 0; i < count; i++) {
    const step = steps[i];
    const want = goldenSteps[i];
    const frame = (step ?? want)?.stack.at(-1);
    const where = `step ${i + 1} of ${goldenSteps.length} (${frame?.function}:${frame?.line})`;
    if (step === undefined) return `${where}: missing (recorded ${steps.length} steps)`;
    if (want === undefined) return `${where}: not in the golden (recorded ${steps.length} steps)`;
    const path = firstDifferentPath(step, want);
    if (path !== null) return `${where}: ${path} differs from the golden`;
  }
  return null;
}
