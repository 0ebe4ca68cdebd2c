/**
 * The code a section runs: the lesson's adapter, or, while edit mode is on
 * (src/app/edit, its own chunk), the student's, run in the sandbox. Run,
 * Debug and the breakpoint rules ask here, so they need not know which.
 */
import type { RunResult } from '../../scenarios/harness.ts';
import type { Recording } from '../../scenarios/record.ts';
import type { FunctionId, Scenario } from '../../scenarios/schema.ts';

export type EditedCode = {
  source: string;
  stoppable: readonly number[];
  run: (scenario: Scenario) => Promise<RunResult>;
  record: (scenario: Scenario) => Promise<Recording>;
};

const edited = new Map<FunctionId, EditedCode>();

export function setEditedCode(fn: FunctionId, code: EditedCode | null): void {
  if (code) edited.set(fn, code);
  else edited.delete(fn);
}

export function editedCode(fn: FunctionId): EditedCode | null {
  return edited.get(fn) ?? null;
}

/** A bug hunt asked for from outside (the embed's `exercise=`), taken by edit mode as it opens. */
const huntRequests = new Map<FunctionId, string>();

export function requestHunt(fn: FunctionId, id: string): void {
  huntRequests.set(fn, id);
}

export function takeHuntRequest(fn: FunctionId): string | null {
  const id = huntRequests.get(fn) ?? null;
  huntRequests.delete(fn);
  return id;
}

/** Who hears of a solved bug hunt (the embed's bridge tells the course page). */
const solvedListeners = new Set<(fn: FunctionId, id: string) => void>();

export function onHuntSolved(listener: (fn: FunctionId, id: string) => void): () => void {
  solvedListeners.add(listener);
  return () => solvedListeners.delete(listener);
}

export function huntSolved(fn: FunctionId, id: string): void {
  for (const listener of solvedListeners) listener(fn, id);
}
