/**
 * What a cross-browser journey asks of a browser, whatever drives it (puppeteer-core over WebDriver BiDi for
 * Firefox, selenium-webdriver over WebDriver classic for WebKit), and the waits built on it. Functions given to
 * `evaluate` are sent to the page as text: they must not declare named helpers inside (tsx would add its own
 * `__name` helper to them, which the page does not have).
 */

export interface Driver {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A real click at the middle of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** What the browser itself heard besides the pages' watcher (puppeteer's page errors and console errors). */
  heard(): string[];
  close(): Promise<void>;
}

export const byTestId = (id: string, within = '') => `${within ? `${within} ` : ''}[data-testid="${id}"]`;
export const section = (fn: string) => byTestId(`section-${fn}`);

import { EXPECT_HANG_MS } from '../e2e/hang.ts';

const POLL_MS = 50;

/** Waits until `fn` (run in the page) returns something truthy, and returns it; fails only on a hang (e2e/hang.ts). */
export async function waitFor<A extends unknown[], R>(
  driver: Driver,
  what: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<R> {
  const timeout = EXPECT_HANG_MS;
  const until = Date.now() + timeout;
  for (;;) {
    const value = await driver.evaluate(fn, ...args);
    if (value) return value;
    if (Date.now() > until) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

export const present = (driver: Driver, selector: string) =>
  waitFor(driver, selector, (s) => document.querySelector(s) !== null, selector);

/** Opens a playground page and waits until it is live: its root is `inert` until its code can take a click. */
export async function visit(driver: Driver, url: string): Promise<void> {
  await driver.goto(url);
  await live(driver);
}

export const live = (driver: Driver) =>
  waitFor(driver, 'the page live', () => {
    const root = document.getElementById('root');
    return root !== null && root.firstElementChild !== null && !root.hasAttribute('inert');
  });

/** Waits until the element has the attribute's value. */
export const attribute = (driver: Driver, selector: string, name: string, value: string) =>
  waitFor(
    driver,
    `${selector}[${name}="${value}"]`,
    (s, n, v) => document.querySelector(s)?.getAttribute(n) === v,
    selector,
    name,
    value,
  );

/** Waits until the element's text matches, and returns the text. */
export async function text(driver: Driver, selector: string, pattern: RegExp): Promise<string> {
  return waitFor(
    driver,
    `${selector} to read ${pattern}`,
    (s, source, flags) => {
      const shown = document.querySelector(s)?.textContent ?? '';
      return new RegExp(source, flags).test(shown) ? shown : null;
    },
    selector,
    pattern.source,
    pattern.flags,
  ) as Promise<string>;
}

export const textOf = (driver: Driver, selector: string) =>
  driver.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);

/** Picks an option as a student's choice does: the value set, then `input` and `change` (as puppeteer's select). */
export async function select(driver: Driver, selector: string, value: string): Promise<void> {
  await present(driver, selector);
  const picked = await driver.evaluate(
    (s, v) => {
      const picker = document.querySelector(s) as HTMLSelectElement;
      if (![...picker.options].some((o) => o.value === v)) return false;
      picker.value = v;
      picker.dispatchEvent(new Event('input', { bubbles: true }));
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    },
    selector,
    value,
  );
  if (!picked) throw new Error(`${selector} has no option ${value}`);
}

/** Two animation frames: whatever a change scheduled has been laid out and painted. */
export const frames = (driver: Driver) =>
  driver.evaluate(
    () => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
  );
