import { describe, expect, it } from 'vitest';
import { breakPieces } from './wrap.ts';

const plain = (pieces: string[]) => pieces.map((piece) => piece.replaceAll('\u00a0', ' '));

describe('breakPieces, where Monaco may wrap a line', () => {
  it('breaks after a run of break-after characters (not inside `||`) and before an opening bracket, as in ASCII code', () => {
    expect(plain(breakPieces('a || b(c)'))).toEqual(['a || ', 'b', '(c)']);
  });

  it('breaks between ideographs, after Chinese punctuation, never before it', () => {
    expect(plain(breakPieces('// 给宿主看，发给服务。The host'))).toEqual([
      '// ',
      '给',
      '宿',
      '主',
      '看，',
      '发',
      '给',
      '服',
      '务。',
      'The ',
      'host',
    ]);
  });

  it('keeps an opening bracket with the ideograph after it', () => {
    expect(plain(breakPieces('看（副本'))).toEqual(['看', '（副', '本']);
  });
});
