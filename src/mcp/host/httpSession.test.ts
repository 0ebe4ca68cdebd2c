/** The practice loop against the docs service as a separate server over Streamable HTTP: the lesson's figures again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsServer, SERVER_MODES, type ServerLogEntry, type ServerMode } from '../server/docsServer.ts';
import { type RunningHttpServer, serveHttp } from '../server/http.ts';
import { withHttpSession } from './httpSession.ts';
import { readPracticeFile } from './stdioSession.ts';
import { VERIFY_PATHS, verifyPaths } from './verify.ts';

let running: RunningHttpServer;
beforeAll(async () => {
  // As serve:docs does: the session's address may ask for a mode.
  running = await serveHttp<ServerLogEntry>({
    create: (url) => {
      const log: ServerLogEntry[] = [];
      const asked = url.searchParams.get('mode') as ServerMode | null;
      const mode = asked && SERVER_MODES.includes(asked) ? asked : 'normal';
      return { server: createDocsServer({ mode, log: (entry) => log.push(entry) }), log: () => [...log] };
    },
  });
});
afterAll(() => running.close());

describe('withHttpSession', () => {
  it('the four verify paths give 4/3/3/2 model requests and 1/0/1/0 tools/call in the server log', async () => {
    const rows = await verifyPaths((mode, body) => {
      const url = new URL(running.url);
      url.searchParams.set('mode', mode);
      return withHttpSession({ url }, body);
    }, readPracticeFile);
    expect(rows.map((row) => [row.result.modelRequests, row.result.toolsCalls])).toEqual(
      VERIFY_PATHS.map((path) => [path.expected.modelRequests, path.expected.toolsCalls]),
    );
    expect(rows[0]?.result.protocolVersion).toBe('2025-11-25');
    // Every session was ended when its run was.
    expect(running.sessions()).toBe(0);
  });
});
