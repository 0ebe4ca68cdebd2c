/**
 * The benchmark's goals, in one table: each figure is said beside its goal as it is printed, and
 * `npm run bench -- --check` exits 1 when one is missed (without it the goals are only reported).
 */

type Unit = 'ms' | '×' | 'MB' | 'KiB';
type Goal = { label: string; limit: number; unit: Unit };

/** Limits in the figure's own unit: bytes for KiB and MB (10^6 bytes), ms, or a ratio. */
export const GOALS = {
  shellJs: { label: 'JS before hydration (gzip; the size budget, issue 16)', limit: 100 * 1024, unit: 'KiB' },
  // What the shell's size was protecting (issue 42): the scripts add at most a tenth to the first output's paint.
  firstOutput: { label: 'navigation → first output, × its own HTML without scripts', limit: 1.1, unit: '×' },
  frameFirstOutput: { label: 'a course frame → first output, × its HTML without scripts', limit: 1.1, unit: '×' },
  debugWorks: { label: 'navigation → Debug works (median)', limit: 1200, unit: 'ms' },
  throttledFirstOutput: { label: 'throttled → first output (median)', limit: 600, unit: 'ms' },
  stepP95: { label: 'step latency p95 (tree)', limit: 16, unit: 'ms' },
  stepP95Diagram: { label: 'step latency p95 (heap diagram)', limit: 16, unit: 'ms' },
  tracesBrowser: { label: 'all 21 traces recorded in the browser', limit: 40, unit: 'ms' },
  tracesNode: { label: 'all 21 traces recorded in Node', limit: 20, unit: 'ms' },
  heap: { label: 'JS heap after all 21 (median)', limit: 60 * 1000 * 1000, unit: 'MB' },
  editAfterDebounce: { label: 'edit mode: paste → judged, after the debounce (p50)', limit: 150, unit: 'ms' },
} satisfies Record<string, Goal>;

export type GoalId = keyof typeof GOALS;

const shown = (value: number, unit: Unit) =>
  unit === 'KiB'
    ? (value / 1024).toFixed(1)
    : unit === 'MB'
      ? (value / 1000 / 1000).toFixed(1)
      : value.toFixed(unit === '×' ? 2 : 1);

const measured = new Map<GoalId, number>();

/** Records a goal's figure and says it: `goal ≤ 16 ms: met` (`NOT met`). */
export function goalText(id: GoalId, value: number): string {
  measured.set(id, value);
  const goal: Goal = GOALS[id];
  return `goal ≤ ${shown(goal.limit, goal.unit)} ${goal.unit}: ${value <= goal.limit ? 'met' : 'NOT met'}`;
}

/** The goals measured in this run and missed, as lines (a figure that is not a number misses). */
export function missedGoals(): string[] {
  return [...measured].flatMap(([id, value]) => {
    const goal: Goal = GOALS[id];
    return value <= goal.limit
      ? []
      : [`${goal.label}: ${shown(value, goal.unit)} ${goal.unit}, goal ≤ ${shown(goal.limit, goal.unit)} ${goal.unit}`];
  });
}
