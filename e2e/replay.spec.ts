/**
 * The replay check instructors run against a deployed copy (npm run replay),
 * run here against this build deployed under a subpath: every lesson scenario
 * runs to the lesson's outcome and the fakes' logs, Debug prints the same,
 * the trace recorded in this browser equals the golden file, the embed
 * answers hello with ready and a height; no foreign request, no CSP
 * violation, no page error, and no language worker fetched. The scenarios
 * run on a repeat visit with the network off, from the service worker's
 * cache (the other tests block service workers: see playwright.config.ts).
 */
import { DIST } from '../scripts/sizes.ts';
import { replayDeployment } from '../src/replay/replay.ts';
import { formatReport } from '../src/replay/report.ts';
import { serveStatic } from '../src/replay/staticHost.ts';
import { EXPECT_HANG_MS } from './hang.ts';
import { expect, test } from './support.ts';

test('replay of the build deployed under /courses/mcp/, the repeat visit offline: all 21 scenarios, the embed, no foreign request, CSP or page error', async ({
  browser,
}) => {
  const host = await serveStatic({ dir: DIST, prefix: '/courses/mcp/' });
  try {
    // The replay's own limit per page action (15 s) is for a person's deployment; here, only a hang.
    const report = await replayDeployment({ url: host.url, browser, offline: true, timeout: EXPECT_HANG_MS });
    expect(report.scenarios).toHaveLength(21);
    expect(report.ok, formatReport(report)).toBe(true);
    // The editor did load, and no language worker with it.
    expect(report.requested.some((url) => /\/assets\/monaco-[^/]+\.js$/.test(url))).toBe(true);
    // Offline, the service worker of the subpath served the page (report.ok: it controls it) and the frame's own
    // page, embed.html, whatever its query.
    expect(report.embed.detail).toMatch(/offline, embed\.html from the cache runs its scenario/);
    expect(report.requested.filter((url) => /(ts|json|css|html)\.worker/.test(url))).toEqual([]);
    // Relative asset URLs: nothing is asked for outside the subpath.
    const origin = new URL(host.url).origin;
    expect(report.requested.filter((url) => url.startsWith(origin) && !url.startsWith(host.url))).toEqual([]);
  } finally {
    await host.close();
  }
});
