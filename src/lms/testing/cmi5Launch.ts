/**
 * A cmi5 launch for the unit tests: the launch's parameters and data as an LMS gives them, an LMS in memory that
 * keeps the statements and state documents, and a session's options over the real path.
 */
import { CHECKPOINTS, questionById } from '../../predict/bank.ts';
import type { Launch, LaunchData, Lrs } from '../cmi5/launch.ts';
import { SESSION_ID } from '../cmi5/launch.ts';
import type { Cmi5Options } from '../cmi5/session.ts';
import { scopeOf } from '../session.ts';
import { shapeOf } from '../suspend.ts';

export const launch: Launch = {
  endpoint: 'https://lms.example/xapi/',
  fetch: 'https://lms.example/fetch/1',
  actor: { objectType: 'Agent', name: 'A', account: { homePage: 'https://lms.example', name: 'learner-1' } },
  registration: '0d8c2a52-4f3e-4a3c-9c1e-7f3b1a0e2d11',
  activityId: 'https://lms.example/course/7/au/0',
};
export const launchData = (extra: Partial<LaunchData> = {}): LaunchData => ({
  contextTemplate: {
    contextActivities: { grouping: [{ id: 'https://play.example/au', objectType: 'Activity' }] },
    extensions: { [SESSION_ID]: 'session-1' },
  },
  launchMode: 'Normal',
  moveOn: 'Completed',
  ...extra,
});

/** An LMS in memory: the statements it was sent, in order, and the state documents. */
export function memoryLrs() {
  const statements: Record<string, unknown>[] = [];
  const state = new Map<string, unknown>();
  const lrs: Lrs = {
    token: async () => 'token',
    getState: async (id) => state.get(id) ?? null,
    putState: async (id, body) => void state.set(id, body),
    postStatements: async (sent) => void statements.push(...(sent as Record<string, unknown>[])),
  };
  return { lrs, statements, state };
}

export const first = CHECKPOINTS.find((c) => c.kind === 'debug') as Extract<
  (typeof CHECKPOINTS)[number],
  { kind: 'debug' }
>;
export const hunt = CHECKPOINTS.find((c) => c.kind === 'hunt') as Extract<
  (typeof CHECKPOINTS)[number],
  { kind: 'hunt' }
>;
export const scope = scopeOf(CHECKPOINTS, [first.id, hunt.id]);
let ids = 0;
export const options = (lrs: Lrs, data = launchData()): Cmi5Options => ({
  launch,
  launchData: data,
  lrs,
  base: 'https://play.example/au',
  shape: shapeOf(CHECKPOINTS),
  scope,
  ask: (id) => questionById(id)?.ask ?? { zh: id, en: id },
  now: () => Date.UTC(2026, 11, 4, 12),
  uuid: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
});
