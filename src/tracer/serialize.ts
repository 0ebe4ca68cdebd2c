/**
 * Trace files: one step per line, so a diff of two traces reads step by step.
 * The reader, which refuses what it cannot replay faithfully, is parse.ts.
 */
import type { Trace } from './format.ts';

export function serializeTrace(trace: Trace): string {
  const { steps, ...head } = trace;
  const top = JSON.stringify(head, null, 2).slice(0, -2);
  const body = steps.map((step) => `    ${JSON.stringify(step)}`).join(',\n');
  return `${top},\n  "steps": [\n${body}\n  ]\n}\n`;
}
