/**
 * Which line of the lesson's file an edited line is, and back: the two texts aligned line by line (the longest
 * common subsequence of their trimmed lines). A line the student wrote or changed has no lesson counterpart, so
 * the narration and the Python view say nothing about it rather than something about another line.
 */

export type LineMap = {
  /** The lesson's line for an edited line, or null when the student wrote or changed it. */
  toLesson: (line: number) => number | null;
  /** The edited line for a lesson line, or null when the student removed or changed it. */
  toEdited: (line: number) => number | null;
};

/**
 * length(i, j): the longest common subsequence of a[i..] and b[j..], in one flat table (a file is a few hundred
 * lines). Also the line diff of a golden's rewrite (scenarios/testing/goldenDiff.ts).
 */
export function commonSuffixLengths(a: readonly string[], b: readonly string[]): (i: number, j: number) => number {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  const length = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * width + j] = a[i] === b[j] ? length(i + 1, j + 1) + 1 : Math.max(length(i + 1, j), length(i, j + 1));
  return length;
}

export const IDENTITY: LineMap = { toLesson: (line) => line, toEdited: (line) => line };

export function alignLines(lesson: string, edited: string): LineMap {
  if (lesson === edited) return IDENTITY;
  const a = lesson.split('\n').map((line) => line.trim());
  const b = edited.split('\n').map((line) => line.trim());
  const length = commonSuffixLengths(a, b);
  const toLesson = new Map<number, number>();
  const toEdited = new Map<number, number>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      toLesson.set(j + 1, i + 1);
      toEdited.set(i + 1, j + 1);
      i++;
      j++;
    } else if (length(i + 1, j) >= length(i, j + 1)) i++;
    else j++;
  }
  return { toLesson: (line) => toLesson.get(line) ?? null, toEdited: (line) => toEdited.get(line) ?? null };
}
