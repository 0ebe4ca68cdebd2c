import { chromium } from '@playwright/test';
import { serveStatic } from '../src/replay/staticHost.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const host = await serveStatic({ dir: 'dist', port: 0 });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(`${host.url}?fn=discover_tools&scenario=pages&lang=${process.argv[2] ?? 'en'}`);
await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
await page.evaluate(() => localStorage.setItem('mcp-playground:predict', 'on'));
await page.reload();
await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
const view = page.getByTestId('section-discover_tools');
await view.getByTestId('debug').click();
await view.getByTestId('predict-form').waitFor();
console.log(
  'status:',
  await view.getByTestId('status').textContent(),
  '| counter:',
  await view.getByTestId('step-counter').textContent(),
);
await page.screenshot({ path: '/tmp/shots/q1.png' });
await view.getByTestId('predict-input').fill('1');
await view.getByTestId('predict-check').click();
console.log('feedback:', await view.getByTestId('predict-feedback').textContent());
await view.getByTestId('step-over').click();
console.log(
  'after step:',
  await view.getByTestId('predict-feedback').textContent(),
  await view.getByTestId('step-counter').textContent(),
);
await view.getByTestId('predict-input').fill('0');
await view.getByTestId('predict-check').click();
await view.getByTestId('predict-told').waitFor();
console.log(
  'told:',
  await view.getByTestId('predict-told').textContent(),
  await view.getByTestId('status').textContent(),
);
await page.screenshot({ path: '/tmp/shots/q2.png' });
await view.getByTestId('continue').click();
await view.getByTestId('predict-form').waitFor();
console.log('next q:', await view.getByTestId('predict-form').getAttribute('data-question'));
await page.screenshot({ path: '/tmp/shots/q3.png' });
console.log('errors', errors);
await browser.close();
await host.close();
