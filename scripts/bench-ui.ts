/**
 * npm run bench:ui — the playground in headless Chromium against the
 * production build (vite preview on 127.0.0.1), cold cache each run:
 * bytes before the editor, time to first output, time to editor ready, and
 * step latency. Prints figures and writes bench-ui.json; goals are reported,
 * not asserted. Run `npm run build` first (the script does when dist/ is missing).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 5);
const STEPS = Number(process.env.STEPS ?? 400);
if (!existsSync(resolve(root, 'dist/index.html'))) execSync('npx vite build', { cwd: root, stdio: 'inherit' });

const server = await preview({ root, preview: { host: '127.0.0.1', port: 4175, strictPort: true }, logLevel: 'error' });
const base = 'http://127.0.0.1:4175';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

type Load = {
  firstOutputMs: number;
  editorReadyMs: number;
  jsBeforeEditor: { raw: number; gzip: number; files: string[] };
};

const gzipOf = (path: string) => {
  const file = resolve(root, 'dist', path.replace(/^\//, ''));
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
};

/** Marks, in page time, when the first output and the editor appear. */
const OBSERVE = `
  window.__marks = {};
  new MutationObserver(() => {
    const m = window.__marks;
    if (m.output === undefined && document.querySelector('[data-testid="output"][data-mode="run"]')) m.output = performance.now();
    if (m.editor === undefined && document.querySelector('[data-engine="monaco"] .view-lines')) m.editor = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
`;

async function load(): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const scripts: string[] = [];
  let editorRequested = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('MonacoCode')) editorRequested = true;
    if (!editorRequested && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto(base);
  await page.waitForSelector('[data-engine="monaco"] .view-lines');
  const marks = (await page.evaluate('window.__marks')) as { output: number; editor: number };
  await context.close();
  const sizes = scripts.map(gzipOf);
  return {
    firstOutputMs: marks.output,
    editorReadyMs: marks.editor,
    jsBeforeEditor: {
      raw: sizes.reduce((sum, s) => sum + s.raw, 0),
      gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
      files: scripts,
    },
  };
}

/**
 * Steps through scenarios with F10 and times each step: to the DOM update,
 * and to the next frame after it. Page code is a string: tsx would otherwise
 * wrap its functions in a helper that does not exist in the page.
 */
const STEP_LATENCY = `async (total) => {
  const dom = [];
  const frame = [];
  const sections = ['discover_tools', 'assemble_tool_pool', 'call_external'];
  const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done(performance.now())));
  const wait = (ms) => new Promise((done) => setTimeout(done, ms));
  let round = 0;
  while (dom.length < total) {
    const fn = sections[round % sections.length];
    const section = document.querySelector('[data-testid="section-' + fn + '"]');
    section.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const picker = section.querySelector('[data-testid="scenario-picker"]');
    picker.selectedIndex = Math.floor(round / 3) % picker.options.length;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    round++;
    section.querySelector('[data-testid="debug"]').click();
    while (section.dataset.state !== 'paused') await wait(5);
    const counter = section.querySelector('[data-testid="step-counter"]');
    // Back to the first step, then F10 to the end.
    while (!section.querySelector('[data-testid="step-back"]').disabled) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', shiftKey: true }));
      await nextFrame();
    }
    while (!section.querySelector('[data-testid="step"]').disabled && dom.length < total) {
      const before = counter.textContent;
      const updated = new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (counter.textContent !== before) {
            observer.disconnect();
            done(performance.now());
          }
        });
        observer.observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F10' }));
      const at = await updated;
      const painted = await nextFrame();
      dom.push(at - start);
      frame.push(painted - start);
    }
  }
  return { dom, frame };
}`;

async function stepLatency(page: Page): Promise<{ dom: number[]; frame: number[] }> {
  return page.evaluate(`(${STEP_LATENCY})(${STEPS})`);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { min: sorted[0] ?? 0, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0, median: at(0.5) };
};

try {
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await load());
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base);
  await page.waitForSelector('[data-engine="monaco"] .view-lines');
  const latency = await stepLatency(page);
  await context.close();

  const first = stats(loads.map((l) => l.firstOutputMs));
  const editor = stats(loads.map((l) => l.editorReadyMs));
  const js = loads[0]?.jsBeforeEditor ?? { raw: 0, gzip: 0, files: [] };
  const dom = stats(latency.dom);
  const frame = stats(latency.frame);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`Playground in headless Chromium, production build, ${RUNS} cold loads, ${latency.dom.length} steps\n`);
  console.log(
    `JS before the editor        ${(js.raw / 1024).toFixed(1)} kB raw, ${(js.gzip / 1024).toFixed(1)} kB gzip (${js.files.length} files)   goal ≤ 150 kB gzip: ${js.gzip <= 150 * 1024 ? 'met' : 'not met'}`,
  );
  console.log(`navigation → first output   min ${ms(first.min)}  median ${ms(first.median)}  max ${ms(first.max)}`);
  console.log(`navigation → editor ready   min ${ms(editor.min)}  median ${ms(editor.median)}  max ${ms(editor.max)}`);
  console.log(
    `step: key → DOM updated     p50 ${ms(dom.p50)}  p95 ${ms(dom.p95)}  max ${ms(dom.max)}   goal p95 ≤ 16 ms: ${dom.p95 <= 16 ? 'met' : 'not met'}`,
  );
  console.log(`step: key → next frame      p50 ${ms(frame.p50)}  p95 ${ms(frame.p95)}  max ${ms(frame.max)}`);
  const report = {
    runs: RUNS,
    steps: latency.dom.length,
    jsBeforeEditor: js,
    firstOutput: first,
    editorReady: editor,
    stepDom: dom,
    stepFrame: frame,
  };
  writeFileSync(resolve(root, 'bench-ui.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwrote bench-ui.json');
} finally {
  await browser.close();
  await server.close();
}
