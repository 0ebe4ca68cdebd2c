/**
 * WebKit for the cross-browser journeys: WebKitGTK's MiniBrowser (Debian's `webkit2gtk-driver`), driven over
 * WebDriver classic by selenium-webdriver. The driver needs a display: each session's driver runs under its own
 * virtual one (`xvfb-run -a`). WebDriver classic cannot hear a page's errors; the pages' own watcher does
 * (watchedHost.ts). One driver process and one session per journey, so each starts with an empty profile.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { EXPECT_HANG_MS } from '../e2e/hang.ts';
import type { Driver } from './driver.ts';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';

export const webkitMissing = () =>
  [WEBKIT_DRIVER_PATH, XVFB_RUN, '/usr/bin/xauth']
    .filter((path) => !existsSync(path))
    .map((path) => `${path} not found`)[0] ?? null;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits until the driver answers its status (it takes about a second to start its display and listen). */
async function ready(url: string, child: ChildProcess): Promise<void> {
  // Its own status is the signal; the limit only catches a driver that never starts.
  const until = Date.now() + EXPECT_HANG_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const reply = await fetch(`${url}/status`);
      if (((await reply.json()) as { value?: { ready?: boolean } }).value?.ready) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer in ${EXPECT_HANG_MS} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A fresh WebKit session as a journey's driver; `close` ends the session, the driver and its display. */
export async function webkitDriver(): Promise<Driver> {
  const port = await freePort();
  // The display's key in a folder of ours: xvfb-run (a POSIX shell) removes the folder it would make only when it
  // exits by itself, never on the signal that ends it here, and left one in the temporary folder per session.
  const display = mkdtempSync(join(tmpdir(), 'webkit-display-'));
  // Its own process group: xvfb-run starts Xvfb and the driver, and all three go at the end.
  const child = spawn(XVFB_RUN, ['-a', '-f', join(display, 'Xauthority'), WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
    rmSync(display, { recursive: true, force: true });
  };
  let session: WebDriver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await ready(url, child);
    session = await new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { args: ['--automation'] } })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    goto: (url) => session.get(url),
    reload: () => session.navigate().refresh(),
    async setViewport(width, height) {
      // The window's size is set, then corrected by what it left the page (its frame and toolbar).
      await session.manage().window().setRect({ width, height });
      const inner = (await session.executeScript('return [innerWidth, innerHeight]')) as [number, number];
      await session
        .manage()
        .window()
        .setRect({ width: width * 2 - inner[0], height: height * 2 - inner[1] });
    },
    click: async (selector) => session.findElement(By.css(selector)).click(),
    evaluate: (fn, ...args) => session.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args),
    heard: () => [],
    async close() {
      try {
        await session.quit();
      } finally {
        stop();
      }
    },
  };
}
