/**
 * The docs service: an MCP server of this project, built on the SDK's
 * low-level Server so that tools/list can paginate. It answers only its own
 * fixed rules. Every request it accepts and every one it completes goes to a
 * log, so counts of tools/call come from the server, not from what the
 * client believes.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { CATALOG_PAGES, findRule, RULES, UNSUPPORTED_TOOL } from '../shared/docs.ts';

import type { ServerMode } from './modes.ts';
import { boundedPreview } from './preview.ts';

/** normal; business-error (tools answer isError: true); bad-catalog (an unsupported schema on page two); delayed; slow. */
export { SERVER_MODES, type ServerMode } from './modes.ts';

export type ServerLogEntry = {
  event: 'accepted' | 'completed';
  method: string;
  tool?: string;
  arguments?: unknown;
  /** On completion: the service's answer, or why it refused. */
  outcome?: 'ok' | 'tool_error' | 'protocol_error';
  /** The client had given up (cancelled) before the service finished: the work was done all the same. */
  clientCancelled?: true;
  /** Milliseconds since the server started. */
  at: number;
};

export type DocsServerOptions = {
  mode?: ServerMode;
  /** delayed and slow modes: how long tools/call takes. */
  delayMs?: number;
  log: (entry: ServerLogEntry) => void;
};

const FIRST_PAGE = 'p1';
const SECOND_PAGE = 'p2';

export function createDocsServer(options: DocsServerOptions): Server {
  const mode = options.mode ?? 'normal';
  const started = Date.now();
  const log = (entry: Omit<ServerLogEntry, 'at'>) => options.log({ ...entry, at: Date.now() - started });
  const server = new Server({ name: 'docs', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    log({ event: 'accepted', method: 'tools/list' });
    const cursor = request.params?.cursor ?? FIRST_PAGE;
    if (cursor !== FIRST_PAGE && cursor !== SECOND_PAGE) {
      log({ event: 'completed', method: 'tools/list', outcome: 'protocol_error' });
      throw new McpError(ErrorCode.InvalidParams, `unknown cursor: ${cursor}`);
    }
    const second = mode === 'bad-catalog' ? [...(CATALOG_PAGES[1] ?? []), UNSUPPORTED_TOOL] : CATALOG_PAGES[1];
    const result =
      cursor === FIRST_PAGE ? { tools: CATALOG_PAGES[0] ?? [], nextCursor: SECOND_PAGE } : { tools: second ?? [] };
    log({ event: 'completed', method: 'tools/list', outcome: 'ok' });
    return result;
  });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args = {} } = request.params;
    log({ event: 'accepted', method: 'tools/call', tool: name, arguments: boundedPreview(args) });
    const offered = mode === 'bad-catalog' ? [...CATALOG_PAGES.flat(), UNSUPPORTED_TOOL] : CATALOG_PAGES.flat();
    const known = offered.find((tool) => tool.name === name);
    if (!known) {
      // An unknown tool is a protocol error (the spec keeps -32602 for it); bad arguments to a known one are not.
      log({ event: 'completed', method: 'tools/call', tool: name, outcome: 'protocol_error' });
      throw new McpError(ErrorCode.InvalidParams, `unknown tool: ${name}`);
    }
    const problem = argumentProblem(known.inputSchema, args);
    if (problem) {
      // 2025-11-25: input validation failures are tool execution errors, worded so a model can correct its call.
      log({ event: 'completed', method: 'tools/call', tool: name, outcome: 'tool_error' });
      return { content: [{ type: 'text', text: `${name}: ${problem}` }], isError: true } satisfies CallToolResult;
    }
    if (mode === 'delayed' || mode === 'slow') {
      // Cancellation is cooperative and this service does not stop halfway: a client that gave up does not undo the work.
      await new Promise((done) => setTimeout(done, options.delayMs ?? 1000));
    }
    const result: CallToolResult =
      mode === 'business-error'
        ? { content: [{ type: 'text', text: '查询失败：规则索引正在重建，暂时无法回答。' }], isError: true }
        : name === 'list.topics'
          ? { content: [{ type: 'text', text: Object.keys(RULES).join('、') }] }
          : { content: [{ type: 'text', text: answer(String(args.query), args.year) }] };
    log({
      event: 'completed',
      method: 'tools/call',
      tool: name,
      outcome: result.isError ? 'tool_error' : 'ok',
      ...(extra.signal.aborted ? { clientCancelled: true as const } : {}),
    });
    return result;
  });

  return server;
}

type InputSchema = { properties?: Record<string, unknown>; required?: readonly string[] };

/** What is wrong with the arguments for this tool's schema (every field a string; required ones present), or null. */
function argumentProblem(schema: InputSchema, args: Record<string, unknown>): string | null {
  const fields = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const unknown = Object.keys(args).filter((key) => !fields.includes(key));
  if (unknown.length > 0) return `unknown argument(s) ${unknown.join(', ')}; it takes ${fields.join(', ') || 'none'}`;
  const missing = required.filter((key) => !(key in args));
  if (missing.length > 0) return `missing required argument(s) ${missing.join(', ')}`;
  const notText = Object.keys(args).filter((key) => typeof args[key] !== 'string');
  if (notText.length > 0) return `argument(s) ${notText.join(', ')} must be strings`;
  return null;
}

/** The rule a query is about; search.history (bad-catalog mode) says which year it was asked about. */
function answer(query: string, year: unknown): string {
  const rule = findRule(query) ?? '没有找到相关规则。';
  return typeof year === 'string' ? `${rule}（本服务只有现行版本，没有 ${year} 年的历史版本。）` : rule;
}
