import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM_LAUNCH } from './scripts/chromium.ts';

const PORT = 4173;
/** A second origin for the example course page. */
export const COURSE_PORT = 4174;
/** npm run serve:docs's default port. */
export const DOCS_PORT = 3920;

export default defineConfig({
  testDir: 'e2e',
  // Tests are independent (a fresh context each, read-only servers): two at a time on this 2-core machine.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Two tests at a time keep both cores busy: give a page more than the default 5 s to show what it must.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: TEST_CHROMIUM_LAUNCH,
    // The built page installs a service worker that caches the whole build (~7 MB) on a first visit: every
    // test's fresh context would pay for it. Its own tests allow it (the replay, e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  // The same build twice, on two ports: two origins, so the embed tests can be cross-origin like a real course page.
  webServer: [
    ...[PORT, COURSE_PORT].map((port) => ({
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 30_000,
    })),
    // The docs service as a real, separate server (Streamable HTTP), for Practice and "Your server".
    {
      command: `npx tsx src/mcp/server/httpMain.ts --port ${DOCS_PORT}`,
      port: DOCS_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
