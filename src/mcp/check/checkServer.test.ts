/**
 * check-server against real servers: this project's docs service (launched over stdio by the CLI, in each mode,
 * and over Streamable HTTP) and a server built here with the SDK's high-level McpServer, so what SDK-generated
 * schemas look like is pinned by a real SDK server, not by hand-written JSON.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UNTIL_SIGNAL } from '../../testing/hang.ts';
import { createDocsServer, type ServerLogEntry } from '../server/docsServer.ts';
import { serveHttp } from '../server/http.ts';
import { parseCheckArgs, UsageError } from './args.ts';
import { checkServer } from './checkServer.ts';
import { formatCheck } from './format.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/check-server.ts', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** Processes whose command line contains `text` (Linux's /proc). */
function processesWith(text: string): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text) ? [pid] : [];
      } catch {
        return [];
      }
    });
}

const DOCS = ['node', '--import', 'tsx', 'src/mcp/server/stdio.ts'];
/**
 * A cold tsx start of the server beside the other test files' processes can take far longer than the host's 5 s: the
 * connection waits for the server's answer, its limit only catching a hang.
 */
const PATIENT = ['--connect-timeout', String(UNTIL_SIGNAL.timeout)];
const PATIENT_OPTIONS = { connectTimeout: UNTIL_SIGNAL.timeout };

describe.concurrent('check-server', () => {
  it('the docs service over stdio: accepted, exit 0, the table in Chinese by default', async () => {
    const { code, stdout } = await cli([...PATIENT, ...DOCS]);
    expect(stdout).toContain('search.docs  mcp__docs__search_docs  ✔ 接受');
    expect(stdout).toContain('按本课规则，这个目录会被接入');
    expect(code).toBe(0);
  });

  it('the docs service in bad-catalog mode, --json: refused with the lesson code, exit 1, every rule listed', async () => {
    const { code, stdout } = await cli(['--json', ...PATIENT, ...DOCS, '--mode', 'bad-catalog']);
    const check = JSON.parse(stdout);
    expect(check.report.adapter).toMatchObject({
      accepted: false,
      step: 'discoverTools',
      code: 'schema_shape_unsupported',
    });
    const history = check.report.tools.find((tool: { name: string }) => tool.name === 'search.history');
    expect(history.findings.map((finding: { rule: string }) => finding.rule)).toEqual(['schema_missing_key', 'field']);
    expect(history.findings[1]).toMatchObject({ field: 'year', problems: ['optional'] });
    expect(code).toBe(1);
  });

  it('cannot connect: exit 2 with a clear message, for a missing command and for a server that never answers, which is stopped', async () => {
    const missing = await cli(['no-such-mcp-server-command']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/could not connect to no-such-mcp-server-command: .*ENOENT/);
    const marker = `silent-server-${process.pid}`;
    const silent = await cli(['--connect-timeout', '500', 'node', '-e', `setInterval(() => {}, 1000) // ${marker}`]);
    expect(silent.code).toBe(2);
    expect(silent.stderr).toMatch(/could not connect to node -e .*: .*timed out/i);
    // The server it launched is gone with it.
    expect(processesWith(marker)).toEqual([]);
  });

  it('an SDK McpServer with zod schemas: $schema, no additionalProperties, optional and non-string fields, each with its fix', async () => {
    const running = await serveHttp({
      create: () => {
        const server = new McpServer({ name: 'fixture/files', version: '0.1.0' });
        server.registerTool(
          'get_file_info',
          {
            description: 'Reads a file head.',
            inputSchema: { path: z.string(), head: z.number().optional().describe('first N lines') },
          },
          async () => ({ content: [{ type: 'text', text: 'ok' }] }),
        );
        return { server, log: () => [] };
      },
    });
    try {
      const check = await checkServer({ kind: 'http', url: running.url }, PATIENT_OPTIONS);
      const [tool] = check.report.tools;
      expect(check.report.server).toBe('files');
      expect(tool?.findings.map((finding) => [finding.rule, 'key' in finding ? finding.key : null])).toEqual([
        ['schema_extra_key', '$schema'],
        ['schema_missing_key', 'additionalProperties'],
        ['field', null],
      ]);
      expect(tool?.findings[2]).toMatchObject({ field: 'head', problems: ['optional', 'not_string', 'extra_keys'] });
      expect(check.report.adapter).toMatchObject({ accepted: false, code: 'schema_shape_unsupported' });
      const text = formatCheck(check, 'en');
      expect(text).toContain('fix: drop `$schema`');
      expect(text).toContain('fix: add `additionalProperties: false`');
      expect(text).toContain('field `head`: optional, not a string (type "number"), has description besides type');
    } finally {
      await running.close();
    }
  });

  it('the docs service over Streamable HTTP: accepted, with the negotiated protocol version', async () => {
    const running = await serveHttp<ServerLogEntry>({
      create: () => {
        const log: ServerLogEntry[] = [];
        return { server: createDocsServer({ log: (entry) => log.push(entry) }), log: () => log };
      },
    });
    try {
      const check = await checkServer({ kind: 'http', url: running.url }, { ...PATIENT_OPTIONS, key: 'docs' });
      expect(check.server).toMatchObject({ name: 'docs', protocolVersion: '2025-11-25' });
      expect(check.report.adapter).toEqual({
        accepted: true,
        definitions: ['read_file', 'load_docs_tools', 'mcp__docs__search_docs', 'mcp__docs__list_topics'],
      });
    } finally {
      await running.close();
    }
  });
});

describe('parseCheckArgs', () => {
  it('keeps its own options before the command and passes the command its own', () => {
    expect(parseCheckArgs(['--lang', 'en', 'npx', '-y', 'server', '--port', '1'])).toEqual({
      target: { kind: 'stdio', command: 'npx', args: ['-y', 'server', '--port', '1'] },
      json: false,
      lang: 'en',
    });
    expect(parseCheckArgs(['--json', '--url', 'http://127.0.0.1:3920/mcp']).target).toMatchObject({ kind: 'http' });
    expect(parseCheckArgs(['--', '--weird-command']).target).toEqual({
      kind: 'stdio',
      command: '--weird-command',
      args: [],
    });
  });

  it('refuses what it cannot use, saying why', () => {
    expect(() => parseCheckArgs(['--lang', 'fr', 'x'])).toThrow(new UsageError('--lang takes zh or en, not fr'));
    expect(() => parseCheckArgs(['--url', 'ftp://x'])).toThrow(UsageError);
    expect(() => parseCheckArgs(['--url', 'http://x', 'cmd'])).toThrow('either --url or a command');
    expect(() => parseCheckArgs(['--bogus'])).toThrow('unknown option --bogus');
    expect(() => parseCheckArgs([])).toThrow('name a server');
  });
});
