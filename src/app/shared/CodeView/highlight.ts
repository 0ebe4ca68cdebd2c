/**
 * A small colouring for the static code views: TypeScript/JSON before Monaco
 * arrives, and the lesson's Python (which only ever shows statically).
 * Pure: text in, tokens out.
 */
export type Token = { text: string; kind: 'keyword' | 'string' | 'comment' | 'number' | 'plain' };
export type Highlighted = 'typescript' | 'javascript' | 'python';

const words = (list: string) => new Set(list.split(' '));

const KEYWORDS = {
  script: words(
    'import export from as type const let var function async await return if else for of in while do throw try catch finally new typeof instanceof true false null undefined break continue switch case default class extends interface readonly void',
  ),
  python: words(
    'def return if elif else for in not and or is None True False raise try except finally as import from while lambda async await with pass break continue class yield global nonlocal del assert',
  ),
};

const TOKEN = {
  script:
    /(\/\/.*$|\/\*.*?\*\/|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`|\b\d+(?:\.\d+)?\b|\b[A-Za-z_$][\w$]*\b)/g,
  // A docstring on one line (as the lesson writes them) before the one-quote strings; r'' keeps its prefix.
  python:
    /(#.*$|"""(?:[^\\]|\\.)*?"""|(?:\br)?'(?:[^'\\]|\\.)*'|(?:\br)?"(?:[^"\\]|\\.)*"|\b\d+(?:\.\d+)?\b|\b[A-Za-z_][\w]*\b)/g,
};

export function highlightLine(line: string, language: Highlighted = 'typescript'): Token[] {
  const dialect = language === 'python' ? 'python' : 'script';
  const tokens: Token[] = [];
  // A run of one colour is one token: plain text between and around plain words is one run (the static view draws a
  // coloured token as an element and plain text as text: on the lesson's page, 870 elements fewer of 2,900).
  const push = (token: Token) => {
    const before = tokens.at(-1);
    if (token.kind === 'plain' && before?.kind === 'plain') before.text += token.text;
    else tokens.push(token);
  };
  let last = 0;
  for (const match of line.matchAll(TOKEN[dialect])) {
    const text = match[0];
    const index = match.index ?? 0;
    if (index > last) push({ text: line.slice(last, index), kind: 'plain' });
    const first = text[0] ?? '';
    const kind: Token['kind'] =
      text.startsWith('//') || text.startsWith('/*') || (dialect === 'python' && first === '#')
        ? 'comment'
        : /^r?['"`]/.test(text)
          ? 'string'
          : /\d/.test(first)
            ? 'number'
            : KEYWORDS[dialect].has(text)
              ? 'keyword'
              : 'plain';
    push({ text, kind });
    last = index + text.length;
  }
  if (last < line.length) push({ text: line.slice(last), kind: 'plain' });
  return tokens;
}
