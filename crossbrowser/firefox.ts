/**
 * Firefox for the cross-browser journeys: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
 * (Playwright's own BiDi path needs commands ESR 153 lacks). Each page reports its uncaught errors, console errors
 * and Content-Security-Policy violations into one list the journey asserts empty.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

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

/** Reports a violation as a console error, which `watch` collects with the rest. */
const REPORT_CSP = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber);
});`;

/** A new page whose problems land in `problems`: page errors, console errors, CSP violations. */
export async function watchedPage(browser: Browser, problems: string[]): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${(error as Error).message ?? error}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(REPORT_CSP);
  return page;
}

export const byTestId = (id: string, within = '') => `${within ? `${within} ` : ''}[data-testid="${id}"]`;
export const section = (fn: string) => byTestId(`section-${fn}`);

/** Waits until the element has the attribute's value. */
export async function attribute(page: Page, selector: string, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    (s, n, v) => document.querySelector(s)?.getAttribute(n) === v,
    { timeout: 20_000 },
    selector,
    name,
    value,
  );
}

/** Waits until the element's text passes `test` (given as a regular expression's source and flags). */
export async function text(page: Page, selector: string, pattern: RegExp): Promise<string> {
  await page.waitForFunction(
    (s, source, flags) => new RegExp(source, flags).test(document.querySelector(s)?.textContent ?? ''),
    { timeout: 20_000 },
    selector,
    pattern.source,
    pattern.flags,
  );
  return page.$eval(selector, (element) => element.textContent ?? '');
}
