/**
 * Firefox for the cross-browser journeys: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
 * (Playwright's own BiDi path needs commands ESR 153 lacks). Besides the pages' own watcher (watchedHost.ts), the
 * browser's page errors and console errors are heard here too (the console's includes what the browser itself
 * logs, a refused load among them).
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Driver } from './driver.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const firefoxMissing = () => (existsSync(FIREFOX_PATH) ? null : `${FIREFOX_PATH} not found`);

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    protocol: 'webDriverBiDi',
    headless: true,
    // Service workers are on in a fresh profile; nothing the browser fetches for itself leaves the machine.
    extraPrefsFirefox: {
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
    },
  });
}

/** A new tab of `browser` as a journey's driver. */
export async function firefoxDriver(browser: Browser): Promise<Driver> {
  const page = await browser.newPage();
  const heard: string[] = [];
  page.on('pageerror', (error) => heard.push(`page error: ${(error as Error).message ?? error}`));
  page.on('console', (message) => {
    if (message.type() === 'error') heard.push(`console error: ${message.text()}`);
  });
  return {
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    setViewport: (width, height) => page.setViewport({ width, height }),
    click: (selector) => page.click(selector),
    // Our arguments are plain data (selectors, numbers), which puppeteer's handle-aware types do not assume.
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as Promise<never>,
    heard: () => heard,
    close: () => page.close(),
  };
}
