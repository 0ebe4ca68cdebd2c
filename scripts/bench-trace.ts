/**
 * npm run bench:trace — how long recording the 21 lesson traces takes in Node,
 * against plain runs (loaded through Vite: scripts/nodeTraces.ts). Prints figures;
 * the goal (all 21 in 20 ms or less) is reported, not asserted.
 */
import { benchmarkNodeTraces } from './nodeTraces.ts';

const result = await benchmarkNodeTraces(Number(process.env.ROUNDS ?? 50));
const ms = (n: number) => n.toFixed(3).padStart(8);
const ratio = (trace: number, plain: number) => (plain > 0 ? (trace / plain).toFixed(1) : '-').padStart(6);
console.log(`Trace recording in Node ${process.version}, median of ${result.rounds} rounds after a warm-up of 30\n`);
console.log(
  `${'scenario'.padEnd(36)} ${'steps'.padStart(5)} ${'trace ms'.padStart(8)} ${'plain ms'.padStart(8)} ${'ratio'.padStart(6)}`,
);
for (const row of result.perScenario) {
  console.log(
    `${row.scenario.padEnd(36)} ${String(row.steps).padStart(5)} ${ms(row.traceMs)} ${ms(row.plainMs)} ${ratio(row.traceMs, row.plainMs)}`,
  );
}
const steps = result.perScenario.reduce((sum, row) => sum + row.steps, 0);
console.log(
  `${'all 21 (median round total)'.padEnd(36)} ${String(steps).padStart(5)} ${ms(result.totalTraceMs)} ${ms(result.totalPlainMs)} ${ratio(result.totalTraceMs, result.totalPlainMs)}`,
);
console.log(
  `\ngoal: all 21 traces in ≤ 20 ms → ${result.totalTraceMs <= 20 ? 'met' : 'not met'} (${result.totalTraceMs.toFixed(2)} ms)`,
);
