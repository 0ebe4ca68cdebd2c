/**
 * The first screen the built HTML carries (prerendered by firstScreen/render.tsx): the page as a fresh visit shows
 * it, and what each section's default scenario printed and logged. The store starts from it, so the page hydrates
 * with the very state the HTML was rendered from, and the adapter need not run before the first output.
 */
import type { Locale } from '../../adapter/messages.ts';
import { FUNCTION_IDS, type FunctionId } from '../../scenarios/functions.ts';
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

/** At build time: the state the prerender renders from, set before the store is created. */
export function renderingFrom(seed: FirstScreen): void {
  rendering = seed;
}

function isOutcome(value: unknown): value is { scenarioId: string } & RunOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const run = value as Record<string, unknown>;
  const logs = run.logs as Record<string, unknown> | undefined;
  return (
    typeof run.scenarioId === 'string' &&
    typeof run.output === 'string' &&
    typeof logs === 'object' &&
    logs !== null &&
    ['page_calls', 'remote_calls', 'approvals'].every((key) => Array.isArray(logs[key]))
  );
}

function isScenario(value: unknown): value is Scenario {
  if (typeof value !== 'object' || value === null) return false;
  const scenario = value as Record<string, unknown>;
  return (
    FUNCTION_IDS.includes(scenario.function as FunctionId) &&
    typeof scenario.id === 'string' &&
    typeof scenario.hint === 'object' &&
    typeof scenario.input === 'object'
  );
}

/** Parses the page's own data block; anything else than what render.tsx writes reads as no first screen. */
export function parseFirstScreen(text: string): FirstScreen | null {
  try {
    const data = JSON.parse(text) as {
      locale?: unknown;
      scenarios?: unknown;
      sources?: Record<string, unknown>;
      runs?: Record<string, unknown>;
    };
    if (data.locale !== 'zh' && data.locale !== 'en') return null;
    if (!Array.isArray(data.scenarios) || !data.scenarios.every(isScenario)) return null;
    const sources = data.sources ?? {};
    if (typeof sources !== 'object' || !Object.values(sources).every((text) => typeof text === 'string')) return null;
    const runs: FirstScreen['runs'] = {};
    for (const fn of FUNCTION_IDS) {
      const run = data.runs?.[fn];
      if (run === undefined) continue;
      if (!isOutcome(run)) return null;
      runs[fn] = run;
    }
    return { locale: data.locale, scenarios: data.scenarios, sources: sources as Record<string, string>, runs };
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
  if (document.documentElement.hasAttribute(STALE_ATTRIBUTE)) return null;
  const text = document.getElementById(SEED_ELEMENT_ID)?.textContent;
  return text ? parseFirstScreen(text) : null;
}

/** The data block's text: JSON that no `</script>` inside can end early. */
export function seedScript(seed: FirstScreen): string {
  const json = JSON.stringify(seed).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SEED_ELEMENT_ID}">${json}</script>`;
}
