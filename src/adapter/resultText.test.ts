import { describe, expect, it } from 'vitest';
import { resultText } from './resultText.ts';
import { expectCode } from './testing/expectCode.ts';
import { textReply } from './testing/fixtures.ts';

const GRIN = '\u{1f600}';

describe('resultText joins one to four text blocks and keeps the error flag', () => {
  it('joins blocks with a newline; isError defaults to false', () => {
    expect(resultText(textReply('a', 'b', 'c', 'd'))).toEqual(['a\nb\nc\nd', false]);
    expect(resultText({ ...textReply('x'), isError: true })).toEqual(['x', true]);
  });

  it('refuses a reply that is not an object, or whose isError is present but not a boolean', async () => {
    for (const reply of [
      null,
      [],
      'text',
      { ...textReply('x'), isError: null },
      { ...textReply('x'), isError: 'no' },
    ]) {
      await expectCode(() => resultText(reply), 'result_invalid');
    }
  });

  it('takes structuredContent only when missing or null', async () => {
    expect(resultText({ ...textReply('x'), structuredContent: null })).toEqual(['x', false]);
    await expectCode(() => resultText({ ...textReply('x'), structuredContent: {} }), 'result_blocks_unsupported');
  });

  it('wants a list of one to four blocks', async () => {
    for (const reply of [{}, { content: [] }, textReply('1', '2', '3', '4', '5'), { content: 'x' }]) {
      await expectCode(() => resultText(reply), 'result_blocks_unsupported');
    }
  });

  it('refuses anything but text blocks', async () => {
    const image = { type: 'image', data: 'AA==', mimeType: 'image/png' };
    for (const block of [image, null, { type: 'text' }, { type: 'text', text: 5 }]) {
      await expectCode(
        () => resultText({ content: [{ type: 'text', text: 'ok' }, block] }),
        'result_content_unsupported',
      );
    }
  });

  it('refuses blank text by Python whitespace: \\x1c is blank, \\ufeff is not', async () => {
    await expectCode(() => resultText(textReply('\x1c')), 'result_text_empty_or_too_long');
    await expectCode(() => resultText(textReply('', '')), 'result_text_empty_or_too_long');
    expect(resultText(textReply('\ufeff'))).toEqual(['\ufeff', false]);
  });

  it('counts the 2000 limit in code points, newlines included', async () => {
    expect(resultText(textReply(GRIN.repeat(2000)))[0]).toHaveLength(4000);
    await expectCode(() => resultText(textReply(GRIN.repeat(2001))), 'result_text_empty_or_too_long');
    await expectCode(() => resultText(textReply('a'.repeat(1000), 'b'.repeat(1000))), 'result_text_empty_or_too_long');
  });
});
