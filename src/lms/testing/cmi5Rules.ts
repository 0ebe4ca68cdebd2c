/**
 * cmi5's rules for the statements of a registration (cmi5 §9.3, §9.5, §9.6), which neither LRSes nor the statement
 * validators check: initialized first and terminated last in each session, once each, nothing after terminated;
 * at most one defined completed and one defined passed in the registration, never failed; the cmi5 category exactly
 * on defined statements, the moveOn category exactly on the defined ones whose result has success or completion;
 * the session id on every statement; a duration on terminated, completed and passed; the launch's actor and
 * registration unchanged; no correct-response pattern (statements must not publish answers); responses ≤ 250.
 * Used by the unit tests and the e2e's mock LMS alike.
 */
const DEFINED = new Set(
  ['initialized', 'completed', 'passed', 'failed', 'terminated'].map(
    (verb) => `http://adlnet.gov/expapi/verbs/${verb}`,
  ),
);
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';

// biome-ignore lint/suspicious/noExplicitAny: statements are read as they came, whatever their shape.
type Any = Record<string, any>;
const verbOf = (s: Any) => String(s.verb?.id ?? '').replace('http://adlnet.gov/expapi/verbs/', '');

export function cmi5Problems(
  statements: readonly Any[],
  launch: { activityId: string; registration: string; actor: unknown },
  masteryScore?: number,
): string[] {
  const problems: string[] = [];
  const say = (i: number, text: string) => problems.push(`#${i} ${verbOf(statements[i] ?? {})}: ${text}`);
  const isDefined = (s: Any) => DEFINED.has(s.verb?.id) && s.object?.id === launch.activityId;
  const sessions = new Map<string, number[]>();
  let completed = 0;
  let passed = 0;
  for (const [i, s] of statements.entries()) {
    const categories: string[] = (s.context?.contextActivities?.category ?? []).map((c: Any) => c.id);
    const session = s.context?.extensions?.[SESSION];
    if (typeof session !== 'string' || session === '') say(i, 'no session id');
    else sessions.set(session, [...(sessions.get(session) ?? []), i]);
    if (JSON.stringify(s.actor) !== JSON.stringify(launch.actor)) say(i, 'not the launch actor');
    if (s.context?.registration !== launch.registration) say(i, 'not the launch registration');
    if (JSON.stringify(s).includes('correctResponsesPattern')) say(i, 'publishes the correct responses');
    if (typeof s.result?.response === 'string' && [...s.result.response].length > 250) say(i, 'a response over 250');
    const defined = isDefined(s);
    if (defined !== categories.includes(CMI5))
      say(i, defined ? 'defined without the cmi5 category' : 'allowed with the cmi5 category');
    const judged = defined && (s.result?.success !== undefined || s.result?.completion !== undefined);
    if (judged !== categories.includes(MOVE_ON))
      say(i, judged ? 'no moveOn category' : 'a moveOn category it must not have');
    if (!defined) continue;
    const verb = verbOf(s);
    if (['terminated', 'completed', 'passed'].includes(verb) && typeof s.result?.duration !== 'string')
      say(i, 'no duration');
    if (verb === 'failed') say(i, 'failed is never sent');
    if (verb === 'completed' && ++completed > 1) say(i, 'a second completed in the registration');
    if (verb === 'passed') {
      if (++passed > 1) say(i, 'a second passed in the registration');
      if (masteryScore !== undefined && !(s.result?.score?.scaled >= masteryScore))
        say(i, 'passed under the mastery score');
    }
  }
  for (const [session, indexes] of sessions) {
    const verbs = indexes.map((i) => (isDefined(statements[i] ?? {}) ? verbOf(statements[i] ?? {}) : 'allowed'));
    if (verbs[0] !== 'initialized') problems.push(`session ${session}: does not begin with initialized`);
    if (verbs.at(-1) !== 'terminated') problems.push(`session ${session}: does not end with terminated`);
    if (verbs.filter((v) => v === 'initialized').length > 1) problems.push(`session ${session}: initialized twice`);
    if (verbs.filter((v) => v === 'terminated').length > 1) problems.push(`session ${session}: terminated twice`);
  }
  return problems;
}
