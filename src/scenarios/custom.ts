/**
 * Scenarios of a student's own: JSON text in, a validated scenario (or the
 * problems, each with its JSON path) out. The same schema as the lesson's
 * files, plus limits that keep the page responsive. No code is ever run
 * from the text: it is data for the same harness.
 */
import { MAX_DEPTH, nestsDeeperThan } from '../validation/depth.ts';
import { type Problem, problem, problemOfIssue, problemOfJsonError } from '../validation/problem.ts';
import type { FunctionId } from './functions.ts';
import { type Scenario, scenarioSchema } from './schema.ts';

export const CUSTOM_ID = 'custom';

export const LIMITS = { bytes: 64 * 1024, pages: 8, tools: 16, servers: 4, builtins: 8 } as const;

export type CustomResult = { scenario: Scenario | null; problems: Problem[] };

/** Problems listed one by one; the rest are counted in one more (30,000 bad pages once took the page 13 s to show). */
export const LISTED_PROBLEMS = 20;

/** The first problems, and one that counts the rest. */
export function listed(problems: Problem[]): Problem[] {
  if (problems.length <= LISTED_PROBLEMS) return problems;
  const rest = problems.length - LISTED_PROBLEMS;
  return [...problems.slice(0, LISTED_PROBLEMS), problem('(root)', 'more_problems', { count: rest })];
}

/** Arrays past their limit are said before the schema walks them: 30,000 pages are one problem, not 30,000. */
function overLimitFirst(data: unknown): Problem[] {
  const input = (data as { input?: { pages?: unknown; builtins?: unknown } } | null)?.input;
  const problems: Problem[] = [];
  if (Array.isArray(input?.pages) && input.pages.length > LIMITS.pages)
    problems.push(problem('input.pages', 'over_limit', { limit: LIMITS.pages, count: input.pages.length }));
  if (Array.isArray(input?.builtins) && input.builtins.length > LIMITS.builtins)
    problems.push(problem('input.builtins', 'over_limit', { limit: LIMITS.builtins, count: input.builtins.length }));
  return problems;
}

/** What a scenario may hold so that a run stays small (the tracer's step cap stops the rest). */
function limitProblems(scenario: Scenario): Problem[] {
  const problems: Problem[] = [];
  const input = scenario.input as Record<string, unknown>;
  const over = (path: string, count: number, limit: number) => {
    if (count > limit) problems.push(problem(path, 'over_limit', { limit, count }));
  };
  if (scenario.function === 'discover_tools') {
    over('input.pages', scenario.input.pages.length, LIMITS.pages);
    scenario.input.pages.forEach((entry, i) => {
      const tools = (entry.page as { tools?: unknown })?.tools;
      if (Array.isArray(tools)) over(`input.pages[${i}].page.tools`, tools.length, LIMITS.tools);
    });
  } else {
    const servers = input.servers as Record<string, { tools: unknown[] }>;
    over('input.servers', Object.keys(servers).length, LIMITS.servers);
    over('input.builtins', (input.builtins as unknown[]).length, LIMITS.builtins);
    for (const [name, server] of Object.entries(servers))
      over(`input.servers.${name}.tools`, server.tools.length, LIMITS.tools);
  }
  return problems;
}

export function validateCustom(text: string, fn: FunctionId): CustomResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > LIMITS.bytes)
    return {
      scenario: null,
      problems: [problem('(root)', 'too_large', { size: bytes, limit: LIMITS.bytes })],
    };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { scenario: null, problems: [problemOfJsonError(error)] };
  }
  if (nestsDeeperThan(data)) return { scenario: null, problems: [problem('(root)', 'too_deep', { limit: MAX_DEPTH })] };
  const tooMany = overLimitFirst(data);
  if (tooMany.length > 0) return { scenario: null, problems: tooMany };
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) {
    return { scenario: null, problems: listed(parsed.error.issues.map((issue) => problemOfIssue(issue, data))) };
  }
  if (parsed.data.function !== fn) {
    return { scenario: null, problems: [problem('function', 'other_function', { fn })] };
  }
  const problems = limitProblems(parsed.data);
  return problems.length > 0
    ? { scenario: null, problems }
    : { scenario: { ...parsed.data, id: CUSTOM_ID }, problems: [] };
}

/** A scenario as custom-scenario text: what the editor is prefilled with, and what a download holds. */
export function scenarioText(scenario: Scenario): string {
  const { $schema: _, ...rest } = scenario;
  return `${JSON.stringify(rest, null, 2)}\n`;
}
