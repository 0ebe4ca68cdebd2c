import { describe, expect, it } from 'vitest';
import { csvOf } from './csv.ts';

describe('a report table as CSV', () => {
  it('quotes every cell, doubles quotes, and keeps a formula a student typed as text', () => {
    expect(
      csvOf([
        ['id', 'n'],
        ['=HYPERLINK("http://evil.example","x")', 3],
        ['+1', -2],
        ['a "b"', '@x'],
      ]),
    ).toBe(
      '\uFEFF"id","n"\r\n"\'=HYPERLINK(""http://evil.example"",""x"")","3"\r\n"\'+1","-2"\r\n"a ""b""","\'@x"\r\n',
    );
  });
});
