/** A mutation group of scripts/mutationGroups.json, by name (MUTATION_GROUP), for Vitest's and Stryker's configs. */
import { readFileSync } from 'node:fs';

export type MutationGroup = { mutate: string[]; tests: string[] };

export const MUTATION_GROUPS: Record<string, MutationGroup> = JSON.parse(
  readFileSync(new URL('./mutationGroups.json', import.meta.url), 'utf8'),
).groups;

export function mutationGroup(name: string | undefined): MutationGroup {
  const group = name ? MUTATION_GROUPS[name] : undefined;
  if (!group) throw new Error(`MUTATION_GROUP must be one of ${Object.keys(MUTATION_GROUPS).join(', ')}`);
  return group;
}
