import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './files.ts';
import { NARRATIONS } from './narration.ts';

const HAN = /\p{Script=Han}/u;
const LATIN_SENTENCE = /[A-Za-z]{2,}[^\p{Script=Han}]*[.:;]?\s*(\*\/)?$/u;

/** Every comment of a traced file, one per line, as the student reads it in the code view. */
function commentsOf(source: string): { line: number; text: string }[] {
  return source
    .split('\n')
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter(({ text }) => text.startsWith('//') || text.startsWith('/*') || text.startsWith('*'));
}

/** The docstring of the lesson's function: its Python file's first string. */
function docstringOf(python: string): string | undefined {
  return /"""(.*?)"""/s.exec(python)?.[1];
}

describe('the comments of the files a student reads', () => {
  it('say each thing in Chinese first and then in English', () => {
    for (const { file } of NARRATIONS) {
      const comments = commentsOf(readFileSync(join(PROJECT_ROOT, file), 'utf8'));
      expect(comments.length, file).toBeGreaterThan(0);
      for (const { line, text } of comments) {
        const where = `${file}:${line}: ${text}`;
        expect(HAN.test(text), where).toBe(true);
        // The English follows the Chinese, so the line ends in a Latin sentence.
        expect(LATIN_SENTENCE.test(text), where).toBe(true);
      }
    }
  });

  it('open each function that has a docstring in the lesson with that docstring, word for word', () => {
    let compared = 0;
    for (const { file, python } of NARRATIONS) {
      const docstring = docstringOf(readFileSync(join(PROJECT_ROOT, python), 'utf8'));
      if (docstring === undefined) continue;
      const source = readFileSync(join(PROJECT_ROOT, file), 'utf8');
      expect(source, file).toContain(`/** ${docstring}`);
      compared++;
    }
    expect(compared).toBe(4);
  });
});
