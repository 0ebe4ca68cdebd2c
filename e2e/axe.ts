/** axe on a page (or a part of it): the serious and critical WCAG 2.1 A/AA violations, one line each. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, include?: string) {
  // axe.run in the page itself (legacy mode) rather than a run in each frame finished in a blank page the builder
  // opens per call: 35-45 % less time per check here. It reaches same-origin frames only, so a page with another
  // origin's frame is refused rather than half checked.
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => frame !== page.mainFrame() && new URL(frame.url()).origin !== origin);
  if (foreign.length > 0) throw new Error(`axe here checks same-origin frames only: ${foreign.map((f) => f.url())}`);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe in the page's own document only (no frames), injected once per document and asked for its violations alone:
 * about half the time of a builder's run (0.6 s rather than 1.1–1.6 s a section, measured), for checks repeated at
 * every stop of a walk. Every impact; `wcag22` adds WCAG 2.2 AA's rules (the 24 px target size).
 */
export async function violations(page: Page, include: string, options: { wcag22?: boolean } = {}) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(options.wcag22 ? ['wcag22aa'] : [])];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(
        { include: [[include]] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include, tags },
  );
  return found.map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(' | ')}`);
}
