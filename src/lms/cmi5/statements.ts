/**
 * The xAPI statements a cmi5 AU sends (cmi5 §9): the defined ones (initialized, completed, passed, terminated),
 * with the cmi5 category and, on completed and passed, the moveOn one; and the "allowed" ones between initialized
 * and terminated (answered per question, passed per checkpoint, completed per bug hunt, progressed), without them.
 * The actor is the launch's, unchanged; no statement says what the right answer was.
 */
import type { Localized } from '../../predict/schema.ts';
import { cut, isoDuration as duration } from '../session.ts';
import { type Launch, type LaunchData, SESSION_ID } from './launch.ts';

export { duration };

export const VERB = {
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
  progressed: 'http://adlnet.gov/expapi/verbs/progressed',
} as const;
export const CATEGORY = {
  cmi5: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  moveOn: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
} as const;
export const MASTERY_SCORE = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
export const PROGRESS = 'https://w3id.org/xapi/cmi5/result/extensions/progress';
const ACTIVITY = {
  interaction: 'http://adlnet.gov/expapi/activities/cmi.interaction',
  objective: 'http://adlnet.gov/expapi/activities/objective',
  performance: 'http://adlnet.gov/expapi/activities/performance',
} as const;

export type Statement = Record<string, unknown> & {
  verb: { id: string; display: Record<string, string> };
  object: Record<string, unknown> & { id: string };
};

const names = (text: Localized) => ({ 'zh-CN': text.zh, 'en-US': text.en });

export type StatementContext = {
  launch: Launch;
  launchData: LaunchData;
  /** The AU's own IRI (its id in cmi5.xml): the questions', checkpoints' and hunts' ids are under it. */
  base: string;
  now: () => number;
  uuid: () => string;
};

export function statementsOf(context: StatementContext) {
  const { launch, launchData, base } = context;
  const template = launchData.contextTemplate;
  const sessionId = template.extensions[SESSION_ID];
  const statement = (
    verb: keyof typeof VERB,
    object: Record<string, unknown> & { id: string },
    extra: { result?: Record<string, unknown>; categories?: string[]; parent?: string; extensions?: object } = {},
  ): Statement => {
    const contextActivities: Record<string, unknown> = { ...(template.contextActivities ?? {}) };
    if (extra.categories) contextActivities.category = extra.categories.map((id) => ({ id }));
    if (extra.parent) contextActivities.parent = [{ id: extra.parent, objectType: 'Activity' }];
    return {
      id: context.uuid(),
      timestamp: new Date(context.now()).toISOString(),
      actor: launch.actor,
      verb: { id: VERB[verb], display: { 'en-US': verb } },
      object: { objectType: 'Activity', ...object },
      ...(extra.result ? { result: extra.result } : {}),
      context: {
        registration: launch.registration,
        contextActivities,
        extensions: { ...template.extensions, [SESSION_ID]: sessionId, ...(extra.extensions ?? {}) },
      },
    };
  };
  const au = { id: launch.activityId };
  const defined = [CATEGORY.cmi5];
  const judged = [CATEGORY.cmi5, CATEGORY.moveOn];
  return {
    initialized: () => statement('initialized', au, { categories: defined }),
    terminated: (seconds: number) =>
      statement('terminated', au, { categories: defined, result: { duration: duration(seconds) } }),
    completed: (seconds: number) =>
      statement('completed', au, { categories: judged, result: { completion: true, duration: duration(seconds) } }),
    passed: (scaled: number, seconds: number) =>
      statement('passed', au, {
        categories: judged,
        result: { success: true, score: { scaled }, duration: duration(seconds) },
        ...(launchData.masteryScore === undefined ? {} : { extensions: { [MASTERY_SCORE]: launchData.masteryScore } }),
      }),
    /** An answer checked: the text as the student gave it (250 characters at most), never the right one. */
    answered: (
      question: { id: string; ask: Localized; checkpoint: string },
      answer: { text: string; right: boolean; seconds: number; attempts: number },
    ) =>
      statement(
        'answered',
        {
          id: `${base}/question/${question.id}`,
          definition: { type: ACTIVITY.interaction, interactionType: 'fill-in', name: names(question.ask) },
        },
        {
          parent: `${base}/checkpoint/${question.checkpoint}`,
          result: {
            success: answer.right,
            response: cut(answer.text, 250),
            duration: duration(answer.seconds),
            extensions: { [`${base}/ext/attempts`]: answer.attempts },
          },
        },
      ),
    checkpointPassed: (checkpoint: { id: string; title: Localized }, seconds: number) =>
      statement(
        'passed',
        {
          id: `${base}/checkpoint/${checkpoint.id}`,
          definition: { type: ACTIVITY.objective, name: names(checkpoint.title) },
        },
        { parent: launch.activityId, result: { success: true, duration: duration(seconds) } },
      ),
    huntCompleted: (
      hunt: { id: string; checkpoint: string | null },
      solved: { hints: number; restarts: number; seconds: number },
    ) =>
      statement(
        'completed',
        { id: `${base}/hunt/${hunt.id}`, definition: { type: ACTIVITY.performance } },
        {
          ...(hunt.checkpoint ? { parent: `${base}/checkpoint/${hunt.checkpoint}` } : {}),
          result: {
            success: true,
            completion: true,
            duration: duration(solved.seconds),
            extensions: { [`${base}/ext/hints`]: solved.hints, [`${base}/ext/restarts`]: solved.restarts },
          },
        },
      ),
    progressed: (percent: number) =>
      statement('progressed', au, { result: { extensions: { [PROGRESS]: Math.round(percent) } } }),
  };
}
