/** The first screen in zh and en, and a page that does not move under the student: the editor's arrival, a pick. */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_HANG_MS } from '../../e2e/hang.ts';
import { attribute, byTestId, frames, present, section, select, text, textOf, visit, waitFor } from '../driver.ts';
import type { Harness } from '../harness.ts';

export function firstScreen(h: Harness): void {
  test(h.name('the first screen, in Chinese by default and in English'), {
    skip: h.skip,
    timeout: TEST_HANG_MS,
  }, async () => {
    await h.journey(async (driver) => {
      await visit(driver, h.site().url);
      // What it loads by itself in before it is left: a page left while it imports a chunk can have Firefox report
      // the import cut short as a page error of its own (Monaco's colourings did, 5 of them in a fresh clone's busy
      // run, when the editor loaded at the first idle moment).
      await h.idleLoadsDone(driver);
      // "By default" is with no language remembered: the browser's profile is shared by the journeys, and the first
      // one opens the page in English (which the page remembers, as it should).
      await driver.evaluate(() => localStorage.removeItem('mcp-tools-playground:lang'));
      await visit(driver, h.site().url);
      await present(driver, section('discover_tools'));
      assert.match(await textOf(driver, 'h1'), /MCP/);
      assert.match(await textOf(driver, byTestId('scenario-picker', section('discover_tools'))), /[\u4e00-\u9fff]/);
      // Read as a student reads it, until what it loads by itself is in, before going on. Left mid-load, Firefox's
      // console once logged an error object (puppeteer's "JSHandle@error") that the page's watcher, deaf once a page
      // is being left, did not hear: most likely the page being left, not a defect; not proven.
      await h.idleLoadsDone(driver);
      await visit(driver, `${h.site().url}?lang=en`);
      await text(driver, section('discover_tools'), /Reading the catalog: discoverTools/);
      // The default scenario's output waits for the student's first choice (it answers the path's first
      // checkpoint); Run shows it.
      await attribute(driver, byTestId('output', section('discover_tools')), 'data-withheld', 'true');
      await driver.click(byTestId('run', section('discover_tools')));
      await text(driver, byTestId('output', section('discover_tools')), /search\.docs/);
    });
  });

  for (const lang of ['zh', 'en'])
    test(h.name(
      `neither the editor's arrival (the code reached) nor a scenario picked moves the section in view (${lang})`,
    ), {
      skip: h.skip,
      timeout: TEST_HANG_MS,
    }, async () => {
      await h.journey(async (driver) => {
        await driver.setViewport(1280, 900);
        await visit(driver, `${h.site().url}?lang=${lang}`);
        const view = section('call_external');
        const run = byTestId('run', view);
        await present(driver, run);
        const top = () => driver.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? NaN, run);
        // As a student does: down to the section, then a click in its code, which brings the editor (it replaces
        // the static view in place, of the same height: Firefox took an anchor inside it and scrolled 40–60 px when
        // it went).
        // The sections' first outputs arrive after they render and change their heights: WebKit has no scroll
        // anchoring, so one arriving above the view moves it there (46 px once, on a loaded machine). That is not
        // what this journey measures; it starts once they are all shown.
        await waitFor(driver, "every section's output", () => {
          const outputs = [...document.querySelectorAll('[data-testid="output"]')];
          return outputs.length === 3 && outputs.every((o) => o.getAttribute('data-mode') === 'run');
        });
        await driver.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), run);
        await frames(driver);
        const start = await top();
        await h.reachEditor(driver, 'call_external');
        await frames(driver);
        const loaded = (await top()) - start;
        assert.ok(Math.abs(loaded) <= 1, `${lang}: the editor's arrival moved the Run button ${loaded} px`);
        const shown = await textOf(driver, byTestId('output', view));
        await select(driver, byTestId('scenario-picker', view), 'mixed');
        // Its output shown: the page has rendered the pick.
        await waitFor(
          driver,
          'the new output',
          (s, old) => (document.querySelector(s)?.textContent ?? old) !== old,
          byTestId('output', view),
          shown,
        );
        await frames(driver);
        const picked = (await top()) - start;
        assert.ok(Math.abs(picked) <= 1, `${lang}: picking a scenario moved the Run button ${picked} px`);
      });
    });
}
