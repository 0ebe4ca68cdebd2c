/** axe on a page (or a part of it): the serious and critical WCAG 2.1 A/AA violations, one line each. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core in a document, evaluated there once (a second check on the same document reuses it). */
async function withAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
}

type Found = { id: string; impact: string | null | undefined; targets: string[] };

/** axe.run in the page's main document over `include` (or all of it), its violations alone. */
function runAxe(page: Page, include: string | undefined, tags: string[]): Promise<Found[]> {
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only the violations are collected and described: the passes' selectors are most of a run's tail.
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include, tags },
  );
}

const line = (v: Found) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(' | ')}`;

export async function seriousViolations(page: Page, include?: string) {
  // axe.run in the page itself, which asks each frame it reaches for that frame's part: each frame needs axe, and
  // answers only a document of its own origin, so a page with another origin's frame is refused rather than half
  // checked. (What @axe-core/playwright's legacy mode did, without evaluating axe's 600 kB again at every check.)
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => frame !== page.mainFrame() && new URL(frame.url()).origin !== origin);
  if (foreign.length > 0) throw new Error(`axe here checks same-origin frames only: ${foreign.map((f) => f.url())}`);
  for (const frame of page.frames())
    if (frame !== page.mainFrame())
      // A frame removed while this runs has no part left to check.
      await withAxe(frame).catch((error: Error) => {
        if (!frame.isDetached()) throw error;
      });
  await withAxe(page.mainFrame());
  const found = await runAxe(page, include, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(line);
}

/**
 * axe in the page's own document only (its frames are not given axe), for checks repeated at every stop of a walk:
 * about half the time of @axe-core/playwright's run (0.6 s rather than 1.1–1.6 s a section, measured when this suite
 * used it). Every impact; `wcag22` adds WCAG 2.2 AA's rules (the 24 px target size).
 */
export async function violations(page: Page, include: string, options: { wcag22?: boolean } = {}) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(options.wcag22 ? ['wcag22aa'] : [])];
  await withAxe(page.mainFrame());
  return (await runAxe(page, include, tags)).map(line);
}
