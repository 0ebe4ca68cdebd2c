/**
 * The docs service as a real child process over stdio: the verify paths,
 * the timeout experiment, protocol errors, and the connection's lifecycle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, vi } from 'vitest';
import { UNTIL_SIGNAL } from '../testing/hang.ts';
import { readPracticeFile, withStdioSession } from './host/stdioSession.ts';
import { CLIENT_WAIT_MS, timeoutExperiment } from './host/timeoutExperiment.ts';
import { VERIFY_PATHS, verifyPaths } from './host/verify.ts';

const ROOT = resolve(import.meta.dirname, '../..');

// Each test has a child process of its own: they run at the same time, and the file takes as long as its longest.
describe.concurrent('over stdio', () => {
  it('verify: the four paths give the lesson figures in the server log', async () => {
    const rows = await verifyPaths((mode, body) => withStdioSession({ mode }, body), readPracticeFile);
    expect(rows.map((row) => [row.path.id, row.result.modelRequests, row.result.toolsCalls])).toEqual(
      VERIFY_PATHS.map((path) => [path.id, path.expected.modelRequests, path.expected.toolsCalls]),
    );
    expect(rows.every((row) => row.result.protocolVersion === rows[0]?.result.protocolVersion)).toBe(true);
  });

  it('timeout: the client gives up on call_2, the server accepts and later completes it, nothing is resent', async () => {
    const report = await withStdioSession({ mode: 'delayed', delayMs: 1000 }, timeoutExperiment);
    expect(report.envelope).toMatchObject({ tool_use_id: 'call_2', is_error: true });
    expect(report.envelope.content).toContain('-32001');
    expect(report.logWhenClientGaveUp.map((entry) => entry.event)).toEqual(['accepted']);
    expect(report.logLater.map((entry) => entry.event)).toEqual(['accepted', 'completed']);
    expect(report.logLater[1]).toMatchObject({ outcome: 'ok', clientCancelled: true });
    expect((report.logLater[1]?.at ?? 0) - (report.logLater[0]?.at ?? 0)).toBeGreaterThanOrEqual(1000 - CLIENT_WAIT_MS);
    expect(report.followingRequestAnswered).toBe(true);
    expect(report.toolsCalls).toBe(1);
  });

  it('closes the connection and ends the child process on every exit path, a failing one included', async () => {
    let pid: number | null | undefined;
    await expect(
      withStdioSession({}, async (session) => {
        pid = session.processId;
        throw new Error('the host failed halfway');
      }),
    ).rejects.toThrow('the host failed halfway');
    expect(pid).toBeGreaterThan(0);
    // Polled, not slept on: the child is gone once signal 0 can no longer reach it.
    await vi.waitFor(() => expect(() => process.kill(pid as number, 0)).toThrow(), UNTIL_SIGNAL);
  });

  it('answers malformed JSON-RPC, unknown methods and unknown tools with protocol errors, bad arguments with a tool error, logs what it accepts however deep, and stays up', async ({
    onTestFinished,
  }) => {
    // Raw lines on purpose: this is what a broken client would send; the product itself only speaks through the SDK.
    const logDir = mkdtempSync(join(tmpdir(), 'docs-log-'));
    // From the test's context: the file's tests run at once, and a global hook would not know whose this is.
    onTestFinished(() => rmSync(logDir, { recursive: true, force: true }));
    const logFile = join(logDir, 'log.jsonl');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/mcp/server/stdio.ts', '--log', logFile], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    type Reply = { error?: { code: number; message: string }; result?: unknown };
    const replies = new Map<number, Reply>();
    const waiting = new Map<number, (reply: Reply) => void>();
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const message = JSON.parse(line);
      if (typeof message.id !== 'number') return;
      replies.set(message.id, message);
      waiting.get(message.id)?.(message);
    });
    const send = (message: unknown) =>
      child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
    // The child's own answer is the signal: a child started beside the other tests' children (and a cold tsx) answers
    // when it can, and the test's limit catches one that never does.
    const reply = (id: number) =>
      new Promise<Reply>((done) => {
        const known = replies.get(id);
        if (known) done(known);
        else waiting.set(id, done);
      });
    try {
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      });
      expect((await reply(1))?.result).toBeDefined();
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      send('{this is not json');
      send({ jsonrpc: '2.0', id: 2, method: 'no/such/method' });
      expect((await reply(2))?.error?.code).toBe(-32601);
      send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'no.such.tool', arguments: {} } });
      expect((await reply(3))?.error).toMatchObject({ code: -32602 });
      // Bad arguments to a known tool are a tool execution error (2025-11-25), worded for the model to correct.
      send({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'search.docs', arguments: { query: 5 } } });
      expect((await reply(4))?.result).toEqual({
        content: [{ type: 'text', text: 'search.docs: argument(s) query must be strings' }],
        isError: true,
      });
      send({ jsonrpc: '2.0', id: 5, method: 'tools/list', params: { cursor: 'bogus' } });
      expect((await reply(5))?.error).toMatchObject({ code: -32602 });
      send({ jsonrpc: '2.0', id: 6, method: 'tools/list' });
      expect((await reply(6))?.result).toMatchObject({ nextCursor: 'p2' });
      // Arguments nested 5,000 levels: the service answers as for any bad argument, and logs both events.
      let deep: unknown = 'x';
      for (let level = 0; level < 5000; level++) deep = { a: deep };
      send({
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: { name: 'search.docs', arguments: { query: deep } },
      });
      expect((await reply(7))?.result).toMatchObject({ isError: true });
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
    const log = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const deepCall = log.filter((entry) => entry.method === 'tools/call').slice(-2);
    expect(deepCall.map((entry) => [entry.event, entry.outcome])).toEqual([
      ['accepted', undefined],
      ['completed', 'tool_error'],
    ]);
    expect(JSON.stringify(deepCall[0].arguments).length).toBeLessThan(200);
  });

  it('the practice command prints the transcript, the protocol version and the counts', async () => {
    const output = await new Promise<string>((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/practice.ts', '--decision', 'allow'], {
        cwd: ROOT,
      });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done(text) : fail(new Error(`exit ${code}: ${text}`))));
    });
    expect(output).toContain('model request 4');
    expect(output).toMatch(/protocol version: \d{4}-\d{2}-\d{2}/);
    expect(output).toContain("model requests: 4 · tools/call in the server's log: 1");
  });
});
