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

/** normal; business-error (tools answer isError: true); bad-catalog (an unsupported schema on page two); delayed. */
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
  /** delayed mode: how long tools/call takes. */
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
    log({ event: 'accepted', method: 'tools/call', tool: name, arguments: args });
    const fail = (message: string): never => {
      log({ event: 'completed', method: 'tools/call', tool: name, outcome: 'protocol_error' });
      throw new McpError(ErrorCode.InvalidParams, message);
    };
    const known = CATALOG_PAGES.flat().find((tool) => tool.name === name);
    if (!known) fail(`unknown tool: ${name}`);
    const fields = Object.keys(known?.inputSchema.properties ?? {});
    const given = Object.keys(args);
    if (given.length !== fields.length || given.some((key) => !fields.includes(key) || typeof args[key] !== 'string')) {
      fail(`${name} takes exactly: ${fields.join(', ') || 'no arguments'}, as strings`);
    }
    if (mode === 'delayed') {
      // Cancellation is cooperative and this service does not stop halfway: a client that gave up does not undo the work.
      await new Promise((done) => setTimeout(done, options.delayMs ?? 1000));
    }
    const result: CallToolResult =
      mode === 'business-error'
        ? { content: [{ type: 'text', text: '查询失败：规则索引正在重建，暂时无法回答。' }], isError: true }
        : name === 'list.topics'
          ? { content: [{ type: 'text', text: Object.keys(RULES).join('、') }] }
          : { content: [{ type: 'text', text: findRule(String(args.query)) ?? '没有找到相关规则。' }] };
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
