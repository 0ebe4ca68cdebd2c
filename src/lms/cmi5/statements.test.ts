import { describe, expect, it } from 'vitest';
import { type Launch, type LaunchData, SESSION_ID } from './launch.ts';
import { CATEGORY, duration, MASTERY_SCORE, PROGRESS, statementsOf, VERB } from './statements.ts';

const launch: Launch = {
  endpoint: 'https://lms.example/xapi/',
  fetch: 'https://lms.example/fetch/1',
  actor: { objectType: 'Agent', account: { homePage: 'https://lms.example', name: 'learner-1' } },
  registration: '0d8c2a52-4f3e-4a3c-9c1e-7f3b1a0e2d11',
  activityId: 'https://lms.example/course/7/au/0',
};
const GROUPING = { grouping: [{ id: 'https://play.example/au', objectType: 'Activity' }] };
const data = (extra: Partial<LaunchData> = {}): LaunchData => ({
  contextTemplate: { contextActivities: GROUPING, extensions: { [SESSION_ID]: 'session-1' } },
  launchMode: 'Normal',
  moveOn: 'CompletedOrPassed',
  ...extra,
});
const BASE = 'https://play.example/au';
const make = (launchData = data()) =>
  statementsOf({ launch, launchData, base: BASE, now: () => Date.UTC(2026, 11, 4, 12), uuid: () => 'id-1' });
const head = (verb: keyof typeof VERB) => ({
  id: 'id-1',
  timestamp: '2026-12-04T12:00:00.000Z',
  actor: launch.actor,
  verb: { id: VERB[verb], display: { 'en-US': verb } },
});
const context = (activities: object, extensions: object = {}) => ({
  registration: launch.registration,
  contextActivities: { ...GROUPING, ...activities },
  extensions: { [SESSION_ID]: 'session-1', ...extensions },
});
const cmi5 = { category: [{ id: CATEGORY.cmi5 }] };
const judged = { category: [{ id: CATEGORY.cmi5 }, { id: CATEGORY.moveOn }] };
const au = { objectType: 'Activity', id: launch.activityId };

describe('the statements of a cmi5 AU, whole', () => {
  it('initialized and terminated: the AU, the cmi5 category; terminated with its duration', () => {
    expect(make().initialized()).toEqual({ ...head('initialized'), object: au, context: context(cmi5) });
    expect(make().terminated(61.6)).toEqual({
      ...head('terminated'),
      object: au,
      result: { duration: 'PT62S' },
      context: context(cmi5),
    });
  });

  it('completed and passed (defined): the moveOn category too; passed with its score and the mastery it met', () => {
    expect(make().completed(12.4)).toEqual({
      ...head('completed'),
      object: au,
      result: { completion: true, duration: 'PT12S' },
      context: context(judged),
    });
    expect(make(data({ masteryScore: 0.8 })).passed(0.85, 3)).toEqual({
      ...head('passed'),
      object: au,
      result: { success: true, score: { scaled: 0.85 }, duration: 'PT3S' },
      context: context(judged, { [MASTERY_SCORE]: 0.8 }),
    });
    expect(make().passed(1, 3).context).toEqual(context(judged));
  });

  it('answered: the question as an interaction named in zh and en, its checkpoint as parent, the answer as given', () => {
    const statement = make().answered(
      { id: 'q1', ask: { zh: '问', en: 'Ask' }, checkpoint: 'c1' },
      { text: `${'工'.repeat(300)}`, right: false, seconds: 9, attempts: 2 },
    );
    expect(statement).toEqual({
      ...head('answered'),
      object: {
        objectType: 'Activity',
        id: `${BASE}/question/q1`,
        definition: {
          type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
          interactionType: 'fill-in',
          name: { 'zh-CN': '问', 'en-US': 'Ask' },
        },
      },
      result: {
        success: false,
        response: '工'.repeat(250),
        duration: 'PT9S',
        extensions: { [`${BASE}/ext/attempts`]: 2 },
      },
      context: context({ parent: [{ id: `${BASE}/checkpoint/c1`, objectType: 'Activity' }] }),
    });
  });

  it('a checkpoint passed, a hunt completed (with its checkpoint or without), progress: allowed, no category', () => {
    expect(make().checkpointPassed({ id: 'c1', title: { zh: '点', en: 'Point' } }, 30)).toEqual({
      ...head('passed'),
      object: {
        objectType: 'Activity',
        id: `${BASE}/checkpoint/c1`,
        definition: {
          type: 'http://adlnet.gov/expapi/activities/objective',
          name: { 'zh-CN': '点', 'en-US': 'Point' },
        },
      },
      result: { success: true, duration: 'PT30S' },
      context: context({ parent: [{ id: launch.activityId, objectType: 'Activity' }] }),
    });
    const hunt = {
      objectType: 'Activity',
      id: `${BASE}/hunt/h1`,
      definition: { type: 'http://adlnet.gov/expapi/activities/performance' },
    };
    const result = {
      success: true,
      completion: true,
      duration: 'PT40S',
      extensions: { [`${BASE}/ext/hints`]: 2, [`${BASE}/ext/restarts`]: 1 },
    };
    expect(make().huntCompleted({ id: 'h1', checkpoint: 'c9' }, { hints: 2, restarts: 1, seconds: 40 })).toEqual({
      ...head('completed'),
      object: hunt,
      result,
      context: context({ parent: [{ id: `${BASE}/checkpoint/c9`, objectType: 'Activity' }] }),
    });
    expect(make().huntCompleted({ id: 'h1', checkpoint: null }, { hints: 2, restarts: 1, seconds: 40 })).toEqual({
      ...head('completed'),
      object: hunt,
      result,
      context: context({}),
    });
    expect(make().progressed(33.4)).toEqual({
      ...head('progressed'),
      object: au,
      result: { extensions: { [PROGRESS]: 33 } },
      context: context({}),
    });
  });

  it('a launch data without context activities gives only the categories; a duration is never negative', () => {
    const bare = data();
    bare.contextTemplate = { extensions: { [SESSION_ID]: 'session-1' } };
    expect(make(bare).initialized().context).toEqual({
      registration: launch.registration,
      contextActivities: cmi5,
      extensions: { [SESSION_ID]: 'session-1' },
    });
    expect(duration(-5)).toBe('PT0S');
    expect(duration(2.5)).toBe('PT3S');
  });
});
