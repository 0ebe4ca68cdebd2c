/**
 * The practice loop's model, reached through the official Anthropic TypeScript SDK: each model request is one
 * `messages.create`, with the snapshot's definitions as tools. The SDK owns the HTTP, and with it the recovery
 * of a failed request (its retries); the host never resends a model request, and never re-calls a tool.
 */
import Anthropic from '@anthropic-ai/sdk';
import { fixedModel, type Model, type TextBlock, type ToolUseBlock } from '../host/model.ts';
import { fakeMessagesApi, type HttpCall } from './messagesApi.ts';

/** No model runs anywhere: the name only travels in the request body. */
export const MODEL_NAME = 'fixed-stand-in';

export function anthropicModel(client: Anthropic): Model {
  return async (request) => {
    const message = await client.messages.create({
      model: MODEL_NAME,
      max_tokens: 1024,
      system: request.system,
      tools: request.tools.map((tool) => ({
        name: tool.name,
        description: tool.description,
        input_schema: tool.input_schema as Anthropic.Tool.InputSchema,
      })),
      messages: request.messages as Anthropic.MessageParam[],
    });
    const content: (TextBlock | ToolUseBlock)[] = [];
    for (const block of message.content) {
      if (block.type === 'text') content.push({ type: 'text', text: block.text });
      else if (block.type === 'tool_use')
        content.push({
          type: 'tool_use',
          id: block.id,
          name: block.name,
          input: block.input as Record<string, unknown>,
        });
    }
    return { content };
  };
}

/**
 * The fixed model behind the Anthropic SDK and the stand-in Messages API: what verify:sdk and the page's Practice
 * section run. The key is a placeholder and nothing leaves the process or the page, so the SDK's browser guard
 * (it protects real keys) has nothing to protect here.
 */
export function standInSdkModel(onCall?: (call: HttpCall) => void): { model: Model; calls: HttpCall[] } {
  const api = fakeMessagesApi(fixedModel, onCall);
  const client = new Anthropic({
    apiKey: 'no-network',
    fetch: api.fetch,
    maxRetries: 2,
    dangerouslyAllowBrowser: true,
  });
  return { model: anthropicModel(client), calls: api.calls };
}
