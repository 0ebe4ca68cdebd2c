/** The core journeys (journeys.ts) in Firefox ESR, one tab each in one browser. */
import type { Browser } from 'puppeteer-core';
import { firefoxDriver, firefoxMissing, launchFirefox } from './firefox.ts';
import { journeys } from './journeys.ts';

let browser: Promise<Browser> | undefined;
const launched = () => {
  browser ??= launchFirefox();
  return browser;
};
journeys(
  'Firefox',
  firefoxMissing(),
  async () => firefoxDriver(await launched()),
  async () => (await browser)?.close(),
);
