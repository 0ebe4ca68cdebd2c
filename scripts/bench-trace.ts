/**
 * npm run bench:trace — how long recording the 21 lesson traces takes in Node,
 * against plain runs. Loads the benchmark through Vite so the adapter is
 * instrumented by the same plugin as in the app and tests. Prints figures;
 * the goal (all 21 in 20 ms or less) is reported, not asserted.
 */
import { createServer } from 'vite';

const server = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { benchmarkTraces } = (await server.ssrLoadModule(
    '/src/tracer/bench.ts',
  )) as typeof import('../src/tracer/bench.ts');
  const rounds = Number(process.env.ROUNDS ?? 50);
  const result = await benchmarkTraces({ warmup: 30, rounds });
  const ms = (n: number) => n.toFixed(3).padStart(8);
  console.log(`Trace recording in Node ${process.version}, median of ${result.rounds} rounds after a warm-up of 30\n`);
  console.log(
    `${'scenario'.padEnd(36)} ${'steps'.padStart(5)} ${'trace ms'.padStart(8)} ${'plain ms'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const row of result.perScenario) {
    const ratio = row.plainMs > 0 ? (row.traceMs / row.plainMs).toFixed(1) : '-';
    console.log(
      `${row.scenario.padEnd(36)} ${String(row.steps).padStart(5)} ${ms(row.traceMs)} ${ms(row.plainMs)} ${ratio.padStart(6)}`,
    );
  }
  const steps = result.perScenario.reduce((sum, row) => sum + row.steps, 0);
  console.log(
    `${'all 21 (median round total)'.padEnd(36)} ${String(steps).padStart(5)} ${ms(result.totalTraceMs)} ${ms(result.totalPlainMs)} ${(result.totalTraceMs / result.totalPlainMs).toFixed(1).padStart(6)}`,
  );
  console.log(
    `\ngoal: all 21 traces in ≤ 20 ms → ${result.totalTraceMs <= 20 ? 'met' : 'not met'} (${result.totalTraceMs.toFixed(2)} ms)`,
  );
} finally {
  await server.close();
}
