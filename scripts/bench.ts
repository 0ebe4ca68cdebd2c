/**
 * npm run bench — the performance of the built playground, printed as a table and written to bench.json. Each
 * figure is said beside its goal (scripts/bench/goals.ts); `-- --check` exits 1 when one is missed.
 *
 * The production build is served from this machine (gzip, as a static host would), to headless Chromium with a
 * fresh context (cold cache) per load, at least 5 loads per figure: bytes, time to the first output, time to the
 * editor, the same on a throttled network (1.6 Mbps, 150 ms RTT), step latency over 400 steps, trace recording
 * time in the browser and in Node, the JS heap after running and stepping through all 21 scenarios, and edit
 * mode's judgement. ONLY=steps|edit|first|offline|cpu runs one group (cpu: a page load's CPU time by process, with
 * and without the code reached).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEBOUNCE_MS } from '../src/app/edit/judgeQueue.ts';
import type { BenchResult } from '../src/scenarios/bench.ts';
import { startBench, withPage } from './bench/context.ts';
import { editToMatrix } from './bench/edit.ts';
import { measureFirstScreen, printFirstScreen } from './bench/firstScreen.ts';
import { goalText, missedGoals } from './bench/goals.ts';
import { heapAfterAll } from './bench/heap.ts';
import { loadCpu } from './bench/loadCpu.ts';
import { repeatLoads } from './bench/pageLoads.ts';
import { ms, row, stats } from './bench/stats.ts';
import { stepping } from './bench/stepping.ts';
import { benchmarkNodeTraces } from './nodeTraces.ts';
import { kib, measureParts } from './sizes.ts';

const CHECK = process.argv.includes('--check');
const mb = (bytes: number) => `${(bytes / 1000 / 1000).toFixed(1)} MB`;

const bench = await startBench();

/** ONLY=steps: the stepping figures alone, in a minute (while working on the debugger). */
async function onlySteps() {
  for (const [label, diagram, key] of [
    ['tree, F10 (step over)', false, 'F10'],
    ['tree, F11 (step into)', false, 'F11'],
    ['diagram, F10 (step over)', true, 'F10'],
    ['diagram, F11 (step into)', true, 'F11'],
  ] as const) {
    const { dom, frame } = await stepping(bench, diagram, key);
    const d = stats(dom);
    const f = stats(frame);
    const goal = key === 'F10' ? `  ${goalText(diagram ? 'stepP95Diagram' : 'stepP95', d.p95)}` : '';
    console.log(
      `${label.padEnd(26)} ${dom.length} steps: key → DOM p50 ${d.p50.toFixed(1)} ms  p95 ${d.p95.toFixed(1)} ms  max ${d.max.toFixed(1)} ms; → next frame p95 ${f.p95.toFixed(1)} ms${goal}`,
    );
  }
}

/** ONLY=edit: edit mode's figure alone. */
async function onlyEdit() {
  const edit = stats(await editToMatrix(bench));
  console.log(
    `edit mode, call_external: last keystroke (a paste) → the 8 scenarios judged, ${bench.runs} edits: p50 ${edit.p50.toFixed(0)} ms  max ${edit.max.toFixed(0)} ms (debounce ${DEBOUNCE_MS} ms included; after it, ${goalText('editAfterDebounce', edit.p50 - DEBOUNCE_MS)})`,
  );
}

/** ONLY=offline: the repeat-visit figures alone. */
async function onlyOffline() {
  const repeat = await repeatLoads(bench);
  const output = stats(repeat.loads.map((l) => l.output));
  const editor = stats(repeat.loads.map((l) => l.editor));
  console.log(
    `repeat visit (service worker), ${bench.runs} loads: → first output median ${output.median.toFixed(1)} ms (min ${output.min.toFixed(1)}), → editor ready median ${editor.median.toFixed(1)} ms; ${repeat.fromWorker} of ${repeat.requests} responses from the worker`,
  );
}

