import { checkedTool } from './checkedTool.ts';
import { AdapterError } from './errors.ts';
import { deepCopy, sortedItems } from './python.ts';
import type { Route, ServerEntry, ToolDefinition, ToolPool } from './types.ts';

const SERVER_NAME = /^[a-z][a-z0-9-]{0,15}$/;

/** 同一次组装同时产生模型定义和调用路由；失败不改旧池。Definitions and routes come from one assembly; a failure leaves the old pool in place. */
export function assembleToolPool(builtins: ToolDefinition[], servers: Record<string, ServerEntry>): ToolPool {
  const definitions = deepCopy(builtins);
  const routes: Record<string, Route> = {};
  const names = new Set(definitions.map((item) => item.name));
  if (names.size !== definitions.length || Object.keys(servers).length > 2) {
    throw new AdapterError('builtins_duplicate_or_too_many_servers');
  }
  for (const [server, client] of sortedItems(servers)) {
    if (!SERVER_NAME.test(server) || typeof client.call !== 'function') {
      throw new AdapterError('server_invalid');
    }
    if (client.tools.length > 8) {
      throw new AdapterError('server_too_many_tools');
    }
    for (const raw of client.tools) {
      const tool = checkedTool(raw);
      const alias = `mcp__${server}__${tool.name.replaceAll('.', '_')}`;
      if (names.has(alias)) {
        throw new AdapterError('alias_collision');
      }
      names.add(alias);
      definitions.push({ name: alias, description: tool.description ?? '', input_schema: deepCopy(tool.inputSchema) });
      routes[alias] = { server, remote: tool.name, schema: deepCopy(tool.inputSchema), invoke: client.call };
    }
  }
  return { definitions, routes };
}
