/**
 * The practice loop over a real MCP client and server (the SDK's in-memory
 * pair here; stdio.test.ts does the same over a child process).
 */
import { describe, expect, it } from 'vitest';
import { message } from '../adapter/messages.ts';
import { withMemorySession } from './host/memorySession.ts';
import { eagerModel } from './host/model.ts';
import { countCalls, runPractice } from './host/session.ts';
import { readPracticeFile } from './host/stdioSession.ts';
import { VERIFY_PATHS, verifyPaths } from './host/verify.ts';

describe('the practice loop over the in-memory SDK pair', () => {
  it('gives the lesson figures on the four paths: 4/3/3/2 model requests, 1/0/1/0 tools/call', async () => {
    const rows = await verifyPaths((mode, body) => withMemorySession({ mode }, body), readPracticeFile);
    expect(rows.map((row) => [row.path.id, row.result.modelRequests, row.result.toolsCalls])).toEqual(
      VERIFY_PATHS.map((path) => [path.id, path.expected.modelRequests, path.expected.toolsCalls]),
    );
  });

  it('answers against one snapshot per request: the system text is rebuilt only when the tools change', async () => {
    const result = await withMemorySession({}, (session) =>
      runPractice(session, { approve: () => true, readFile: readPracticeFile }),
    );
    const requests = result.events.filter((event) => event.kind === 'request');
    expect(requests.map((event) => event.systemReused)).toEqual([false, false, true, true]);
    expect(requests[0]?.tools).toEqual(['read_file', 'load_docs_tools']);
    expect(requests[1]?.tools).toEqual([
      'read_file',
      'load_docs_tools',
      'mcp__docs__search_docs',
      'mcp__docs__list_topics',
    ]);
    expect(result.answer).toContain('一致');
    expect(result.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses locally a tool called in the same batch that loaded it: no tools/call', async () => {
    const result = await withMemorySession({}, (session) =>
      runPractice(session, { approve: () => true, readFile: readPracticeFile, model: eagerModel }),
    );
    const refused = result.events.find((event) => event.kind === 'tool_result' && event.id === 'call_2');
    expect(refused).toMatchObject({ is_error: true });
    expect(refused && 'content' in refused ? refused.content : '').toContain(message('route_not_in_snapshot'));
    expect(result.toolsCalls).toBe(0);
    expect(result.events.some((event) => event.kind === 'approval')).toBe(false);
  });

  it('deny: asks the host, sends nothing, and answers that evidence is missing', async () => {
    const result = await withMemorySession({}, (session) =>
      runPractice(session, { approve: () => false, readFile: readPracticeFile }),
    );
    expect(result.events.filter((event) => event.kind === 'approval')).toEqual([
      { kind: 'approval', n: 2, server: 'docs', tool: 'mcp__docs__search_docs', approved: false },
    ]);
    expect(countCalls(result.serverLog)).toBe(0);
    expect(result.answer).toContain('缺少证据');
  });

  it('read_file reads only the practice folder', async () => {
    await expect(readPracticeFile('policy.txt')).resolves.toContain('明确同意');
    for (const path of ['../package.json', '/etc/passwd', 'sub/policy.txt', '..']) {
      await expect(readPracticeFile(path)).rejects.toThrow(/read_file 只能读取练习文件夹/);
    }
    await expect(readPracticeFile('missing.txt')).rejects.toThrow(/没有这个文件/);
  });
});
