/**
 * A small TypeScript/JSON colouring for the static code view shown before
 * Monaco arrives. Pure: text in, tokens out.
 */
export type Token = { text: string; kind: 'keyword' | 'string' | 'comment' | 'number' | 'plain' };

const KEYWORDS = new Set(
  'import export from as type const let var function async await return if else for of in while do throw try catch finally new typeof instanceof true false null undefined break continue switch case default class extends interface readonly void'.split(
    ' ',
  ),
);

const TOKEN =
  /(\/\/.*$|\/\*.*?\*\/|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`|\b\d+(?:\.\d+)?\b|\b[A-Za-z_$][\w$]*\b)/g;

export function highlightLine(line: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const text = match[0];
    const index = match.index ?? 0;
    if (index > last) tokens.push({ text: line.slice(last, index), kind: 'plain' });
    const first = text[0] ?? '';
    const kind: Token['kind'] =
      text.startsWith('//') || text.startsWith('/*')
        ? 'comment'
        : first === "'" || first === '"' || first === '`'
          ? 'string'
          : /\d/.test(first)
            ? 'number'
            : KEYWORDS.has(text)
              ? 'keyword'
              : 'plain';
    tokens.push({ text, kind });
    last = index + text.length;
  }
  if (last < line.length) tokens.push({ text: line.slice(last), kind: 'plain' });
  return tokens;
}