/** ONLY=cpu: what a page load costs the browser's processes, in CPU-seconds, with and without the code reached. */
async function onlyCpu() {
  const seconds = (n: number) => `${n.toFixed(2)} s`;
  for (const reach of [false, true]) {
    const loads = [];
    for (let i = 0; i < bench.runs; i++) loads.push(await loadCpu(bench, reach));
    const renderer = stats(loads.map((l) => l.renderer));
    const others = stats(loads.map((l) => l.browser + l.gpu + l.other));
    console.log(
      `a page load, ${reach ? 'the code reached (the editor in)' : 'nobody reaching for the code'}, ${loads.length} loads: renderer CPU median ${seconds(renderer.median)} (${seconds(renderer.min)}–${seconds(renderer.max)}); the other processes median ${seconds(others.median)}`,
    );
  }
}

async function everything() {
  const parts = measureParts();
  const screen = await measureFirstScreen(bench);
  // This build's figures (with BEFORE=, the earlier build's are printed beside them).
  const { cold, slow } = screen.builds.at(-1) as (typeof screen.builds)[number];
  const repeat = await repeatLoads(bench);
  const latency = await stepping(bench, false, 'F10');
  const withDiagram = await stepping(bench, true, 'F10');
  const browserTraces = (await withPage(
    bench,
    (page) => page.evaluate('window.__mcpPlayground.benchmarkTraces(50)'),
    bench.benchBase,
  )) as BenchResult;
  const node = await benchmarkNodeTraces(50);
  const heaps: number[] = [];
  for (let i = 0; i < bench.runs; i++) heaps.push(await heapAfterAll(bench));
  const editJudged = stats(await editToMatrix(bench));

  console.log(
    `MCP Tools Playground benchmark · production build served with gzip · headless Chromium · ${bench.runs} cold loads per figure\n`,
  );
  console.log('bytes (gzip as served; raw in brackets)');
  for (const part of parts) console.log(`  ${part.name.padEnd(42)} ${kib(part.gzip).padStart(11)}  (${kib(part.raw)})`);
  const firstFiles = cold[0]?.beforeOutput.files ?? [];
  const firstBytes = stats(cold.map((l) => l.beforeOutput.transferred));
  const shell = parts[0];
  console.log(
    `  ${'transferred before the first output'.padEnd(42)} ${kib(firstBytes.median).padStart(11)}  (${firstFiles.length} requests: ${firstFiles.join(' ')})`,
  );
  console.log(`  JS before hydration ${kib(shell?.gzip ?? 0)}: ${goalText('shellJs', shell?.gzip ?? Number.NaN)}\n`);

  const { first, blankFirst, slowFirst, blankSlowFirst, works, ratio, htmlFirst, firstOverHtml } =
    printFirstScreen(screen);
  row('repeat visit (service worker) → first output', stats(repeat.loads.map((l) => l.output)));
  row(
    'repeat visit (service worker) → editor ready',
    stats(repeat.loads.map((l) => l.editor)),
    `(${repeat.fromWorker} of ${repeat.requests} responses from the worker's cache)`,
  );
  const dom = stats(latency.dom);
  const frame = stats(latency.frame);
  console.log(
    `\nstep latency (F10) over ${latency.dom.length} steps p50 ${ms(dom.p50)}  p95 ${ms(dom.p95)}  max ${ms(dom.max)}  (key → DOM updated)  ${goalText('stepP95', dom.p95)}`,
  );
  console.log(
    `${''.padEnd(37)}p50 ${ms(frame.p50)}  p95 ${ms(frame.p95)}  max ${ms(frame.max)}  (key → next frame painted)`,
  );
  const diagramDom = stats(withDiagram.dom);
  const diagramFrame = stats(withDiagram.frame);
  console.log(
    `with the heap diagram, ${withDiagram.dom.length} steps   p50 ${ms(diagramDom.p50)}  p95 ${ms(diagramDom.p95)}  max ${ms(diagramDom.max)}  (key → DOM updated)  ${goalText('stepP95Diagram', diagramDom.p95)}`,
  );
  console.log(
    `${''.padEnd(37)}p50 ${ms(diagramFrame.p50)}  p95 ${ms(diagramFrame.p95)}  max ${ms(diagramFrame.max)}  (key → next frame painted)`,
  );

  console.log('\ntrace recording, median of 50 rounds     browser      Node    steps');
  for (const [i, entry] of browserTraces.perScenario.entries()) {
    const nodeEntry = node.perScenario[i];
    console.log(
      `  ${entry.scenario.padEnd(38)} ${ms(entry.traceMs).padStart(9)} ${ms(nodeEntry?.traceMs ?? 0).padStart(9)} ${String(entry.steps).padStart(7)}`,
    );
  }
  console.log(
    `  ${'all 21 (median round)'.padEnd(38)} ${ms(browserTraces.totalTraceMs).padStart(9)} ${ms(node.totalTraceMs).padStart(9)}`,
  );
  console.log(
    `  browser: ${goalText('tracesBrowser', browserTraces.totalTraceMs)}; Node: ${goalText('tracesNode', node.totalTraceMs)}`,
  );
  const heap = stats(heaps);
  console.log(
    `\nJS heap after running and stepping all 21: min ${mb(heap.min)}  median ${mb(heap.median)}  max ${mb(heap.max)}  ${goalText('heap', heap.median)}`,
  );

  console.log(
    `\nedit mode, call_external: a paste → its 8 scenarios judged: p50 ${ms(editJudged.p50)}  max ${ms(editJudged.max)} (a ${DEBOUNCE_MS} ms pause after the last keystroke included; after it, ${goalText('editAfterDebounce', editJudged.p50 - DEBOUNCE_MS)})`,
  );

  const report = {
    runs: bench.runs,
    editToMatrix: { ...editJudged, debounceMs: DEBOUNCE_MS },
    bytes: { parts, transferredBeforeFirstOutput: firstBytes, filesBeforeFirstOutput: firstFiles },
    blankFirstPaint: blankFirst,
    firstOutput: first,
    firstOutputRatio: ratio(first, blankFirst),
    htmlWithoutScriptsOutputPaint: htmlFirst,
    firstOutputOverHtmlWithoutScripts: firstOverHtml,
    debugWorks: works,
    editorReady: stats(cold.map((l) => l.editor)),
    throttled: {
      blankFirstPaint: blankSlowFirst,
      firstOutput: slowFirst,
      firstOutputRatio: ratio(slowFirst, blankSlowFirst),
      editorReady: stats(slow.map((l) => l.editor)),
    },
    repeatVisit: {
      firstOutput: stats(repeat.loads.map((l) => l.output)),
      editorReady: stats(repeat.loads.map((l) => l.editor)),
      responsesFromWorker: repeat.fromWorker,
      responses: repeat.requests,
    },
    stepLatency: { dom, frame, steps: latency.dom.length },
    stepLatencyWithDiagram: { dom: diagramDom, frame: diagramFrame, steps: withDiagram.dom.length },
    traces: { browser: browserTraces, node },
    heapBytes: heap,
  };
  writeFileSync(join(bench.root, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwrote bench.json');
}

try {
  const only = process.env.ONLY;
  if (only === 'steps') await onlySteps();
  else if (only === 'edit') await onlyEdit();
  else if (only === 'first') printFirstScreen(await measureFirstScreen(bench));
  else if (only === 'offline') await onlyOffline();
  else if (only === 'cpu') await onlyCpu();
  else await everything();
  const missed = missedGoals();
  if (missed.length > 0) console.log(`\ngoals not met:\n  ${missed.join('\n  ')}`);
  if (CHECK && missed.length > 0) process.exitCode = 1;
} finally {
  await bench.close();
}
