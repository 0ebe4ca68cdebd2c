/** What every measurement runs against: the browser, the hosts serving the builds, and how many runs. */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { serveStatic } from '../../src/replay/staticHost.ts';
import { CHROMIUM_LAUNCH } from '../chromium.ts';
import { DIST } from '../sizes.ts';

/** A build as the first-screen figures load it: its pages, and its HTML without scripts, each served with gzip. */
export type BuiltPage = { name: string; base: string; htmlOnly: string };

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
  /**
   * The builds whose first screens are measured side by side, in turns in one run: this one, and with
   * BEFORE=<a dist folder> an earlier one first (how a change to what loads before the first output is judged).
   */
  builds: BuiltPage[];
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
  const dirs = [blankDir];
  const hosts = [host, benchHost, blankHost];
  /** The build's pages and its HTML without scripts (index.html and embed.html), each on a host of its own. */
  const served = async (name: string, dist: string, pageHost?: { url: string }): Promise<BuiltPage> => {
    const htmlOnlyDir = mkdtempSync(join(tmpdir(), 'mcp-playground-html-only-'));
    dirs.push(htmlOnlyDir);
    for (const file of ['index.html', 'embed.html'])
      writeFileSync(
        join(htmlOnlyDir, file),
        readFileSync(join(dist, file), 'utf8')
          // Every script but the data blocks (which run nothing), and every module preload.
          .replace(/<script(?![^>]*application\/json)[^>]*>[\s\S]*?<\/script>/g, '')
          .replace(/<link rel="modulepreload"[^>]*>/g, ''),
      );
    const htmlOnlyHost = await serveStatic({ dir: htmlOnlyDir });
    const own = pageHost ?? (await serveStatic({ dir: dist }));
    hosts.push(htmlOnlyHost);
    if (!pageHost) hosts.push(own as Awaited<ReturnType<typeof serveStatic>>);
    return { name, base: own.url, htmlOnly: htmlOnlyHost.url };
  };
  const current = await served('this build', DIST, host);
  const before = process.env.BEFORE
    ? await served(`before (${process.env.BEFORE})`, resolve(process.env.BEFORE))
    : null;
  const removeDirs = () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
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
    htmlOnlyUrl: current.htmlOnly,
    builds: before ? [before, current] : [current],
    runs: Math.max(5, Number(process.env.RUNS ?? 5)),
    steps: Number(process.env.STEPS ?? 400),
    root,
    async close() {
      await browser.close();
      await Promise.all(hosts.map((served) => served.close()));
      removeDirs();
    },
  };
}

/**
 * A fresh context (cold cache) on the page, once its editor has loaded (the pointer over the code, as a student's
 * brings it); closed after `body`.
 */
export async function withPage<T>(
  bench: Bench,
  body: (page: import('playwright-core').Page) => Promise<T>,
  base = bench.base,
): Promise<T> {
  const context = await bench.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(base);
  await page.hover('[data-testid="section-call_external"] [data-testid="code-view"]', { timeout: 60_000 });
  await page.waitForSelector('[data-testid="section-call_external"] [data-engine="monaco"] .view-lines', {
    timeout: 60_000,
  });
  try {
    return await body(page);
  } finally {
    await context.close();
  }
}
