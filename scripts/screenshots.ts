/**
 * The README's pictures, taken from the production build as a student and an
 * instructor meet it: 1440, 720 and 390 px, zh and en. `npm run screenshots`
 * writes docs/screens/*.png (builds first when there is no dist/).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { createDocsServer, type ServerLogEntry } from '../src/mcp/server/docsServer.ts';
import { serveHttp } from '../src/mcp/server/http.ts';
import { serveStatic } from '../src/replay/staticHost.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { DIST } from './sizes.ts';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs', 'screens');
if (!existsSync(join(DIST, 'index.html'))) execSync('npx vite build', { cwd: root, stdio: 'inherit' });
const host = await serveStatic({ dir: DIST, port: 0 });
const course = await serveStatic({ dir: DIST, port: 0 });
const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH);
// The docs service over Streamable HTTP, for "Your server", allowing this script's page origin.
const docs = await serveHttp<ServerLogEntry>({
  allowedOrigins: [new URL(host.url).origin],
  create: (url) => {
    const mode = url.searchParams.get('mode') === 'bad-catalog' ? 'bad-catalog' : 'normal';
    return { server: createDocsServer({ mode, log: () => undefined }), log: () => [] };
  },
});

const INVOKE = 30;

async function shot(
  name: string,
  width: number,
  height: number,
  body: (page: Page) => Promise<{ selector?: string } | undefined>,
): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const target = await body(page);
  const path = join(out, `${name}.png`);
  if (target?.selector) await page.locator(target.selector).first().screenshot({ path });
  else await page.screenshot({ path });
  await context.close();
  console.log(`wrote docs/screens/${name}.png`);
}

const pausedAtInvoke = (lang: string) =>
  `${host.url}?fn=call_external&scenario=success&bp=${INVOKE}&step=12&lang=${lang}`;
const ready = async (page: Page) => {
  const view = page.getByTestId('section-call_external');
  await view.getByTestId('code-view').waitFor({ timeout: 30_000 });
  await view.getByTestId('narration').waitFor();
  return view;
};

try {
  // The lesson's point as a picture: snapshot, shown and sent are three boxes; args points into snapshot.
  await shot('diagram-1440-zh', 1440, 1000, async (page) => {
    await page.goto(pausedAtInvoke('zh'));
    const view = await ready(page);
    await view.getByTestId('view-diagram').click();
    await view.getByTestId('heap-diagram').waitFor();
    return { selector: '[data-testid="section-call_external"]' };
  });
  // The lesson's Python beside the TypeScript (1200 px and wider), both marked, and a line naming both.
  await shot('python-split-1440-en', 1440, 900, async (page) => {
    await page.goto(`${host.url}?lang=en`);
    const view = page.getByTestId('section-call_external');
    await view.getByTestId('code-view').waitFor({ timeout: 30_000 });
    await view.getByTestId('scenario-picker').selectOption('success');
    await view.getByTestId('try-it').click();
    await view.getByTestId('narration').waitFor();
    await view.getByTestId('tab-python').click();
    await view.getByTestId('python-here').waitFor();
    return undefined;
  });
  // Predict: Debug stopped at a question, a wrong answer told, the next state held back until it is answered.
  await shot('predict-1440-en', 1440, 900, async (page) => {
    await page.addInitScript(() => localStorage.setItem('mcp-playground:predict', 'on'));
    await page.goto(`${host.url}?fn=discover_tools&scenario=pages&lang=en`);
    const view = page.getByTestId('section-discover_tools');
    await view.getByTestId('code-view').waitFor({ timeout: 30_000 });
    await view.getByTestId('debug').click();
    await view.getByTestId('predict-form').waitFor();
    await view.getByTestId('predict-input').fill('1');
    await view.getByTestId('predict-check').click();
    await view.getByTestId('predict-feedback').filter({ hasText: '✘' }).waitFor();
    await page.evaluate(() => document.querySelector('[data-testid="status"]')?.scrollIntoView({ block: 'start' }));
    return undefined;
  });
  // The debugger on one screen: the guidance's stop, with the controls, the narration, the code box and the
  // variables in the window at once.
  await shot('workspace-1440-zh', 1440, 900, async (page) => {
    await page.goto(`${host.url}?lang=zh`);
    const view = page.getByTestId('section-discover_tools');
    await view.getByTestId('code-view').waitFor({ timeout: 30_000 });
    await view.getByTestId('try-it').click();
    await view.getByTestId('narration').waitFor();
    await page.waitForTimeout(500);
    return undefined;
  });
  // A half-screen laptop at the step a timeout is raised: the narration tells the event, not the line.
  await shot('workspace-720-en', 720, 900, async (page) => {
    await page.goto(`${host.url}?fn=call_external&scenario=transport&step=13&lang=en`);
    await ready(page);
    await page.waitForTimeout(500);
    return undefined;
  });
  await shot('tree-1440-en', 1440, 1000, async (page) => {
    await page.goto(pausedAtInvoke('en'));
    const view = await ready(page);
    await view.getByTestId('view-tree').click();
    return { selector: '[data-testid="section-call_external"]' };
  });
  // A course column: the compact embed, paused, line and variables on one screen.
  await shot('course-720-zh', 760, 900, async (page) => {
    await page.goto(`${course.url}example-course.html?playground=${encodeURIComponent(host.url)}`);
    await page.locator('#call').scrollIntoViewIfNeeded();
    await page.locator('#call[data-ready="true"]').waitFor();
    await page.locator('#debug').click();
    const frame = page.frameLocator('#call');
    await frame.getByTestId('section-call_external').and(frame.locator('[data-state="paused"]')).waitFor();
    await page.locator('#call').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    return undefined;
  });
  // A phone's first screen, and a pause with its narration.
  await shot('phone-390-en', 390, 844, async (page) => {
    await page.goto(`${host.url}?lang=en`);
    await page.getByTestId('section-discover_tools').getByTestId('code-view').waitFor();
    return undefined;
  });
  // A deep link on a phone: the page brings the paused line into view by itself.
  await shot('phone-390-zh-paused', 390, 844, async (page) => {
    await page.goto(pausedAtInvoke('zh'));
    await ready(page);
    await page.waitForTimeout(500);
    return undefined;
  });
  await shot('practice-1440-en', 1440, 1000, async (page) => {
    await page.goto(`${host.url}?lang=en`);
    const practice = page.getByTestId('practice');
    await practice.getByTestId('practice-start').click();
    await page.getByTestId('approve-allow').click();
    await practice.and(page.locator('[data-status="done"]')).waitFor();
    await practice.locator('[data-testid="rpc-pair"][data-method="tools/call"] summary').click();
    return { selector: '[data-testid="practice"]' };
  });
  await shot('your-server-1440-en', 1440, 1000, async (page) => {
    await page.goto(`${host.url}?lang=en`);
    const yours = page.getByTestId('your-server');
    await yours.getByTestId('your-url').fill(`${docs.url.href}?mode=bad-catalog`);
    await yours.getByTestId('your-check').click();
    await yours.getByTestId('your-verdict').waitFor();
    return { selector: '[data-testid="your-server"]' };
  });
} finally {
  await docs.close();
  await browser.close();
  await host.close();
  await course.close();
}
