import { AdapterError } from './errors.ts';
import { message } from './messages.ts';
import { deepCopy, get, isDict, lookup, pyLen, pySlice, sameKeys } from './python.ts';
import { resultText } from './resultText.ts';
import type { AskUser, ModelToolCall, ToolPool, ToolResultEnvelope } from './types.ts';

/** 宿主确认独立于server标注；一次调用，无自动工具重试。Host approval is independent of the server's annotations; one call, no automatic retry. */
export async function callExternal(call: ModelToolCall, pool: ToolPool, askUser: AskUser): Promise<ToolResultEnvelope> {
  const snapshot = deepCopy(call);
  const envelope = { type: 'tool_result', tool_use_id: snapshot.id } as const;
  try {
    const route = lookup(pool.routes, get(snapshot, 'name'));
    if (route === undefined) {
      throw new AdapterError('route_not_in_snapshot');
    }
    const args = get(snapshot, 'input');
    if (
      !isDict(args) ||
      !sameKeys(Object.keys(args), Object.keys(route.schema.properties)) ||
      Object.values(args).some((value) => typeof value !== 'string' || pyLen(value) > 120)
    ) {
      throw new AdapterError('arguments_invalid');
    }
    // 宿主可以随意改动它拿到的对象，这不能影响发给服务的参数。The host may change whatever object it is handed; that must not reach the arguments the service is sent.
    const shown = deepCopy(snapshot);
    if ((await askUser(shown, route.server)) !== true) {
      return { ...envelope, is_error: true, content: message('not_approved') };
    }
    const sent = deepCopy(args as Record<string, string>);
    const reply = await route.invoke(route.remote, sent);
    const [text, failed] = resultText(reply);
    return { ...envelope, is_error: failed, content: text };
  } catch (error) {
    const { name, text } = errorParts(error);
    return { ...envelope, is_error: true, content: `${message('call_not_confirmed')}${name}: ${pySlice(text, 180)}` };
  }
}

/** 即 type(error).__name__ 和 str(error)；JavaScript 还能抛出不是错误的值。type(error).__name__ and str(error); JavaScript can also throw non-errors. */
function errorParts(error: unknown): { name: string; text: string } {
  if (error instanceof Error) return { name: error.name, text: error.message };
  return { name: typeof error, text: String(error) };
}
