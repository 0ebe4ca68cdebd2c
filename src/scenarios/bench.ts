/**
 * Trace benchmark, run by scripts/bench-trace.ts inside Vite (so the ?trace
 * imports are instrumented exactly as in the app): every lesson scenario,
 * recorded and run plain, repeatedly after a warm-up.
 */
import * as plain from '../adapter/index.ts';
import { bundled } from './bundled.ts';
import { runScenario } from './harness.ts';
import { recordScenario } from './record.ts';
import { loadTracedEntries } from './traced.ts';

export type ScenarioTiming = { scenario: string; steps: number; traceMs: number; plainMs: number };
export type BenchResult = { rounds: number; perScenario: ScenarioTiming[]; totalTraceMs: number; totalPlainMs: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function benchmarkTraces(options: { warmup?: number; rounds?: number } = {}): Promise<BenchResult> {
  // One warm-up for the browser's figure and Node's (the benchmark prints them side by side).
  const warmup = options.warmup ?? 30;
  const rounds = options.rounds ?? 50;
  const traced = await loadTracedEntries();
  for (let i = 0; i < warmup; i++) {
    for (const scenario of bundled.scenarios) {
      await recordScenario(scenario, traced);
      await runScenario(scenario, plain);
    }
  }
  const traceTimes = new Map<string, number[]>();
  const plainTimes = new Map<string, number[]>();
  const steps = new Map<string, number>();
  const totalsTrace: number[] = [];
  const totalsPlain: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let roundTrace = 0;
    let roundPlain = 0;
    for (const scenario of bundled.scenarios) {
      const key = `${scenario.function}/${scenario.id}`;
      let start = performance.now();
      const { trace } = await recordScenario(scenario, traced);
      const traceMs = performance.now() - start;
      start = performance.now();
      await runScenario(scenario, plain);
      const plainMs = performance.now() - start;
      steps.set(key, trace.steps.length);
      traceTimes.set(key, [...(traceTimes.get(key) ?? []), traceMs]);
      plainTimes.set(key, [...(plainTimes.get(key) ?? []), plainMs]);
      roundTrace += traceMs;
      roundPlain += plainMs;
    }
    totalsTrace.push(roundTrace);
    totalsPlain.push(roundPlain);
  }
  return {
    rounds,
    perScenario: [...traceTimes.keys()].map((scenario) => ({
      scenario,
      steps: steps.get(scenario) ?? 0,
      traceMs: median(traceTimes.get(scenario) ?? []),
      plainMs: median(plainTimes.get(scenario) ?? []),
    })),
    totalTraceMs: median(totalsTrace),
    totalPlainMs: median(totalsPlain),
  };
}
