import { FUNCTION_IDS } from './functions.ts';
import { type Scenario, scenarioSchema } from './schema.ts';

/** A scenario file that could not be used, with the field at fault. */
export type ScenarioProblem = { file: string; field: string; message: string };

export type LoadedScenarios = { scenarios: Scenario[]; problems: ScenarioProblem[] };

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
        problems.push({ file, field: fieldPath(issue.path), message: issue.message });
      }
      continue;
    }
    const expected = `${parsed.data.function}/${parsed.data.id}.json`;
    if (!file.endsWith(expected)) {
      problems.push({ file, field: 'id', message: `file name must be ${expected}` });
      continue;
    }
    scenarios.push(parsed.data);
  }
  scenarios.sort((a, b) => FUNCTION_IDS.indexOf(a.function) - FUNCTION_IDS.indexOf(b.function) || a.order - b.order);
  return { scenarios, problems };
}

function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '');
}
