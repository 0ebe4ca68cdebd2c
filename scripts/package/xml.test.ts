import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml.ts';

describe('escapeXml', () => {
  it('escapes what ends an element or a double-quoted attribute, and keeps the rest as it is', () => {
    expect(escapeXml(`a & b <c> "d" 'e' 工具`)).toBe(`a &amp; b &lt;c&gt; &quot;d&quot; 'e' 工具`);
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });
});
