/**
 * The docs service as a child process over stdio (Node only). The command is
 * fixed here by the host, never taken from the model. One async scope opens
 * the connection, checks the server offers tools, and on every exit path
 * closes the connection and with it the child.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { ServerLogEntry, ServerMode } from '../server/docsServer.ts';
import { ObservedTransport, type RpcDirection } from './observedTransport.ts';
import type { DocsSession } from './session.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = join(ROOT, 'src/mcp/server/stdio.ts');
/** The only folder read_file may read. */
export const PRACTICE_DIR = join(ROOT, 'practice');

/**
 * How long the child may take to answer `initialize`, its first sign of life: its first start compiles the server's
 * TypeScript (tsx), which in a fresh clone, beside the type check and the build on a 2-core machine, took over 10 s,
 * and longer beside other jobs. The connection waits for that answer; this limit only catches a child that hangs.
 */
const START_TIMEOUT_MS = 120_000;

export type StdioOptions = {
  mode?: ServerMode;
  delayMs?: number;
  onRpc?: (direction: RpcDirection, message: unknown) => void;
};

export async function withStdioSession<T>(
  options: StdioOptions,
  body: (session: DocsSession) => Promise<T>,
): Promise<T> {
  const logFile = join(tmpdir(), `docs-server-${randomUUID()}.jsonl`);
  const args = ['--import', 'tsx', SERVER_ENTRY, '--mode', options.mode ?? 'normal', '--log', logFile];
  if (options.delayMs !== undefined) args.push('--delay-ms', String(options.delayMs));
  const stdio = new StdioClientTransport({ command: process.execPath, args, cwd: ROOT, stderr: 'inherit' });
  const transport = new ObservedTransport(stdio, options.onRpc);
  const client = new Client({ name: 'practice-host', version: '1.0.0' }, { capabilities: {} });
  try {
    await client.connect(transport, { timeout: START_TIMEOUT_MS });
    if (!client.getServerCapabilities()?.tools) throw new Error('the docs service does not offer tools');
    return await body({
      client,
      protocolVersion: () => transport.protocolVersion,
      serverLog: async () => readLog(logFile),
      processId: stdio.pid,
    });
  } finally {
    await client.close();
    rmSync(logFile, { force: true });
  }
}

/** The log's complete lines: one being written as it is read (the log is read while the server runs) waits for the next read. */
export function readLog(file: string): ServerLogEntry[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  return lines
    .slice(0, -1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ServerLogEntry);
}

/** read_file: a file directly in the practice folder, nothing else. */
export async function readPracticeFile(path: string): Promise<string> {
  const target = resolve(PRACTICE_DIR, path);
  if (!target.startsWith(PRACTICE_DIR + sep) || target.slice(PRACTICE_DIR.length + 1).includes(sep)) {
    throw new Error(`read_file 只能读取练习文件夹里的文件，拒绝：${path}`);
  }
  try {
    return await readFile(target, 'utf8');
  } catch {
    throw new Error(`练习文件夹里没有这个文件：${path}`);
  }
}
