/**
 * What the report page shows of a class: the figures (src/report/figures.ts) without the learners' answers, small
 * enough to cross from the reading worker to the page at once, and nothing the page does not print.
 */
import { type ClassFigures, figuresOf, learnersOf } from '../../report/figures.ts';
import type { LearnerItem, ReadFile, Source } from '../../report/read.ts';

export type ClassView = Omit<ClassFigures, 'learners'> & {
  learners: { who: string; source: Source; passed: number }[];
};

export const viewOf = (items: readonly LearnerItem[]): ClassView => {
  const figures = figuresOf(learnersOf(items));
  return {
    ...figures,
    learners: figures.learners.map((l) => ({ who: l.who, source: l.source, passed: l.passed.size })),
  };
};

/** A file read: what kind it was, or why not (its items stay with the worker's class). */
export type FileRead = { kind: ReadFile['kind']; problem?: string };
/** The page asks: a file to add to the class, or a fresh class. */
export type Ask = { file: File } | { clear: true };
/** The worker answers: what the file was, and the class as it stands. */
export type Answer = { read: FileRead | null; view: ClassView };
