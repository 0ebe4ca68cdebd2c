/**
 * The fixed stand-in model: no network, no reasoning. It picks tools and
 * writes answers by a preset script, which is enough to show how messages,
 * snapshots and approvals travel; it proves nothing about how a real model
 * would compare the two texts.
 */
import type { ToolDefinition, ToolResultEnvelope } from '../../adapter/types.ts';
import { saying } from './sayings.ts';

export type TextBlock = { type: 'text'; text: string };
export type ToolUseBlock = { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };
export type ModelMessage =
  | { role: 'user'; content: string | ToolResultEnvelope[] }
  | { role: 'assistant'; content: (TextBlock | ToolUseBlock)[] };
export type ModelRequest = { system: string; tools: ToolDefinition[]; messages: ModelMessage[] };
export type ModelReply = { content: (TextBlock | ToolUseBlock)[] };
export type Model = (request: ModelRequest) => ModelReply | Promise<ModelReply>;

export const QUESTION = '查 docs 服务的运行许可规则，再读 policy.txt，说明两者是否一致。';
export const SEARCH_TOOL = 'mcp__docs__search_docs';

type Exchange = { name: string; result: ToolResultEnvelope };

/** Each tool the model asked for so far, with the result it got. */
function exchanges(messages: ModelMessage[]): Exchange[] {
  const names = new Map<string, string>();
  const out: Exchange[] = [];
  for (const message of messages) {
    if (message.role === 'assistant') {
      for (const block of message.content) if (block.type === 'tool_use') names.set(block.id, block.name);
    } else if (typeof message.content !== 'string') {
      for (const result of message.content) out.push({ name: names.get(result.tool_use_id) ?? '?', result });
    }
  }
  return out;
}

const say = (text: string): ModelReply => ({ content: [{ type: 'text', text }] });
const use = (id: string, name: string, input: Record<string, unknown>): ModelReply => ({
  content: [{ type: 'tool_use', id, name, input }],
});

/** Load the catalog, query the service, read the policy, answer; or say honestly what is missing. */
export const fixedModel: Model = (request) => {
  const done = exchanges(request.messages);
  const find = (name: string) => done.find((exchange) => exchange.name === name)?.result;
  const loaded = find('load_docs_tools');
  if (!loaded) return use('call_1', 'load_docs_tools', {});
  if (loaded.is_error) return say(saying('catalogFailed', { reason: loaded.content }));
  const searched = find(SEARCH_TOOL);
  if (!searched) {
    if (!request.tools.some((tool) => tool.name === SEARCH_TOOL)) return say(saying('noSearchTool'));
    return use('call_2', SEARCH_TOOL, { query: '运行许可' });
  }
  if (searched.is_error) {
    return say(saying('noEvidence', { reason: searched.content }));
  }
  const read = find('read_file');
  if (!read) return use('call_3', 'read_file', { path: 'policy.txt' });
  if (read.is_error) return say(saying('noPolicy', { reason: read.content }));
  return say(
    saying('consistent', { rule: searched.content, policy: read.content.trim().split('\n').slice(1).join(' ') }),
  );
};

/** A model that asks for the catalog and, in the same reply, already calls a tool it has not been shown. */
export const eagerModel: Model = (request) => {
  if (request.messages.length === 1) {
    return {
      content: [
        { type: 'tool_use', id: 'call_1', name: 'load_docs_tools', input: {} },
        { type: 'tool_use', id: 'call_2', name: SEARCH_TOOL, input: { query: '运行许可' } },
      ],
    };
  }
  return say(saying('notInSnapshot'));
};
