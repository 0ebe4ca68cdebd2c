import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { EXPECT_HANG_MS, TEST_HANG_MS } from './e2e/hang.ts';
import { TEST_CHROMIUM_LAUNCH } from './scripts/chromium.ts';

const PORT = 4173;
/** A second origin for the example course page. */
export const COURSE_PORT = 4174;
/** npm run serve:docs's default port. */
export const DOCS_PORT = 3920;
const LONGEST = /pathWalk\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Tests are independent (a fresh context each, read-only servers), and a run is bound by the CPU: one test per core
  // the process may use (two on this machine and on CI; `taskset` and more cores change it, docs/test-speed.md).
  fullyParallel: true,
  workers: availableParallelism(),
  retries: 0,
  reporter: [['list']],
  // Waits are on signals; these limits only catch a hang (e2e/hang.ts).
  timeout: TEST_HANG_MS,
  expect: { timeout: EXPECT_HANG_MS },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: TEST_CHROMIUM_LAUNCH,
    // The built page installs a service worker that caches the whole build (~7 MB) on a first visit: every
    // test's fresh context would pay for it. Its own tests allow it (the replay, e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  // The longest test (the whole path's walk, about a sixth of the suite on one worker) goes first: the run is bound by
  // the CPU, and started in the alphabet's order it ran on alone for over a minute after the other worker had nothing
  // left. Projects are dispatched in the order listed here.
  projects: [
    { name: 'walk', testMatch: LONGEST },
    { name: 'chromium', testIgnore: LONGEST },
  ],
  // The same build twice, on two ports: two origins, so the embed tests can be cross-origin like a real course page;
  // and the docs service as a real, separate server (Streamable HTTP), for Practice and "Your server". One script
  // starts the three at once and says when all answer (scripts/e2e-servers.sh).
  webServer: {
    command: `bash scripts/e2e-servers.sh ${PORT} ${COURSE_PORT} ${DOCS_PORT}`,
    wait: { stdout: /e2e servers ready/ },
    timeout: 60_000,
  },
});
