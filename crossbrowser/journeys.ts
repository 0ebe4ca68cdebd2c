/**
 * The student's core journeys, the same in every browser (docs/testing.md, "Every browser"): the first screen in
 * zh and en, every scenario's Run against the lesson's outcome, Debug / step / back / a breakpoint, the heap
 * diagram, edit mode ✘ → ✔, the embed's hello → ready from a course page, a scenario picked without moving the
 * page, and offline after one visit. Any page error, console error, failed load or CSP violation in any document
 * of a journey fails it; the first journey shows that such a problem is heard at all. The build is served from
 * dist/ by the project's static host (with sandbox.html's header), on free ports, so a suite runs beside another.
 * The harness (harness.ts) holds what they share; journeys/ holds them, by what they follow.
 */
import type { Driver } from './driver.ts';
import { harness } from './harness.ts';
import { debugging } from './journeys/debugging.ts';
import { editMode } from './journeys/editMode.ts';
import { embed } from './journeys/embed.ts';
import { firstScreen } from './journeys/firstScreen.ts';
import { hearing } from './journeys/hearing.ts';
import { offline } from './journeys/offline.ts';
import { scenarios } from './journeys/scenarios.ts';

/** Registers every journey for one browser; `missing` says why it cannot run here (then each is skipped). */
export function journeys(browser: string, missing: string | null, open: () => Promise<Driver>, shut = async () => {}) {
  const h = harness(browser, missing, open, shut);
  // In this order: the first shows that a problem is heard at all.
  for (const group of [hearing, firstScreen, scenarios, debugging, editMode, embed, offline]) group(h);
}
