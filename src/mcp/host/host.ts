/**
 * The practice host: the lesson's agent loop around the adapter. It keeps
 * the published tool pool, pins one snapshot of it for each model request
 * (definitions, routes and the capability list the system text is built
 * from), answers built-in tools itself and external ones through
 * callExternal. A transport is not its business: it is handed a listPage
 * and an invoke, whichever MCP client stands behind them.
 */
import { assembleToolPool } from '../../adapter/assembleToolPool.ts';
import { callExternal } from '../../adapter/callExternal.ts';
import { discoverTools } from '../../adapter/discoverTools.ts';
import { AdapterError } from '../../adapter/errors.ts';
import type { AskUser, Invoke, ListPage, ToolDefinition, ToolPool, ToolResultEnvelope } from '../../adapter/types.ts';
import type { Model, ModelMessage, ToolUseBlock } from './model.ts';
import { QUESTION } from './model.ts';
import { saying } from './sayings.ts';

export const BUILTINS: ToolDefinition[] = [
  {
    name: 'read_file',
    description: '读取练习文件夹里的一个短文件。',
    input_schema: {
      type: 'object',
      properties: { path: { type: 'string' } },
      required: ['path'],
      additionalProperties: false,
    },
  },
  {
    name: 'load_docs_tools',
    description: '读取并接入 docs 服务的工具目录；新工具从下一次请求起可用。',
    input_schema: { type: 'object', properties: {}, required: [], additionalProperties: false },
  },
];

export type HostEvent =
  | { kind: 'request'; n: number; tools: string[]; systemReused: boolean }
  | { kind: 'tool_use'; n: number; id: string; name: string; input: unknown }
  | { kind: 'approval'; n: number; server: string; tool: unknown; approved: boolean }
  | { kind: 'tool_result'; n: number; id: string; is_error: boolean; content: string }
  | { kind: 'pool'; n: number; names: string[] }
  | { kind: 'answer'; n: number; text: string }
  /** The service's own log, read after the host gave up waiting: the work it finished anyway (T19). */
  | { kind: 'late_work'; tool: string; outcome: string; clientCancelled: boolean };

export type HostOptions = {
  listPage: ListPage;
  invoke: Invoke;
  /** The host's approval; the model never decides this. */
  approve: (server: string, call: unknown) => boolean | Promise<boolean>;
  /** Reads a file of the practice folder, or throws a clear error. */
  readFile: (path: string) => Promise<string>;
  onEvent?: (event: HostEvent) => void;
};

export type LoopResult = { answer: string | null; modelRequests: number; events: HostEvent[]; pool: ToolPool };

const MAX_REQUESTS = 8;

export class PracticeHost {
  /** The published pool: what the next model request will be answered against. */
  pool: ToolPool = assembleToolPool(BUILTINS, {});
  private system: { key: string; text: string } | null = null;
  readonly events: HostEvent[] = [];
  private n = 0;

  constructor(private readonly options: HostOptions) {}

  private emit(event: HostEvent): void {
    this.events.push(event);
    this.options.onEvent?.(event);
  }

  /** System text from the snapshot's capability list, rebuilt only when that list changes. */
  private systemFor(names: string[]): { text: string; reused: boolean } {
    const key = names.join('\n');
    if (this.system?.key === key) return { text: this.system.text, reused: true };
    const text = `你是本地助手。本次请求可用的工具：${names.join('、')}。外部调用须经宿主批准。`;
    this.system = { key, text };
    return { text, reused: false };
  }

  async run(model: Model, question = QUESTION): Promise<LoopResult> {
    const messages: ModelMessage[] = [{ role: 'user', content: question }];
    for (let request = 1; request <= MAX_REQUESTS; request++) {
      this.n = request;
      // One snapshot for this request and every tool call in its reply.
      const snapshot = this.pool;
      const names = snapshot.definitions.map((definition) => definition.name);
      const system = this.systemFor(names);
      this.emit({ kind: 'request', n: request, tools: names, systemReused: system.reused });
      const reply = await model({
        system: system.text,
        tools: snapshot.definitions,
        messages: structuredClone(messages),
      });
      messages.push({ role: 'assistant', content: reply.content });
      const uses = reply.content.filter((block): block is ToolUseBlock => block.type === 'tool_use');
      if (uses.length === 0) {
        const answer = reply.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
        this.emit({ kind: 'answer', n: request, text: answer });
        return { answer, modelRequests: request, events: this.events, pool: this.pool };
      }
      const results: ToolResultEnvelope[] = [];
      for (const use of uses) {
        this.emit({ kind: 'tool_use', n: request, id: use.id, name: use.name, input: use.input });
        const result = await this.answer(use, snapshot);
        this.emit({
          kind: 'tool_result',
          n: request,
          id: result.tool_use_id,
          is_error: result.is_error,
          content: result.content,
        });
        results.push(result);
      }
      messages.push({ role: 'user', content: results });
    }
    return { answer: null, modelRequests: MAX_REQUESTS, events: this.events, pool: this.pool };
  }

  /** Built-ins here; everything else through callExternal, against this request's snapshot. */
  private async answer(use: ToolUseBlock, snapshot: ToolPool): Promise<ToolResultEnvelope> {
    const envelope = { type: 'tool_result' as const, tool_use_id: use.id };
    if (use.name === 'read_file') {
      try {
        const path = use.input.path;
        if (typeof path !== 'string') throw new Error('read_file needs a path');
        return { ...envelope, is_error: false, content: await this.options.readFile(path) };
      } catch (error) {
        return { ...envelope, is_error: true, content: (error as Error).message };
      }
    }
    if (use.name === 'load_docs_tools') return this.loadDocsTools(use.id);
    const askUser: AskUser = async (call, server) => {
      const approved = (await this.options.approve(server, call)) === true;
      this.emit({ kind: 'approval', n: this.n, server, tool: call.name, approved });
      return approved;
    };
    return callExternal(use, snapshot, askUser);
  }

  /** Discover, assemble, publish: the new pool serves the next request, never the current one. */
  private async loadDocsTools(id: string): Promise<ToolResultEnvelope> {
    const envelope = { type: 'tool_result' as const, tool_use_id: id };
    try {
      const tools = await discoverTools(this.options.listPage);
      const pool = assembleToolPool(BUILTINS, { docs: { tools, call: this.options.invoke } });
      this.pool = pool;
      const names = pool.definitions.map((definition) => definition.name);
      this.emit({ kind: 'pool', n: this.n, names });
      return {
        ...envelope,
        is_error: false,
        content: saying('poolLoaded', { count: tools.length, names: names.join('、') }),
      };
    } catch (error) {
      const reason = error instanceof AdapterError ? `${error.code}: ${error.message}` : String(error);
      return { ...envelope, is_error: true, content: saying('poolRefused', { reason }) };
    }
  }
}
