/** Embedding: the example course page on another origin, heights both ways, commands from the allowed origin only. */
import type { Page } from '@playwright/test';
import { expect, reachEditor, sourceLine, test, watchErrors } from './support.ts';

const PLAYGROUND = 'http://127.0.0.1:4173/';
const COURSE = 'http://127.0.0.1:4174/example-course.html';

async function openCourse(page: Page) {
  await page.goto(`${COURSE}?playground=${encodeURIComponent(PLAYGROUND)}`);
  await expect(page.locator('#discover')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#call')).toHaveAttribute('data-ready', 'true');
}

const frameHeight = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => Number.parseInt((el as HTMLElement).style.height, 10));

test("the course page embeds two playgrounds; a frame grows and shrinks with its content; in a 720 px column the paused line and the variables are on one screen, with the frame's language toggle and open-in-full link", async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  // A course column: the page at 760 px, so the frame is about 720 px wide.
  await page.setViewportSize({ width: 760, height: 900 });
  await openCourse(page);
  const call = page.frameLocator('#call');
  // Chromium does not render a cross-origin frame while it is off screen, and heights are measured when it renders.
  await page.locator('#call').scrollIntoViewIfNeeded();
  await expect(call.getByTestId('output')).toHaveAttribute('data-mode', 'run');
  await expect.poll(() => frameHeight(page, 'call')).toBeGreaterThan(300);
  // The height reported is the content's: the frame settles where the section ends.
  const content = () => call.getByTestId('embed').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect.poll(async () => Math.abs((await frameHeight(page, 'call')) - (await content()))).toBeLessThanOrEqual(1);
  const idle = await frameHeight(page, 'call');

  await page.locator('#debug').click();
  await expect(call.getByTestId('section-call_external')).toHaveAttribute('data-state', 'paused');
  await expect(page.locator('#log')).toHaveText(
    new RegExp(`line ${sourceLine('callExternal.ts', 'const reply = await route.invoke')}$`),
  );
  await expect.poll(() => frameHeight(page, 'call')).toBeGreaterThan(idle);
  const paused = await frameHeight(page, 'call');

  await page.locator('#call').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // Where the course page shows them: the frame's position plus each one's place inside it.
  const top = (await page.locator('#call').boundingBox())?.y ?? 0;
  const line = await call.locator('.exec-next-line, .code-line.is-next').first().boundingBox();
  const variables = await call.getByTestId('variables').boundingBox();
  expect(line && variables).toBeTruthy();
  for (const box of [line, variables]) {
    expect((box?.y ?? -1) - top).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + 40).toBeLessThanOrEqual(900);
  }
  // Side by side: the variables start beside the code, not below it.
  expect((variables?.x ?? 0) > (line?.x ?? 0)).toBe(true);

  // The frame's own language toggle, and a link to the same state in the full playground.
  await call.getByTestId('language').click();
  await expect(call.getByTestId('variables')).toContainText('Variables');
  const [full] = await Promise.all([context.waitForEvent('page'), call.getByTestId('open-full').click()]);
  await expect(full).toHaveURL(/fn=call_external&scenario=success&bp=30&step=\d+&lang=en/);
  await expect(full.getByTestId('section-call_external')).toHaveAttribute('data-state', 'paused');
  await full.close();
  await call.getByTestId('language').click();

  await page.locator('#deny').click();
  await expect(call.getByTestId('section-call_external')).toHaveAttribute('data-state', 'idle');
  await expect.poll(() => frameHeight(page, 'call')).toBeLessThan(paused);

  // In "deny" the breakpoint before the call is never reached: Debug pauses at step 1; Last goes to the end, which says what it printed.
  await page.locator('#debug').click();
  await expect(page.locator('#log')).toContainText('step 1 of');
  await page.locator('#last').click();
  await expect(page.locator('#log')).toContainText('finished');
  await expect(page.locator('#log')).toContainText('"is_error": true');
  await page.locator('#back').click();
  await expect(page.locator('#log')).toContainText('step');
  expect(errors).toEqual([]);
});

