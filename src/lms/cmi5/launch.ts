/**
 * A cmi5 launch as the AU receives it (cmi5 §8.1): the launch URL's endpoint, fetch, actor, registration and
 * activityId; the one-time fetch for the auth token (§8.2); the LMS's launch data in the State API (§10). Every value
 * from the URL or the LMS is checked as data before it is used: the endpoint and the fetch URL must be http(s), the
 * actor an Agent with one identifier, the registration a UUID.
 */
import { z } from 'zod';

export const XAPI_VERSION = '1.0.3';

const url = z.string().refine((text) => {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}, 'an http(s) URL');

const agent = z
  .object({
    objectType: z.literal('Agent').optional(),
    name: z.string().optional(),
    mbox: z.string().startsWith('mailto:').optional(),
    account: z.strictObject({ homePage: url, name: z.string().min(1) }).optional(),
  })
  .refine((actor) => (actor.mbox ? 1 : 0) + (actor.account ? 1 : 0) === 1, 'an Agent with one identifier');

const launchSchema = z.object({
  endpoint: url,
  fetch: url,
  actor: agent,
  registration: z.uuid(),
  activityId: z.string().regex(/^[a-z][a-z0-9+.-]*:\S+$/i, 'an IRI'),
});
export type Launch = z.infer<typeof launchSchema>;

/** The launch's parameters, or why they are not a cmi5 launch. */
export function parseLaunch(search: string): { launch: Launch } | { problem: string } {
  const params = new URLSearchParams(search);
  let actor: unknown = null;
  try {
    actor = JSON.parse(params.get('actor') ?? 'null');
  } catch {
    return { problem: 'actor is not JSON' };
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
  return { launch: parsed.data };
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

export function lrsOf(launch: Launch, request: typeof fetch = fetch): Lrs {
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
  const checked = async (response: Response, what: string) => {
    if (!response.ok) throw new Error(`${what}: the LMS answered ${response.status}`);
    return response;
  };
  return {
    async token() {
      const response = await checked(await request(launch.fetch, { method: 'POST' }), 'the auth token');
      const body = z.object({ 'auth-token': z.string().min(1) }).safeParse(await response.json());
      if (!body.success) throw new Error('the auth token: the LMS sent no auth-token');
      auth = body.data['auth-token'];
      return auth;
    },
    async getState(stateId) {
      const response = await request(stateUrl(stateId), { headers: headers() });
      if (response.status === 404) return null;
      return (await checked(response, `state ${stateId}`)).json();
    },
    async putState(stateId, body, keepalive = false) {
      await checked(
        await request(stateUrl(stateId), { method: 'PUT', headers: headers(), body: JSON.stringify(body), keepalive }),
        `state ${stateId}`,
      );
    },
    async postStatements(statements, keepalive = false) {
      await checked(
        await request(`${base}statements`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify(statements),
          keepalive,
        }),
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
