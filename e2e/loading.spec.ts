/**
 * The code is readable and runnable in its static view, and Monaco comes only when the student reaches for the code;
 * when it (or the files bar) arrives, nothing moves.
 */
import { expect, section, test } from './support.ts';

test('the static code view shows the source at once; Monaco comes when the pointer reaches the code, and swapping it in (and the files bar arriving) keeps the same box', async ({
  page,
}) => {
  // Hold the editor's chunk back until the static view has been measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => {
    release = done;
  });
  // The files bar's chunk too: late on a busy machine, it must not move the code either.
  const heldBack = new Set<string>();
  await page.route(/(MonacoCode|FilesBar)-.*\.js$/, async (route) => {
    heldBack.add(/(MonacoCode|FilesBar)-/.exec(route.request().url())?.[1] ?? '');
    await held;
    await route.continue();
  });
  await page.goto('/?lang=en');
  const view = section(page, 'discover_tools');
  const code = view.getByTestId('code-view');
  await expect(code).toHaveAttribute('data-engine', 'static');
  await expect(code).toContainText('export async function discoverTools');
  await expect(view.getByTestId('output')).toHaveAttribute('data-mode', 'run');
  await view.getByTestId('scenario-picker').selectOption('limit');
  await expect(view.getByTestId('output')).toContainText('catalog_too_many_pages');
  // Both chunks are asked for and held, or this test would measure nothing (a renamed chunk matches no route). The
  // files bar's comes when the page is idle; the editor's not then, only once the pointer is over the code (which
  // scrolls the code's middle into the window first).
  await expect.poll(() => [...heldBack]).toEqual(['FilesBar']);
  await code.hover();
  await expect.poll(() => [...heldBack].sort()).toEqual(['FilesBar', 'MonacoCode']);
  const before = await code.boundingBox();
  const toolbar = await view.getByTestId('output').boundingBox();
  release();
  await expect(code).toHaveAttribute('data-engine', 'monaco');
  await expect(view.getByTestId('export-trace')).toBeVisible();
  const after = await code.boundingBox();
  expect(after?.height).toBe(before?.height);
  expect(after?.y).toBe(before?.y);
  expect((await view.getByTestId('output').boundingBox())?.y).toBe(toolbar?.y);

  // A second section's editor, its chunk already in: when its view says `monaco` (a driver's signal,
  // docs/testids.md), Monaco has drawn every line it will draw there. It had drawn none (2 loads of 8 beside two CPU
  // hogs), or 33 of assembleToolPool.ts's 36 at 1280 px (the others).
  const next = section(page, 'assemble_tool_pool').getByTestId('code-view');
  await next.evaluate((box) => {
    new MutationObserver(() => {
      if (box.dataset.engine === 'monaco' && box.dataset.drawnAtReady === undefined)
        box.dataset.drawnAtReady = String(box.querySelectorAll('.line-numbers').length);
    }).observe(box, { attributes: true, attributeFilter: ['data-engine'] });
  });
  await next.hover();
  await expect(next).toHaveAttribute('data-engine', 'monaco');
  expect(Number(await next.getAttribute('data-drawn-at-ready'))).toBe(await next.locator('.line-numbers').count());
});