test('commands from an origin the embed URL does not allow are ignored, and said so once on the console', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${COURSE}?playground=${encodeURIComponent(PLAYGROUND)}`);
  // A frame that allows only another course site: this page may not drive it.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'stranger';
    frame.src = src;
    document.body.append(frame);
  }, `${PLAYGROUND}?embed=1&fn=call_external&scenario=success&origins=https://course.example&frame=stranger`);
  const stranger = page.frameLocator('#stranger');
  await expect(stranger.getByTestId('output')).toHaveAttribute('data-mode', 'run');
  const command = () =>
    page.evaluate(() => {
      const frame = document.getElementById('stranger') as HTMLIFrameElement;
      frame.contentWindow?.postMessage({ type: 'mcp-playground:command', command: 'debug' }, '*');
    });
  const said = () => warnings.filter((w) => w.includes('not among the embed URL')).length;
  // Commands until the frame says it ignores them: the output can show before the frame listens (a message sent
  // then is lost, as one from any page would be: a course page waits for `ready`, which this page never gets).
  await expect
    .poll(async () => {
      await command();
      return said();
    })
    .toBe(1);
  // Two more: refused (the frame's count says so, a barrier rather than a wait), not said again, none obeyed.
  const refused = Number(await stranger.locator('html').getAttribute('data-ignored-messages'));
  await command();
  await command();
  await expect(stranger.locator('html')).toHaveAttribute('data-ignored-messages', String(refused + 2));
  expect(said()).toBe(1);
  await expect(stranger.getByTestId('section-call_external')).toHaveAttribute('data-state', 'idle');
});

test('the embed view refuses unknown parameters with a notice and still works', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(
    `${PLAYGROUND}?embed=1&fn=assemble_tool_pool&scenario=two&fixed=1&theme=dark&origins=javascript:alert(1)`,
  );
  await expect(page.getByTestId('page-notice')).toContainText('theme');
  await expect(page.getByTestId('page-notice')).toContainText('origins');
  await expect(page.getByTestId('scenario-picker')).toHaveCount(0);
  await expect(page.getByTestId('masthead')).toHaveCount(0);
  await page.getByTestId('debug').click();
  await expect(page.getByTestId('section-assemble_tool_pool')).toHaveAttribute('data-state', 'paused');
  expect(errors).toEqual([]);
});

test('the Embed button gives the iframe snippet for the current state, with no made-up origin; at 390 px it is all on screen', async ({
  page,
}) => {
  await page.goto(`${PLAYGROUND}?fn=call_external&scenario=deny&lang=en`);
  const section = page.getByTestId('section-call_external');
  await section.getByTestId('embed-open').click();
  // Empty by default: without an origin the frame still grows with its content, and the panel says so.
  await expect(section.getByTestId('embed-origin')).toHaveValue('');
  let snippet = await section.getByTestId('embed-snippet').inputValue();
  expect(snippet).toContain('<iframe id="mcp-call-external"');
  expect(snippet).toContain('embed=1&amp;fn=call_external&amp;scenario=deny&amp;intro=0&amp;frame=');
  expect(snippet).not.toContain('origins=');
  expect(snippet).not.toContain('lang=');
  await expect(section.getByTestId('embed-box')).toContainText('reports its height only');
  await section.getByTestId('embed-origin').fill('https://course.example');
  await section.getByTestId('embed-layout').selectOption('stack');
  await section.getByTestId('embed-panel-guidance').uncheck();
  await section.getByTestId('embed-lang').check();
  snippet = await section.getByTestId('embed-snippet').inputValue();
  expect(snippet).toContain('origins=https%3A%2F%2Fcourse.example');
  expect(snippet).toContain('lang=en');
  expect(snippet).toContain('layout=stack&amp;panels=variables,fakes,output');
  expect(snippet).toContain("event.origin !== 'http://127.0.0.1:4173'");
  await section.getByTestId('embed-origin').fill('not an origin');
  await expect(section.getByTestId('embed-snippet')).toHaveCount(0);
  await expect(section.getByTestId('embed-box')).toContainText('That is not an origin');
  // A phone: the generator is a sheet inside the window, on both sides.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await section.getByTestId('embed-box').boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
});

