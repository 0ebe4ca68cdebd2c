import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare } from './share.ts';

describe('sharing a scenario in a link', () => {
  it('round-trips text exactly, Chinese and all', async () => {
    const text = JSON.stringify(
      { label: { zh: '两页目录', en: 'Two pages' }, emoji: '\u{1f600}', n: [1, 2, 3] },
      null,
      2,
    );
    const encoded = await encodeShare(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(encoded)).toBe(text);
  });

  it('compresses: a repetitive scenario gets much shorter', async () => {
    const text = JSON.stringify(
      Array.from({ length: 50 }, () => ({ name: 'search.docs', inputSchema: { type: 'object' } })),
    );
    expect((await encodeShare(text)).length).toBeLessThan(text.length / 5);
  });

  it('refuses a damaged link with an error, not garbage', async () => {
    await expect(decodeShare('not*base64')).rejects.toThrow();
    await expect(decodeShare('AAAA')).rejects.toThrow();
  });
});
