/**
 * The shapes the adapter exchanges with its host. MCP shapes come from the
 * official SDK's schema-derived types; the model-facing shapes (definitions,
 * tool calls, tool_result envelopes) follow the lesson's host.
 */
import type { CallToolResult, ListToolsResult, Tool } from '@modelcontextprotocol/sdk/types.js';

/** The only input schema this lesson accepts: at most four required string fields. */
export type StringObjectSchema = {
  type: 'object';
  properties: Record<string, { type: 'string' }>;
  required: string[];
  additionalProperties: false;
};

/** An MCP tool that passed checkedTool. */
export type CheckedTool = Tool & { inputSchema: StringObjectSchema };

/** A tools/list page as MCP defines it; what arrives is untrusted and checked by the adapter. */
export type CatalogPage = ListToolsResult;

/** A tools/call result as MCP defines it; checked by resultText. */
export type CallResult = CallToolResult;

/**
 * Reads one tools/list page; `null` asks for the first. May answer now or
 * later. The answer is typed unknown on purpose: the adapter accepts less
 * than MCP allows and validates whatever comes back itself.
 */
export type ListPage = (cursor: string | null) => CatalogPage | Promise<CatalogPage> | unknown;

/** Sends tools/call under the tool's original (remote) name; the reply is validated by resultText. */
export type Invoke = (remote: string, args: Record<string, string>) => CallResult | Promise<CallResult> | unknown;

/** A tool as the model sees it. */
export type ToolDefinition = {
  name: string;
  description: string;
  input_schema: unknown;
};

/** A server the host registered: its discovered tools and the function that calls it. */
export type ServerEntry = {
  tools: unknown[];
  call: Invoke;
};

/** Where a model-visible alias leads: which server, under which original name. */
export type Route = {
  server: string;
  remote: string;
  schema: StringObjectSchema;
  invoke: Invoke;
};

/** One snapshot of the tools: what the model was shown and where each call goes. */
export type ToolPool = {
  definitions: ToolDefinition[];
  routes: Record<string, Route>;
};

/** A tool_use block from the model. Only the id is trusted to be there. */
export type ModelToolCall = {
  id: string;
  name?: unknown;
  input?: unknown;
};

/** The host's approval: only an answer of exactly `true` lets the call through. */
export type AskUser = (snapshot: ModelToolCall, server: string) => unknown;

export type ToolResultEnvelope = {
  type: 'tool_result';
  tool_use_id: string;
  is_error: boolean;
  content: string;
};
