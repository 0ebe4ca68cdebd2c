/**
 * A cmi5 launch link is anyone's to write (docs/lms.md, "A launch"): its endpoint and fetch URL only on the origins the
 * package was made for, never with the browser's cookies, never waited for without end; its actor refused unless it
 * is exactly what cmi5 allows, and then sent exactly as launched.
 */
import { describe, expect, it } from 'vitest';
import { launch, options } from '../testing/cmi5Launch.ts';
import { lrsOf, parseLaunch } from './launch.ts';
import { startCmi5Session } from './session.ts';

const ORIGINS = ['https://lms.example'];
const url = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const good = {
  endpoint: launch.endpoint,
  fetch: launch.fetch,
  actor: JSON.stringify(launch.actor),
  registration: launch.registration,
  activityId: launch.activityId,
};

describe('the launch link', () => {
  it('reads the five parameters, checked as data', () => {
    expect(parseLaunch(url(good), ORIGINS)).toEqual({ launch });
  });

  it('refuses an endpoint or fetch URL on an origin the package was not made for, naming the parameter', () => {
    // The page's own origin is one of them unless the package names it: another path there would get its cookies.
    for (const name of ['endpoint', 'fetch'] as const) {
      const result = parseLaunch(
        url({ ...good, [name]: 'https://course.example/lms/admin/delete-course?id=7' }),
        ORIGINS,
      );
      expect(result).toEqual({ problem: expect.stringMatching(new RegExp(`^${name}: https://course.example is not`)) });
    }
    expect(parseLaunch(url({ ...good, endpoint: 'http://127.0.0.1:6402/xapi/' }), ORIGINS)).toHaveProperty('problem');
    expect(parseLaunch(url(good), [])).toHaveProperty('problem');
    expect(parseLaunch(url({ ...good, endpoint: 'https://lms.example:8443/xapi/' }), ORIGINS)).toHaveProperty(
      'problem',
    );
  });

  it('refuses an endpoint that is not http(s), an actor that is not an Agent with one account and nothing else', () => {
    expect(parseLaunch(url({ ...good, endpoint: 'javascript:alert(1)' }), ORIGINS)).toHaveProperty('problem');
    const actor = (value: object) => parseLaunch(url({ ...good, actor: JSON.stringify(value) }), ORIGINS);
    expect(actor({ name: 'x' })).toHaveProperty('problem');
    expect(actor({ ...launch.actor, mbox: 'mailto:a@b.c' })).toHaveProperty('problem');
    expect(actor({ ...launch.actor, mbox_sha1sum: 'ba1b', extra: { role: 'instructor' } })).toHaveProperty('problem');
    expect(actor({ ...launch.actor, extra: { role: 'instructor' } })).toEqual({
      problem: expect.stringContaining('actor'),
    });
    expect(actor({ objectType: 'Agent', mbox: 'mailto:a@b.c' })).toHaveProperty('problem');
    expect(actor({ ...launch.actor, account: { ...launch.actor.account, role: 'x' } })).toHaveProperty('problem');
    expect(parseLaunch(url({ ...good, actor: '{' }), ORIGINS)).toEqual({ problem: 'actor: not JSON' });
    expect(parseLaunch(url({ ...good, registration: '1' }), ORIGINS)).toHaveProperty('problem');
  });

  it('keeps the actor exactly as launched, its keys in their order, into every statement and the state URL', async () => {
    const written = '{"account":{"name":"learner-1","homePage":"https://lms.example"},"name":"A","objectType":"Agent"}';
    const parsed = parseLaunch(url({ ...good, actor: written }), ORIGINS);
    if (!('launch' in parsed)) throw new Error(parsed.problem);
    expect(JSON.stringify(parsed.launch.actor)).toBe(written);
    const requests: { url: string; body?: string }[] = [];
    const lrs = lrsOf(parsed.launch, async (target, init) => {
      requests.push({ url: String(target), body: init?.body as string | undefined });
      return new Response(String(target).includes('/fetch/') ? '{"auth-token":"t"}' : null, {
        status: String(target).includes('state') && !init?.method ? 404 : 200,
      });
    });
    await lrs.token();
    const session = await startCmi5Session({ ...options(lrs), launch: parsed.launch });
    session.end();
    await session.settled();
    expect(new URL(requests[1]?.url ?? '').searchParams.get('agent')).toBe(written);
    const sent = requests.filter((r) => r.url.endsWith('/statements')).flatMap((r) => JSON.parse(r.body ?? '[]'));
    expect(sent.length).toBeGreaterThan(0);
    for (const statement of sent) expect(JSON.stringify(statement.actor)).toBe(written);
  });
});

describe("the LMS's requests", () => {
  it('carry no cookies: every request says credentials "omit"', async () => {
    const seen: RequestInit[] = [];
    const lrs = lrsOf(launch, async (target, init) => {
      seen.push(init ?? {});
      return new Response(String(target).includes('/fetch/') ? '{"auth-token":"t"}' : '{}', { status: 200 });
    });
    await lrs.token();
    await lrs.getState('s');
    await lrs.putState('s', {}, true);
    await lrs.postStatements([], true);
    expect(seen.map((init) => init.credentials)).toEqual(['omit', 'omit', 'omit', 'omit']);
  });

  /** A server that takes the request and never answers (it honours only the page's giving up). */
  const never: typeof fetch = (_target, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

  it('the launch gives up on a fetch URL or LRS that never answers, by one deadline for all its requests', async () => {
    const lrs = lrsOf(launch, never, { launch: 50, request: 1000 });
    await expect(lrs.token()).rejects.toThrow();
    const slow = lrsOf(
      launch,
      async (target, init) =>
        String(target).includes('/fetch/') ? new Response('{"auth-token":"t"}') : never(target, init),
      { launch: 50, request: 1000 },
    );
    await slow.token();
    await expect(slow.getState('LMS.LaunchData')).rejects.toThrow();
  });

  it('a body that never ends is given up on too', async () => {
    const endless = async (_target: RequestInfo | URL, init?: RequestInit) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"auth-token":'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
      );
    await expect(lrsOf(launch, endless, { launch: 50, request: 1000 }).token()).rejects.toThrow();
  });

  it('a statement the LRS leaves unanswered is given up on, said once with what it was, and the queue goes on', async () => {
    let calls = 0;
    const lrs = lrsOf(
      launch,
      async (target, init) => {
        calls++;
        if (String(target).endsWith('/statements') && calls === 2) return never(target, init);
        return new Response(String(target).includes('state') && !init?.method ? null : '[]', {
          status: String(target).includes('state') && !init?.method ? 404 : 200,
        });
      },
      { launch: 1000, request: 50 },
    );
    const unsent: string[] = [];
    const session = await startCmi5Session({ ...options(lrs), unsent: (what) => unsent.push(what), warn: () => {} });
    session.end();
    await session.settled();
    expect(unsent).toEqual(['not recorded: initialized']);
    expect(calls).toBeGreaterThan(2);
  });

  it("a record that cannot be read stops the launch: starting fresh would write over the learner's progress", async () => {
    const lrs = lrsOf(launch, async () => new Response('no', { status: 500 }));
    await expect(startCmi5Session(options(lrs))).rejects.toThrow(/500/);
  });
});
