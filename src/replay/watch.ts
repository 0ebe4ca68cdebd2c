/** What the replay watches in every page it opens: page errors, console errors, CSP violations; and its waits. */
import type { Locator, Page } from '@playwright/test';

/** Collected in every frame: the CSP violations the browser reports. */
export const WATCH_CSP = `(() => {
  window.__replayViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__replayViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
})();`;

export function watchPage(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console: ${message.text()}`);
  });
}

export async function violations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const list = await frame
      .evaluate(() => (window as unknown as { __replayViolations?: string[] }).__replayViolations ?? [])
      .catch(() => [] as string[]);
    found.push(...list.map((v) => `${frame.url()}: ${v}`));
  }
  return found;
}

/** Until the element has the attribute with this value (the data-testid contract's states). */
export async function waitForAttribute(locator: Locator, name: string, value: string): Promise<void> {
  await locator.locator(`xpath=self::*[@${name}="${value}"]`).waitFor();
}

/**
 * Until the page's code is live (docs/testids.md): its modules load after its first paint, so a document's `load`
 * event can come before them, and a page its service worker takes over reloads once as they start.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
}

/** Waits until the page's service worker is active: its install step has cached the whole build. */
export async function untilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(serviceWorkerActive);
}

/** Runs in the page (any driver's evaluate): resolves once its service worker is active and serves it next time. */
export async function serviceWorkerActive(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (worker && worker.state !== 'activated')
    await new Promise((done) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && done(null)),
    );
}
