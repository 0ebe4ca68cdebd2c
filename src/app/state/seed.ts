/**
 * The first screen the built HTML carries (prerendered by firstScreen/render.tsx): the page as a fresh visit shows
 * it, and what each section's default scenario printed and logged. The store starts from it, so the page hydrates
 * with the very state the HTML was rendered from, and the adapter need not run before the first output.
 */
import type { Locale } from '../../adapter/messages.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import type { RunResult } from '../../scenarios/harness.ts';
import type { Scenario } from '../../scenarios/schema.ts';

/** What a Run leaves for the panels: its output and the fakes' logs. */
export type RunOutcome = Pick<RunResult, 'output' | 'logs'>;

export type FirstScreen = {
  locale: Locale;
  /** The scenarios it shows, whole (their hints, their data), and its entries' text (file → text). */
  scenarios: Scenario[];
  sources: Record<string, string>;
  runs: Partial<Record<FunctionId, { scenarioId: string } & RunOutcome>>;
};

/** The element holding the first screen's data (JSON, never run), and the `<html>` attribute saying it is stale. */
export const SEED_ELEMENT_ID = 'first-screen';
export const STALE_ATTRIBUTE = 'data-first-screen';

let rendering: FirstScreen | null = null;
let read: FirstScreen | null | undefined;

/** At build time: the state the prerender renders from, set before the store is created. */
export function renderingFrom(seed: FirstScreen): void {
  rendering = seed;
}

/**
 * Parses the page's own data block (written by render.tsx, in the same build as this code): anything not of its
 * shape reads as no first screen, and the page then renders afresh instead of hydrating.
 */
export function parseFirstScreen(text: string): FirstScreen | null {
  try {
    const data = JSON.parse(text) as Partial<FirstScreen> | null;
    const runs = Object.values(data?.runs ?? {});
    const fits =
      (data?.locale === 'zh' || data?.locale === 'en') &&
      Array.isArray(data.scenarios) &&
      data.scenarios.every((scenario) => typeof scenario?.hint === 'object' && typeof scenario.input === 'object') &&
      Object.values(data.sources ?? 0).every((source) => typeof source === 'string') &&
      runs.every(
        (run) =>
          typeof run?.output === 'string' &&
          ['page_calls', 'remote_calls', 'approvals'].every((log) => Array.isArray(run.logs?.[log as 'approvals'])),
      );
    return fits ? (data as FirstScreen) : null;
  } catch {
    return null;
  }
}

/**
 * The first screen this page hydrates: at build time the one being rendered; in the browser the HTML's, unless the
 * inline check (inline.ts) found that this visit asks for another state (a deep link, English remembered).
 */
export function firstScreen(): FirstScreen | null {
  if (rendering) return rendering;
  if (typeof document === 'undefined') return null;
  // Read once: the stores and the start-up all ask.
  if (read === undefined) {
    const text = document.documentElement.hasAttribute(STALE_ATTRIBUTE)
      ? null
      : document.getElementById(SEED_ELEMENT_ID)?.textContent;
    read = text ? parseFirstScreen(text) : null;
  }
  return read;
}

/** The data block's text: JSON that no `</script>` inside can end early. */
export function seedScript(seed: FirstScreen): string {
  const json = JSON.stringify(seed).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SEED_ELEMENT_ID}">${json}</script>`;
}
