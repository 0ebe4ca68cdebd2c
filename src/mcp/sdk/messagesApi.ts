/**
 * A stand-in for the Messages API behind the official Anthropic SDK's `fetch`: no network. It answers each
 * request with the fixed model's reply, and answers one request with 529 (overloaded) — the first that carries the
 * result of an external tool call — so the SDK's own retry resends that model request. Every HTTP call is logged.
 */
import type { Model, ModelMessage, ModelRequest } from '../host/model.ts';

export type HttpCall = {
  n: number;
  status: number;
  /** The SDK's retry count for this call (its x-stainless-retry-count header): 0 first, 1 on the resend. */
  retry: number;
  /** The request's messages carry a tool_result: the model is being told what a tool did. */
  toolFeedback: boolean;
  /** ...and one of those results is of an external (MCP) tool. */
  externalFeedback: boolean;
  /** The request body as sent, so a resend can be compared with the request it recovers. */
  body: string;
};

type ApiBody = ModelRequest & { model: string; max_tokens: number };

function feedback(messages: ModelMessage[]): { any: boolean; external: boolean } {
  const names = new Map<string, string>();
  let any = false;
  let external = false;
  for (const message of messages) {
    if (message.role === 'assistant') {
      for (const block of message.content) if (block.type === 'tool_use') names.set(block.id, block.name);
    } else if (typeof message.content !== 'string') {
      for (const block of message.content) {
        any = true;
        if (names.get(block.tool_use_id)?.startsWith('mcp__')) external = true;
      }
    }
  }
  return { any, external };
}

export function fakeMessagesApi(
  model: Model,
  onCall: (call: HttpCall) => void = () => undefined,
): { fetch: typeof fetch; calls: HttpCall[] } {
  const calls: HttpCall[] = [];
  const log = (call: HttpCall) => {
    calls.push(call);
    onCall(call);
  };
  let overloaded = false;
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const body = JSON.parse(text) as ApiBody;
    const seen = feedback(body.messages);
    const retry = Number(request.headers.get('x-stainless-retry-count') ?? 0);
    const call = { n: calls.length + 1, retry, toolFeedback: seen.any, externalFeedback: seen.external, body: text };
    if (seen.external && !overloaded) {
      overloaded = true;
      log({ ...call, status: 529 });
      const error = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
      // retry-after-ms keeps the SDK's backoff short; the retry itself is the SDK's decision.
      return Response.json(error, { status: 529, headers: { 'retry-after-ms': '20' } });
    }
    const reply = await model({ system: body.system, tools: body.tools, messages: body.messages });
    log({ ...call, status: 200 });
    const toolUse = reply.content.some((block) => block.type === 'tool_use');
    return Response.json({
      id: `msg_${call.n}`,
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: reply.content,
      stop_reason: toolUse ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 0, output_tokens: 0 },
    });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}
