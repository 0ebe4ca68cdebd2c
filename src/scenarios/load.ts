import { type Problem, problem, problemOfIssue } from '../validation/problem.ts';
import { FUNCTION_IDS } from './functions.ts';
import { type Scenario, scenarioSchema } from './schema.ts';

/** A scenario file that could not be used, with the field at fault (the problem's path). */
export type ScenarioProblem = Problem & { file: string };

export type LoadedScenarios = { scenarios: Scenario[]; problems: ScenarioProblem[] };

/** What the page lists of a scenario before its data has loaded: the picker's row (in the lesson's order). */
export type ScenarioSummary = Pick<Scenario, 'function' | 'id' | 'label'>;

export type ListedScenarios = { scenarios: ScenarioSummary[]; problems: ScenarioProblem[] };

/** The summaries of loaded scenarios (the page's shell carries these; hints and inputs load after it). */
export function listScenarios({ scenarios, problems }: LoadedScenarios): ListedScenarios {
  return {
    scenarios: scenarios.map(({ function: fn, id, label }) => ({ function: fn, id, label })),
    problems,
  };
}

/**
 * Validates raw scenario files. A bad file is reported (file and field) and
 * left out; it never stops the others from loading.
 */
export function loadScenarios(files: Record<string, unknown>): LoadedScenarios {
  const scenarios: Scenario[] = [];
  const problems: ScenarioProblem[] = [];
  for (const [file, data] of Object.entries(files)) {
    const parsed = scenarioSchema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ file, ...problemOfIssue(issue) });
      }
      continue;
    }
    const expected = `${parsed.data.function}/${parsed.data.id}.json`;
    if (!file.endsWith(expected)) {
      problems.push({ file, ...problem('id', 'file_name', { expected_file: expected }) });
      continue;
    }
    scenarios.push(parsed.data);
  }
  scenarios.sort((a, b) => FUNCTION_IDS.indexOf(a.function) - FUNCTION_IDS.indexOf(b.function) || a.order - b.order);
  return { scenarios, problems };
}
