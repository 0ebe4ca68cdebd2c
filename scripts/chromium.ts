/**
 * How this project launches Debian's chromium (Playwright cannot download its
 * own browser on this kind of machine). The flags keep a headless browser from
 * reaching for the network on its own.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // No renderer process started ahead of need: on this machine a process start costs about a CPU-second.
  // Chromium keeps only the last `--disable-features`, so under Playwright this one replaces Playwright's own list
  // (16 names in 1.65.1: storage partitioning, PaintHolding, HTTPS upgrades, Google's hints and preconnects, …)
  // and the browser runs with those as Chrome ships them. Storage partitioning on is what the course frames and
  // embeds must be tested with; e2e/fixture.spec.ts holds it so (with Playwright's list, a frame's storage was its
  // site's).
  '--disable-features=SpareRendererForSitePerProcess',
];

/** The browser students use (`chromium`): the benchmark, the screenshots and an instructor's replay measure it. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
};

/**
 * The browser tests' browser: the same Chromium release's headless shell (Debian's chromium-headless-shell, what
 * Playwright itself runs headless tests in). Same engine, without the full browser around it: the browser tests
 * took 200 s instead of 286 s here, 374 CPU-seconds of tests instead of 544. `TEST_CHROMIUM_PATH=/usr/bin/chromium`
 * runs them in the full browser.
 *
 * V8 runs the tests' pages in its interpreter and baseline compiler only (`--max-opt=1`: no Maglev, no Turbofan).
 * A test's page lives a few seconds, too short for optimized code to repay its compiling: one load, a Debug and ten
 * steps took 3.2 instead of 4.1 CPU-seconds, and the whole browser-test suite 153–159 s and 295–302 CPU-seconds
 * instead of 177–180 s and 344–349. The same JavaScript runs either way; the benchmark, the screenshots and
 * students keep V8's defaults.
 */
export const TEST_CHROMIUM_LAUNCH = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [...FLAGS, '--js-flags=--max-opt=1'],
};
