import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './files.ts';
import { LESSON_PYTHON } from './lessonPython.ts';
import { pythonNameOf } from './manifest.ts';
import { NARRATIONS, pythonFileOf, pythonLinesOf, tracedLinesOf } from './narration.ts';

/** The lines that start a Python statement: not blank, not the docstring, not inside open brackets. */
function statementStarts(source: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  source.split('\n').forEach((text, index) => {
    const code = text.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
    if (depth === 0 && text.trim() !== '' && !text.trim().startsWith('"""')) starts.push(index + 1);
    for (const char of code) {
      if ('([{'.includes(char)) depth++;
      else if (')]}'.includes(char)) depth--;
    }
  });
  return starts;
}

describe("the lesson's Python beside each traced file", () => {
  it('is the project file on disk, one per traced file', () => {
    for (const narration of NARRATIONS) {
      expect(LESSON_PYTHON[narration.python], narration.python).toBe(
        readFileSync(join(PROJECT_ROOT, narration.python), 'utf8'),
      );
    }
    expect(Object.keys(LESSON_PYTHON).sort()).toEqual(NARRATIONS.map((n) => n.python).sort());
  });

  it("is named after the lesson's function, which the code tab derives without loading the narration", () => {
    for (const narration of NARRATIONS)
      expect(narration.python).toBe(`src/adapter/lesson/${pythonNameOf(narration.file)}`);
  });

  for (const narration of NARRATIONS) {
    const source = LESSON_PYTHON[narration.python] ?? '';
    const lines = source.split('\n');

    it(`${narration.file}: every stoppable line names Python lines that exist and hold code`, () => {
      const wrong = narration.lines.flatMap((entry) =>
        entry.py.length === 0 || entry.py.some((n) => !lines[n - 1]?.trim() || lines[n - 1]?.trim().startsWith('"""'))
          ? [`line ${entry.line} → ${JSON.stringify(entry.py)}`]
          : [],
      );
      expect(wrong).toEqual([]);
    });

    it(`${narration.python}: every Python statement is the counterpart of some line`, () => {
      const mapped = new Set(narration.lines.flatMap((entry) => entry.py));
      expect(statementStarts(source).filter((line) => !mapped.has(line))).toEqual([]);
    });
  }

  it('maps both ways where TypeScript and Python differ in shape', () => {
    const file = 'src/adapter/discoverTools.ts';
    expect(pythonFileOf(file)).toBe('src/adapter/lesson/discover_tools.py');
    // Four TypeScript declarations are one Python line; the `round` counter is Python's `for _ in range(4)`.
    expect(tracedLinesOf(file, 3)).toEqual([8, 9, 10, 11]);
    expect(pythonLinesOf(file, 12)).toEqual([4]);
    expect(LESSON_PYTHON['src/adapter/lesson/discover_tools.py']?.split('\n')[3]).toBe('    for _ in range(4):');
    // One Python statement over two lines; the helper errorParts is `type(error).__name__` in the except clause.
    expect(pythonLinesOf('src/adapter/assembleToolPool.ts', 30)).toEqual([18, 19]);
    expect(tracedLinesOf('src/adapter/callExternal.ts', 19)).toEqual([34, 35, 40, 41, 42]);
    expect(pythonLinesOf(file, null)).toEqual([]);
    expect(tracedLinesOf('nowhere.ts', 1)).toEqual([]);
  });

  // The lesson itself, when a checkout has it beside: the copies must be verbatim.
  const lesson = join(PROJECT_ROOT, '..', 'shared', 'seeds', '000_385baf6faa481e16.txt');
  const present = existsSync(lesson);
  if (!present) console.info(`cross-check skipped: ${lesson} is not beside this checkout`);
  it.skipIf(!present)('each copy appears verbatim in the lesson beside the repository (cross-check)', () => {
    const text = readFileSync(lesson, 'utf8');
    for (const [file, source] of Object.entries(LESSON_PYTHON)) expect(text.includes(source), file).toBe(true);
  });
});
