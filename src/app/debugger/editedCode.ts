/**
 * The code a section runs: the lesson's adapter, or, while edit mode is on
 * (src/app/edit, its own chunk), the student's, run in the sandbox. Run,
 * Debug and the breakpoint rules ask here, so they need not know which; and
 * what a link asks edit mode to open with.
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

/** What a link asks edit mode to open with: a bug hunt (the embed's `exercise=`) or shared code (`code=`). */
export type EditRequest = { hunt: string } | { code: string };
const editRequests = new Map<FunctionId, EditRequest>();

export function requestEdit(fn: FunctionId, request: EditRequest): void {
  editRequests.set(fn, request);
}

/** The request, once: edit mode takes it as it opens. */
export function takeEditRequest(fn: FunctionId): EditRequest | null {
  const request = editRequests.get(fn) ?? null;
  editRequests.delete(fn);
  return request;
}
