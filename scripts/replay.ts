/**
 * npm run replay -- [--url <base URL>] [--subpath /courses/mcp/] [--offline] [--json] [--no-build]
 *
 * Checks that a deployed copy of the playground still teaches the same thing
 * (src/replay/replay.ts): the 21 scenarios' outcomes, Debug, golden traces,
 * the embed handshake, no foreign requests, no CSP violations, no page errors.
 * --offline replays a repeat visit with the network off (from the service worker's cache).
 * Without --url it builds dist/ and serves it on this machine (under --subpath
 * when given). Prints a table (or the JSON report with --json); exit code 1
 * when anything failed, 2 when the replay could not run at all.
 */
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { replayDeployment } from '../src/replay/replay.ts';
import { formatReport } from '../src/replay/report.ts';
import { type StaticHost, serveStatic } from '../src/replay/staticHost.ts';
import { PROJECT_ROOT } from '../src/scenarios/files.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { commandLine, usageError } from './commandLine.ts';
import { DIST } from './sizes.ts';

const usage = 'usage: npm run replay -- [--url <base URL>] [--subpath /courses/mcp/] [--offline] [--json] [--no-build]';

const { values: args } = commandLine(usage, {
  options: {
    url: { type: 'string' },
    subpath: { type: 'string' },
    offline: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
if (args.url !== undefined && args.subpath !== undefined)
  usageError('--subpath serves the local build; a --url names its own path.', usage);
if (args.url !== undefined && !/^https?:\/\//.test(args.url))
  usageError(`--url must be an http(s) address, got ${JSON.stringify(args.url)}`, usage);

const log = (text: string) => {
  if (!args.json) process.stderr.write(`${text}\n`);
};

let host: StaticHost | null = null;
let exitCode = 2;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  let url = args.url;
  if (url === undefined) {
    if (!args['no-build']) {
      log('building dist/ (npx vite build)…');
      execSync('npx vite build --logLevel warn', { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    host = await serveStatic({ dir: DIST, prefix: args.subpath ?? '/' });
    url = host.url;
    log(`serving dist/ at ${url}`);
  }
  const report = await replayDeployment({
    url,
    browser,
    offline: args.offline,
    onScenario: (s) =>
      log(`  ${s.function}/${s.scenario}: ${[s.run, s.debug, s.trace].every((c) => c.ok) ? 'ok' : 'FAIL'}`),
  });
  process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  exitCode = report.ok ? 0 : 1;
} catch (error) {
  console.error(`replay could not run: ${(error as Error).message}`);
} finally {
  await browser.close();
  await host?.close();
}
process.exit(exitCode);
