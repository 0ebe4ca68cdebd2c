/**
 * The lesson's expected outcomes of its 21 inputs (scenarios/lesson-outcomes.json):
 * what the lesson's Python reference returned or raised, and what its fakes saw.
 * They are facts of the lesson, kept in the repository byte for byte as the
 * lesson's reference states them; every check of a run (unit tests, e2e,
 * `npm run replay` against a deployed copy) compares with them through
 * `outcomeDifference`, which is pure so a browser driver can use it too.
 */
import { z } from 'zod';
import { firstDifferentPath } from '../tracer/diff.ts';
import { FUNCTION_IDS } from './functions.ts';
import { outcomeOf } from './outcome.ts';
import type { Scenario } from './schema.ts';

/** What the reference writes for an envelope whose content must be the service's own text. */
export const SERVICE_TEXT_UNCHANGED = 'the service text, unchanged';

/** The fakes' three logs after a run (also what the sandbox's answers carry, src/sandbox/protocol.ts). */
export const fakeLogs = z.strictObject({
  page_calls: z.array(z.string().nullable()),
  remote_calls: z.array(z.strictObject({ name: z.string(), arguments: z.json() })),
  approvals: z.array(z.string()),
});

export const lessonOutcomeSchema = z.strictObject({
  function: z.enum(FUNCTION_IDS),
  scenario: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  expected: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('value'), value: z.json() }),
    z.strictObject({ kind: z.literal('error'), error_code: z.string().min(1) }),
    z.strictObject({
      kind: z.literal('envelope'),
      is_error: z.boolean(),
      tool_use_id: z.string(),
      error_code: z.string().min(1).optional(),
      error_name: z.string().min(1).optional(),
      content: z.literal(SERVICE_TEXT_UNCHANGED).optional(),
    }),
  ]),
  fakes_after_run: fakeLogs,
  python_trace_events: z.strictObject({ call_events: z.number().int().min(0), line_events: z.number().int().min(0) }),
});

export const lessonOutcomesSchema = z
  .array(lessonOutcomeSchema)
  .refine(
    (outcomes) => new Set(outcomes.map((o) => `${o.function}/${o.scenario}`)).size === outcomes.length,
    'each scenario appears once',
  );

export type LessonOutcome = z.infer<typeof lessonOutcomeSchema>;
export type FakeLogsSeen = z.infer<typeof fakeLogs>;

/** Parses the outcomes file's text; a problem names the entry and field at fault. */
export function parseLessonOutcomes(text: string): LessonOutcome[] {
  const parsed = lessonOutcomesSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`scenarios/lesson-outcomes.json: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}

/** Descriptions are our own wording, not the lesson's; everything else must match. */
function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'description')
        .map(([key, item]) => [key, withoutDescriptions(item)]),
    );
  }
  return value;
}

/** Deep equality of JSON data, key order ignored. */
const sameJson = (a: unknown, b: unknown) => firstDifferentPath(a, b) === null;

const show = (value: unknown) => JSON.stringify(value);

/**
 * How a run (its observed value and the fakes' logs) differs from what the
 * lesson expects, as one sentence, or null when it does not.
 */
export function outcomeDifference(
  expected: LessonOutcome,
  scenario: Scenario,
  observed: unknown,
  logs: unknown,
): string | null {
  const outcome = outcomeOf(scenario, observed);
  const want = expected.expected;
  if (outcome.kind !== want.kind) return `expected a ${want.kind}, got a ${outcome.kind}: ${show(observed)}`;
  if (want.kind === 'value' && !sameJson(withoutDescriptions(observed), withoutDescriptions(want.value))) {
    return `expected the value ${show(withoutDescriptions(want.value))}, got ${show(withoutDescriptions(observed))}`;
  }
  if (want.kind === 'error' && outcome.kind === 'error' && outcome.error_code !== want.error_code) {
    return `expected error ${want.error_code}, got ${outcome.error_code ?? outcome.error_name}`;
  }
  if (want.kind === 'envelope' && outcome.kind === 'envelope') {
    for (const key of ['is_error', 'tool_use_id', 'error_code', 'error_name'] as const) {
      if (want[key] !== undefined && outcome[key] !== want[key]) {
        return `expected ${key} ${show(want[key])}, got ${show(outcome[key])}`;
      }
    }
    if (want.content === SERVICE_TEXT_UNCHANGED) {
      const text = serviceText(scenario);
      const content = (observed as { content?: unknown }).content;
      if (content !== text) return `expected the service's text ${show(text)} unchanged, got ${show(content)}`;
    }
  }
  if (!sameJson(logs, expected.fakes_after_run)) {
    return `expected the fakes to have seen ${show(expected.fakes_after_run)}, they saw ${show(logs)}`;
  }
  return null;
}

/** The text of the fake service's reply, joined as the lesson joins blocks. */
function serviceText(scenario: Scenario): string | undefined {
  if (scenario.function !== 'call_external' || !('result' in scenario.input.reply)) return undefined;
  const blocks = (scenario.input.reply.result as { content?: { text?: unknown }[] }).content;
  return Array.isArray(blocks) ? blocks.map((block) => block.text).join('\n') : undefined;
}
