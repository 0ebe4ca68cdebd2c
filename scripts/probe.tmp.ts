import { chromium } from '@playwright/test';
import { serveStatic } from '../src/replay/staticHost.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';
const host = await serveStatic({ dir: 'dist', port: 0 });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
for (const [w, lang] of [[390, 'zh'], [1440, 'en']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: 844 } });
  await page.goto(`${host.url}?lang=${lang}`);
  await page.getByTestId('lesson-path').scrollIntoViewIfNeeded();
  await page.getByTestId('practice').getByRole('heading').first().waitFor();
  await page.getByTestId('lesson-path').screenshot({ path: `/tmp/shots/path-${w}-${lang}.png` });
  await page.close();
}
await browser.close();
await host.close();
