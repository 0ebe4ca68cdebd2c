/**
 * A cmi5 launch as the AU receives it (cmi5 §8.1): the launch URL's endpoint, fetch, actor, registration and
 * activityId; the one-time fetch for the auth token (§8.2); the LMS's launch data in the State API (§10). Every value
 * from the URL or the LMS is checked as data before it is used: the endpoint and the fetch URL must be http(s) on an
 * origin the package was made for (never another path of the page's own origin it did not name: anyone can write a
 * launch link), the actor an Agent with the account cmi5 requires and nothing else, kept exactly as launched; the
 * registration a UUID. Every request goes without the browser's cookies (xAPI authenticates by the token) and has a
 * deadline: an LMS that does not answer leaves the page working, never waiting.
 */
import { z } from 'zod';

export const XAPI_VERSION = '1.0.3';

/** How long a launch may wait for its token, launch data and record together, and each later request alone. */
export const DEADLINES = { launch: 10_000, request: 10_000 };

const url = z.string().refine((text) => {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}, 'an http(s) URL');

/** cmi5 §9.2.2: an Agent identified by an account; nothing else, so the statements carry the launch's actor as is. */
const agent = z.strictObject({
  objectType: z.literal('Agent').optional(),
  name: z.string().optional(),
  account: z.strictObject({ homePage: url, name: z.string().min(1) }),
});

const launchSchema = z.object({
  endpoint: url,
  fetch: url,
  actor: agent,
  registration: z.uuid(),
  activityId: z.string().regex(/^[a-z][a-z0-9+.-]*:\S+$/i, 'an IRI'),
});
export type Launch = z.infer<typeof launchSchema>;

/**
 * The launch's parameters, or why they are not a cmi5 launch (naming the parameter). `origins`: where the package
 * may send the learner's record (npm run package:cmi5 --lrs-origin).
 */
export function parseLaunch(search: string, origins: readonly string[]): { launch: Launch } | { problem: string } {
  const params = new URLSearchParams(search);
  let actor: unknown = null;
  try {
    actor = JSON.parse(params.get('actor') ?? 'null');
  } catch {
    return { problem: 'actor: not JSON' };
  }
  const parsed = launchSchema.safeParse({
    endpoint: params.get('endpoint'),
    fetch: params.get('fetch'),
    actor,
    registration: params.get('registration'),
    activityId: params.get('activityId'),
  });
  if (!parsed.success)
    return { problem: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  for (const name of ['endpoint', 'fetch'] as const) {
    const origin = new URL(parsed.data[name]).origin;
    if (!origins.includes(origin))
      return {
        problem: `${name}: ${origin} is not an origin this package was made for (${origins.join(' ') || 'none'})`,
      };
  }
  // The actor as the launch wrote it (its keys in its order): the schema only vouched for it.
  return { launch: { ...parsed.data, actor: actor as Launch['actor'] } };
}

const launchDataSchema = z.object({
  contextTemplate: z.object({
    contextActivities: z.record(z.string(), z.unknown()).optional(),
    extensions: z.record(z.string(), z.unknown()),
  }),
  launchMode: z.enum(['Normal', 'Browse', 'Review']),
  moveOn: z.enum(['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable']),
  masteryScore: z.number().min(0).max(1).optional(),
  returnURL: z.string().optional(),
});
export type LaunchData = z.infer<typeof launchDataSchema>;

export const SESSION_ID = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
export const LAUNCH_DATA = 'LMS.LaunchData';

/** The LMS's side as the AU calls it: the fetch URL, the State API and the Statement API, over `fetch`. */
export type Lrs = {
  token(): Promise<string>;
  getState(stateId: string): Promise<unknown | null>;
  putState(stateId: string, body: unknown, keepalive?: boolean): Promise<void>;
  postStatements(statements: unknown[], keepalive?: boolean): Promise<void>;
};

export function lrsOf(launch: Launch, request: typeof fetch = fetch, deadlines = DEADLINES): Lrs {
  let auth = '';
  const headers = () => ({
    Authorization: `Basic ${auth}`,
    'X-Experience-API-Version': XAPI_VERSION,
    'Content-Type': 'application/json',
  });
  const base = launch.endpoint.endsWith('/') ? launch.endpoint : `${launch.endpoint}/`;
  const stateUrl = (stateId: string) =>
    `${base}activities/state?${new URLSearchParams({
      activityId: launch.activityId,
      agent: JSON.stringify(launch.actor),
      registration: launch.registration,
      stateId,
    })}`;
  // The launch's requests share one deadline (the page waits for them before it starts); each later one has its own.
  const launching = AbortSignal.timeout(deadlines.launch);
  const call = (target: string, init: RequestInit, signal: AbortSignal) =>
    request(target, { ...init, credentials: 'omit', signal });
  const later = () => AbortSignal.timeout(deadlines.request);
  const checked = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: the LMS answered ${response.status}`);
    return response;
  };
  return {
    async token() {
      const response = await checked(await call(launch.fetch, { method: 'POST' }, launching), 'the auth token');
      const body = z.object({ 'auth-token': z.string().min(1) }).safeParse(await response.json());
      if (!body.success) throw new Error('the auth token: the LMS sent no auth-token');
      auth = body.data['auth-token'];
      return auth;
    },
    async getState(stateId) {
      const response = await call(stateUrl(stateId), { headers: headers() }, launching);
      if (response.status === 404) return null;
      return (await checked(response, `state ${stateId}`)).json();
    },
    async putState(stateId, body, keepalive = false) {
      await checked(
        await call(
          stateUrl(stateId),
          { method: 'PUT', headers: headers(), body: JSON.stringify(body), keepalive },
          later(),
        ),
        `state ${stateId}`,
      );
    },
    async postStatements(statements, keepalive = false) {
      await checked(
        await call(
          `${base}statements`,
          { method: 'POST', headers: headers(), body: JSON.stringify(statements), keepalive },
          later(),
        ),
        'statements',
      );
    },
  };
}

/** The launch data the LMS keeps for this registration, checked as data. */
export async function readLaunchData(lrs: Lrs): Promise<LaunchData> {
  const parsed = launchDataSchema.safeParse(await lrs.getState(LAUNCH_DATA));
  if (!parsed.success) throw new Error(`LMS.LaunchData is not cmi5's: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}
