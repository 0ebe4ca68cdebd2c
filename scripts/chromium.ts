/**
 * How this project launches Debian's chromium (Playwright cannot download its
 * own browser on this kind of machine): the e2e suite and the benchmark share it.
 * The flags keep a headless browser from reaching for the network on its own.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // No renderer process started ahead of need: on this machine a process start costs about a CPU-second.
    '--disable-features=SpareRendererForSitePerProcess',
  ],
};
