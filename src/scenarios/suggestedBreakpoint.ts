/** A scenario's suggested breakpoint, found in the text of its entry (the lesson's, or the student's edit). */
import type { Scenario } from './schema.ts';

/**
 * The lines matching a scenario's breakpoint text: the line that is exactly
 * that text when there is one (so "if (" names a lone multi-line if), or else
 * every line containing it.
 */
export function breakpointCandidates(scenario: Pick<Scenario, 'breakpoint'>, source: string): number[] {
  const lines = source.split('\n');
  const numbered = lines.map((text, index) => ({ text, line: index + 1 }));
  const exact = numbered.filter(({ text }) => text.trim() === scenario.breakpoint);
  return (exact.length > 0 ? exact : numbered.filter(({ text }) => text.includes(scenario.breakpoint))).map(
    ({ line }) => line,
  );
}

/** The 1-based line of the scenario's suggested breakpoint in the source, or null when it has none. */
export function breakpointLine(scenario: Pick<Scenario, 'breakpoint'>, source: string): number | null {
  return breakpointCandidates(scenario, source)[0] ?? null;
}