test('deployed under a subpath, the build works unchanged', async ({ page }) => {
  const errors = watchErrors(page);
  // Serve the same build under /courses/mcp/ by mapping requests onto the root.
  await page.route('http://127.0.0.1:4173/courses/mcp/**', async (route) => {
    const url = new URL(route.request().url());
    url.pathname = url.pathname.replace('/courses/mcp/', '/');
    const response = await route.fetch({ url: url.href });
    await route.fulfill({ response });
  });
  await page.goto('http://127.0.0.1:4173/courses/mcp/?fn=discover_tools&scenario=pages&step=3');
  await expect(page.getByTestId('section-discover_tools').getByTestId('step-counter')).toHaveText(/3/);
  // The editor's chunks load from the subpath too.
  await reachEditor(page.getByTestId('section-discover_tools').getByTestId('code-view'));
  await expect(page).toHaveURL(/\/courses\/mcp\/\?fn=discover_tools/);
  expect(errors).toEqual([]);
  // The page goes on loading after what this test checks (the editor's colouring came last): it finishes through
  // the mapping before the page closes, or a handler caught mid-fetch fails it (it did, both ways, in full runs).
  await page.waitForLoadState('networkidle');
  await page.unrouteAll({ behavior: 'wait' });
});

test('an exercise in a 720 px course column: edit mode honours codeHeight, so the scenario table is within a screen of the code; open-in-full keeps the exercise', async ({
  page,
}) => {
  await page.setViewportSize({ width: 752, height: 900 });
  await page.goto('/embed.html?embed=1&fn=discover_tools&exercise=ninth-tool&intro=0&codeHeight=360&lang=en');
  const view = page.getByTestId('section-discover_tools');
  await expect(view.getByTestId('hunt-picker')).toHaveValue('ninth-tool');
  const editor = view.getByTestId('edit-editor');
  await expect(editor).toBeVisible();
  await expect(view.getByTestId('edit-matrix')).toHaveAttribute('data-state', 'done');
  const code = await editor.boundingBox();
  const table = await view.getByTestId('edit-matrix').boundingBox();
  expect(code?.height).toBeLessThanOrEqual(360);
  // The table starts below the editor, less than a window's height from the code's top (it was 1,250 px below).
  expect((table?.y ?? 0) - (code?.y ?? 0)).toBeLessThan(900);
  await expect(page.getByTestId('open-full')).toHaveAttribute('href', /[?&]exercise=ninth-tool(&|$)/);
});

test('the Embed panel writes a checkpoint: preselected when opened from the path, a script-free snippet, the SCORM command; the frame opens it', async ({
  page,
}) => {
  await page.goto(`${PLAYGROUND}?lang=en`);
  await page.getByTestId('path-open-pool-one').click();
  const section = page.getByTestId('section-assemble_tool_pool');
  await expect(section.getByTestId('predict-approach')).toHaveAttribute('data-checkpoint', 'pool-one');
  await section.getByTestId('embed-open').click();
  await expect(section.getByTestId('embed-checkpoint')).toHaveValue('pool-one');
  let snippet = await section.getByTestId('embed-snippet').inputValue();
  expect(snippet).toContain('&amp;checkpoint=pool-one&amp;');
  expect(snippet).toContain('<script>');
  await expect(section.getByTestId('embed-lms-command')).toHaveText('npm run package:scorm -- --checkpoints pool-one');
  // For an editor that strips scripts: the frame alone, at a fixed height.
  await section.getByTestId('embed-script').uncheck();
  await expect(section.getByTestId('embed-script-off')).toContainText('900 px');
  snippet = await section.getByTestId('embed-snippet').inputValue();
  expect(snippet).not.toContain('<script');
  expect(snippet).toMatch(/^<iframe [^>]*height: 900px[^>]*><\/iframe>$/);
  // Another checkpoint of this section, or none.
  await section.getByTestId('embed-checkpoint').selectOption('pool-collision');
  expect(await section.getByTestId('embed-snippet').inputValue()).toContain('checkpoint=pool-collision');
  await section.getByTestId('embed-checkpoint').selectOption('');
  expect(await section.getByTestId('embed-snippet').inputValue()).not.toContain('checkpoint=');
  await expect(section.getByTestId('embed-lms-command')).toHaveText('npm run package:scorm');
  // The snippet's frame opens the checkpoint chosen.
  await section.getByTestId('embed-checkpoint').selectOption('pool-collision');
  const src = /src="([^"]+)"/
    .exec(await section.getByTestId('embed-snippet').inputValue())?.[1]
    ?.replaceAll('&amp;', '&');
  await page.goto(src ?? '');
  const frame = page.getByTestId('section-assemble_tool_pool');
  await expect(frame.getByTestId('scenario-picker')).toHaveValue('collision');
  await frame.getByTestId('debug').click();
  await expect(frame.getByTestId('predict-form')).toHaveAttribute('data-question', 'collision-rejects-all');
});
