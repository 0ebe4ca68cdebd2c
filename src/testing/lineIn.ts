/** The 1-based line of a source holding `text`; throws when none does, so a test never aims at line 0 (the one line-finder of every test, e2e included). */
export function lineIn(source: string, text: string): number {
  const index = source.split('\n').findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`no line holds ${JSON.stringify(text)}`);
  return index + 1;
}
