/**
 * A cmi5 LMS for the tests, on an origin of its own (the AU reaches it across origins, as a hosted LMS's LRS): the
 * one-time fetch URL (a second POST is refused, cmi5 §8.2), LMS.LaunchData and the AU's state documents (State API),
 * the Statement API (Basic auth with the token, the xAPI version header, CORS for the page's origin), and the
 * learner preferences answered 404. It keeps every statement, in order, for the test to check.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Cmi5Lms = {
  origin: string;
  statements: Record<string, unknown>[];
  /** Each state document written, with how many statements had arrived by then (what the record can know). */
  stateWrites: { registration: string; afterStatements: number }[];
  /** A launch URL of the AU at `au` for a registration (new, or one launched before), in a new session. */
  launchUrl(
    au: string,
    options?: {
      registration?: string;
      launchMode?: string;
      masteryScore?: number;
      /** The origin the launch names for the LMS (one that passes its requests on to it), if not the LMS's own. */
      via?: string;
      /** Parameters written over the launch's (an attacker's link). */
      params?: Record<string, string>;
    },
  ): {
    url: string;
    registration: string;
    activityId: string;
    actor: object;
  };
  refused: string[];
  /** While true, statements are taken and never answered (an LRS that stops answering mid-session). */
  stall: { statements: boolean };
  close(): Promise<void>;
};

const TOKEN = Buffer.from('learner:secret').toString('base64');
export const ACTOR = {
  objectType: 'Agent',
  name: 'Test Learner',
  account: { homePage: 'https://lms.test', name: 'l-1' },
};
export const ACTIVITY_ID = 'https://lms.test/course/1/au/0';

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

export async function startCmi5Lms(pageOrigin: () => string): Promise<Cmi5Lms> {
  const statements: Record<string, unknown>[] = [];
  const refused: string[] = [];
  const fetched = new Set<string>();
  const fetchUrls = new Set<string>();
  const state = new Map<string, string>();
  const stateWrites: Cmi5Lms['stateWrites'] = [];
  const hanging: ServerResponse[] = [];
  const stall = { statements: false };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const cors = {
      'Access-Control-Allow-Origin': pageOrigin(),
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Experience-API-Version',
      'Access-Control-Allow-Methods': 'GET, PUT, POST, OPTIONS',
    };
    const send = (status: number, payload?: unknown) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json' });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    if (request.method === 'OPTIONS') return send(204);
    const text = await body(request);
    // A fetch URL or an LRS that takes the request and never answers (an overloaded LMS, a proxy holding it).
    if (url.pathname.startsWith('/hang/')) {
      hanging.push(response);
      return;
    }
    if (url.pathname.startsWith('/fetch/')) {
      if (request.method !== 'POST' || !fetchUrls.has(url.pathname)) return send(404);
      if (fetched.has(url.pathname)) {
        refused.push(`fetch ${url.pathname} again`);
        return send(400, { 'error-code': '1', 'error-text': 'already fetched' });
      }
      fetched.add(url.pathname);
      return send(200, { 'auth-token': TOKEN });
    }
    if (request.headers.authorization !== `Basic ${TOKEN}` || !request.headers['x-experience-api-version']) {
      refused.push(`${request.method} ${url.pathname}: not authorized`);
      return send(401);
    }
    if (url.pathname === '/xapi/activities/state') {
      const key = `${url.searchParams.get('registration')}|${url.searchParams.get('stateId')}`;
      if (request.method === 'GET') return state.has(key) ? send(200, JSON.parse(state.get(key) ?? '')) : send(404);
      if (request.method === 'PUT') {
        state.set(key, text);
        stateWrites.push({
          registration: url.searchParams.get('registration') ?? '',
          afterStatements: statements.length,
        });
        return send(204);
      }
    }
    if (url.pathname === '/xapi/statements' && request.method === 'POST' && stall.statements) {
      hanging.push(response);
      return;
    }
    if (url.pathname === '/xapi/statements' && request.method === 'POST') {
      const sent = JSON.parse(text) as Record<string, unknown>[];
      statements.push(...(Array.isArray(sent) ? sent : [sent]));
      return send(
        200,
        (Array.isArray(sent) ? sent : [sent]).map((s) => s.id),
      );
    }
    if (url.pathname === '/xapi/agents/profile') return send(404);
    refused.push(`${request.method} ${url.pathname}`);
    return send(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the cmi5 LMS is not listening');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    statements,
    stateWrites,
    refused,
    stall,
    launchUrl(au, options = {}) {
      const registration = options.registration ?? randomUUID();
      const fetchPath = `/fetch/${randomUUID()}`;
      fetchUrls.add(fetchPath);
      state.set(
        `${registration}|LMS.LaunchData`,
        JSON.stringify({
          contextTemplate: {
            contextActivities: {
              grouping: [{ id: 'https://lms.test/course/1/au/0/publisher', objectType: 'Activity' }],
            },
            extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': randomUUID() },
          },
          launchMode: options.launchMode ?? 'Normal',
          moveOn: options.masteryScore === undefined ? 'Completed' : 'CompletedOrPassed',
          ...(options.masteryScore === undefined ? {} : { masteryScore: options.masteryScore }),
        }),
      );
      const named = options.via ?? origin;
      const params = new URLSearchParams({
        endpoint: `${named}/xapi/`,
        fetch: `${named}${fetchPath}`,
        actor: JSON.stringify(ACTOR),
        registration,
        activityId: ACTIVITY_ID,
        ...options.params,
      });
      return { url: `${au}?${params}`, registration, activityId: ACTIVITY_ID, actor: ACTOR };
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}
