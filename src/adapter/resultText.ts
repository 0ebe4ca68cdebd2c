import { AdapterError } from './errors.ts';
import { get, isBlank, isDict, pyLen } from './python.ts';

/** 一到四块纯文本，拼接成一段；服务的错误标记留在文字旁边。One to four text blocks, joined; the service's error flag kept beside the text. */
export function resultText(reply: unknown): [text: string, isError: boolean] {
  const isError = isDict(reply) ? get(reply, 'isError', false) : undefined;
  if (!isDict(reply) || typeof isError !== 'boolean') {
    throw new AdapterError('result_invalid');
  }
  const blocks = get(reply, 'content');
  if (!Array.isArray(blocks) || blocks.length === 0 || blocks.length > 4 || get(reply, 'structuredContent') != null) {
    throw new AdapterError('result_blocks_unsupported');
  }
  if (blocks.some((b: unknown) => !isDict(b) || get(b, 'type') !== 'text' || typeof get(b, 'text') !== 'string')) {
    throw new AdapterError('result_content_unsupported');
  }
  const text = blocks.map((block: { text: string }) => block.text).join('\n');
  if (isBlank(text) || pyLen(text) > 2000) {
    throw new AdapterError('result_text_empty_or_too_long');
  }
  return [text, isError];
}
