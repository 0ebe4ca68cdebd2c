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

// Trace files (version 4 stores each step’s changes, objects named): the largest golden's size, how long reading it takes, and
// a jump to a random step once it is read: what a jump computes beyond the array index (the reader has rebuilt every
// step's heap), the step's locals rendered as the variables panel summarises them.
{
  const { readFileSync, readdirSync } = await import('node:fs');
  const { parseTrace, isTraceProblem } = await import('../src/tracer/parse.ts');
  const { TRACE_VERSION } = await import('../src/tracer/format.ts');
  const { renderValue } = await import('../src/tracer/render.ts');
  const dir = new URL('../scenarios/', import.meta.url);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.trace.json'));
  const texts = files.map((name) => ({ name, text: readFileSync(new URL(name, dir), 'utf8') }));
  const total = texts.reduce((sum, file) => sum + Buffer.byteLength(file.text), 0);
  const largest = texts.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  const helpers = Object.fromEntries(
    readdirSync(new URL('../src/adapter/', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
      .map((name) => [`src/adapter/${name}`, readFileSync(new URL(`../src/adapter/${name}`, import.meta.url), 'utf8')]),
  );
  // The adapter's files as the traces were recorded from them (a trace is read only against its source text).
  const sources = helpers;
  const reads: number[] = [];
  let read = parseTrace(largest.text, sources);
  for (let round = 0; round < 20; round++) {
    const start = performance.now();
    read = parseTrace(largest.text, sources);
    reads.push(performance.now() - start);
  }
  if (isTraceProblem(read)) throw new Error(`${largest.name}: ${read.problem.code}`);
  const steps = read.steps;
  const jumps: number[] = [];
  let rendered = 0;
  for (let i = 0; i < 10_000; i++) {
    const start = performance.now();
    const step = steps[Math.floor(Math.random() * steps.length)];
    const frame = step?.stack.at(-1);
    for (const value of Object.values(frame?.locals ?? {})) rendered += renderValue(value, step?.heap ?? {}).length;
    jumps.push(performance.now() - start);
  }
  const at = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0;
  console.log(`\ntrace files (version ${TRACE_VERSION}): the 21 goldens take ${total} bytes`);
  console.log(
    `largest, ${largest.name}: ${Buffer.byteLength(largest.text)} bytes, ${steps.length} steps; read (checked and rebuilt) median ${at(reads, 0.5).toFixed(1)} ms; ` +
      `jump to a random step, its locals rendered, p95 ${at(jumps, 0.95).toFixed(4)} ms (goal ≤ 2 ms) [${rendered} characters]`,
  );
}
