/** What every measurement runs against: the browser, the hosts serving the builds, and how many runs. */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { serveStatic } from '../../src/replay/staticHost.ts';
import { CHROMIUM_LAUNCH } from '../chromium.ts';
import { DIST } from '../sizes.ts';

export type Bench = {
  browser: Browser;
  /** The production build (dist/), served with gzip as a static host would. */
  base: string;
  /** The benchmark's own build (dist-bench/, VITE_BENCH=1), the only one with the trace-timing hook. */
  benchBase: string;
  /** The baseline: a blank page but for a line of text, served the same way. */
  blankUrl: string;
  /** The page's own HTML without its scripts (module scripts and preloads): what painting its content alone costs. */
  htmlOnlyUrl: string;
  runs: number;
  steps: number;
  root: string;
  close: () => Promise<void>;
};

export async function startBench(): Promise<Bench> {
  const root = resolve(import.meta.dirname, '../..');
  if (!existsSync(join(DIST, 'index.html')) || process.env.BUILD === '1')
    execSync('npx vite build', { cwd: root, stdio: 'inherit' });
  const host = await serveStatic({ dir: DIST, port: 4176 });
  const benchDist = join(root, 'dist-bench');
  execSync('npx vite build --outDir dist-bench --emptyOutDir --logLevel warn', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_BENCH: '1' },
  });
  const benchHost = await serveStatic({ dir: benchDist, port: 4177 });
  const blankDir = mkdtempSync(join(tmpdir(), 'mcp-playground-blank-'));
  writeFileSync(
    join(blankDir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>blank</title><p>blank</p>\n',
  );
  const blankHost = await serveStatic({ dir: blankDir, port: 4178 });
  const htmlOnlyDir = mkdtempSync(join(tmpdir(), 'mcp-playground-html-only-'));
  writeFileSync(
    join(htmlOnlyDir, 'index.html'),
    readFileSync(join(DIST, 'index.html'), 'utf8')
      .replace(/<script type="module"[^>]*><\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
  const htmlOnlyHost = await serveStatic({ dir: htmlOnlyDir, port: 4179 });
  const removeDirs = () => {
    for (const dir of [blankDir, htmlOnlyDir]) rmSync(dir, { recursive: true, force: true });
  };
  // On every way out, an early exit included.
  process.on('exit', removeDirs);
  // The page's CSP forbids eval, which Playwright's page-side helpers use: contexts bypass it (the app does not need it).
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  return {
    browser,
    base: host.url,
    benchBase: benchHost.url,
    blankUrl: blankHost.url,
    htmlOnlyUrl: htmlOnlyHost.url,
    runs: Math.max(5, Number(process.env.RUNS ?? 5)),
    steps: Number(process.env.STEPS ?? 400),
    root,
    async close() {
      await browser.close();
      await Promise.all([host.close(), benchHost.close(), blankHost.close(), htmlOnlyHost.close()]);
      removeDirs();
    },
  };
}

/** A fresh context (cold cache) on the page, once its editor has loaded; closed after `body`. */
export async function withPage<T>(
  bench: Bench,
  body: (page: import('playwright-core').Page) => Promise<T>,
  base = bench.base,
): Promise<T> {
  const context = await bench.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(base);
  await page.waitForSelector('[data-testid="section-call_external"] [data-engine="monaco"] .view-lines', {
    timeout: 60_000,
  });
  try {
    return await body(page);
  } finally {
    await context.close();
  }
}
