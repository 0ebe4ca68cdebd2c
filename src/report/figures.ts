/**
 * A class's figures from its learners' items, question by question in the path's order: how many answered, right on
 * the first try, used "Show me", gave each anticipated wrong answer (a learner counted once per misconception however
 * often they gave it), gave another wrong answer; per teaching point, per bug hunt, per learner. The same record
 * read from two files counts once (items share a key). Learners are "learner 1…" unless the teacher asks for names.
 */
import { anyQuestion, CHECKPOINTS, LESSON_PATH } from '../predict/bank.ts';
import type { Localized } from '../predict/schema.ts';
import { classify, judgedQuestion, type Meaning } from './classify.ts';
import type { LearnerItem, Source } from './read.ts';

export type Learner = {
  label: string;
  who: string;
  source: Source;
  /** Each question's responses in the order given, each with what it means. */
  answers: Map<string, Meaning[]>;
  shown: Set<string> | null;
  hunts: Map<string, number | null>;
  passed: Set<string>;
};

/** The items as learners: duplicates dropped, each learner's items in their order, merged. */
export function learnersOf(items: readonly LearnerItem[]): Learner[] {
  const seen = new Set<string>();
  const groups = new Map<string, LearnerItem[]>();
  for (const item of items) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    const id = `${item.source}\u0000${item.learner}`;
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  // A class gives the same answers again and again: each is read once.
  const meanings = new Map<string, Meaning>();
  const meaningOf = (response: LearnerItem['responses'][number]) => {
    const key = `${response.question}\u0000${response.option ?? ''}\u0000${response.right ?? ''}\u0000${response.text}`;
    const known = meanings.get(key);
    if (known) return known;
    const question = judgedQuestion(response.question);
    if (!question) return null;
    let meaning = classify(question, response);
    // The page's own verdict, where the format kept it, wins over reading a cut or reworded text again.
    if (response.right === true) meaning = { kind: 'right' };
    else if (response.right === false && meaning.kind === 'right') meaning = { kind: 'other', value: response.text };
    meanings.set(key, meaning);
    return meaning;
  };
  return [...groups.values()].map((group, index) => {
    const ordered = [...group].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
    const answers = new Map<string, Meaning[]>();
    const hunts = new Map<string, number | null>();
    let shown: Set<string> | null = null;
    const passed = new Set<string>();
    for (const item of ordered) {
      for (const response of item.responses) {
        const meaning = meaningOf(response);
        if (!meaning) continue;
        const given = answers.get(response.question);
        if (given) given.push(meaning);
        else answers.set(response.question, [meaning]);
      }
      for (const hunt of item.hunts)
        if (!hunts.has(hunt.hunt) || hunts.get(hunt.hunt) === null) hunts.set(hunt.hunt, hunt.hints);
      if (item.shown) {
        shown ??= new Set();
        for (const id of item.shown) shown.add(id);
      }
      for (const id of item.passed ?? []) passed.add(id);
    }
    // Where the format does not say what passed (Moodle's report), the page's own rule: every question right, or
    // the hunt solved.
    for (const checkpoint of CHECKPOINTS) {
      const done =
        checkpoint.kind === 'hunt'
          ? hunts.has(checkpoint.hunt)
          : checkpoint.questions.every((q) => answers.get(q)?.some((m) => m.kind === 'right'));
      if (done) passed.add(checkpoint.id);
    }
    const first = ordered[0] as LearnerItem;
    return { label: `learner ${index + 1}`, who: first.who, source: first.source, answers, shown, hunts, passed };
  });
}

export type Misconception = { answer: unknown; key: string; why: Localized; learners: number };
export type QuestionFigures = {
  id: string;
  point: string;
  ask: Localized;
  answered: number;
  firstTryRight: number;
  shown: number;
  misconceptions: Misconception[];
  /** Learners with a wrong answer no one anticipated, and those answers grouped by value. */
  other: number;
  others: { value: string; learners: number }[];
};
export type ClassFigures = {
  learners: Learner[];
  questions: QuestionFigures[];
  points: { id: string; title: Localized; answered: number; firstTryRight: number }[];
  hunts: { hunt: string; checkpoint: string; title: Localized; solved: number; hints: number | null }[];
};

type Anticipated = {
  options?: { id: string; value: unknown; why?: Localized }[];
  wrong?: { value: unknown; why: Localized }[];
};
/** Every wrong answer the question anticipates, as classify names them. */
function anticipatedOf(
  question: Anticipated & { answer: unknown },
): { answer: unknown; key: string; why: Localized }[] {
  if (question.options)
    return question.options.flatMap((o) => (o.why ? [{ answer: o.id, key: `option:${o.id}`, why: o.why }] : []));
  return (question.wrong ?? []).map((w) => ({ answer: w.value, key: `value:${JSON.stringify(w.value)}`, why: w.why }));
}

export function figuresOf(learners: readonly Learner[]): ClassFigures {
  const ids = CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions));
  const questions = ids.map((id): QuestionFigures => {
    const found = anyQuestion(id);
    const question = found?.question as (Anticipated & { answer: unknown; point: string; ask: Localized }) | undefined;
    const given = learners.map((l) => l.answers.get(id) ?? []).filter((meanings) => meanings.length > 0);
    const others = new Map<string, number>();
    for (const meanings of given)
      for (const value of new Set(meanings.flatMap((m) => (m.kind === 'other' ? [m.value] : []))))
        others.set(value, (others.get(value) ?? 0) + 1);
    return {
      id,
      point: question?.point ?? '',
      ask: question?.ask ?? { zh: id, en: id },
      answered: given.length,
      firstTryRight: given.filter((meanings) => meanings[0]?.kind === 'right').length,
      shown: learners.filter((l) => l.shown?.has(id)).length,
      misconceptions: (question ? anticipatedOf(question) : []).map((a) => ({
        ...a,
        learners: given.filter((meanings) => meanings.some((m) => m.kind === 'anticipated' && m.key === a.key)).length,
      })),
      other: given.filter((meanings) => meanings.some((m) => m.kind === 'other')).length,
      others: [...others].map(([value, count]) => ({ value, learners: count })).sort((a, b) => b.learners - a.learners),
    };
  });
  const points = (LESSON_PATH?.points ?? []).map((point) => {
    const mine = questions.filter((q) => q.point === point.id);
    return {
      id: point.id,
      title: point.title,
      answered: mine.reduce((sum, q) => sum + q.answered, 0),
      firstTryRight: mine.reduce((sum, q) => sum + q.firstTryRight, 0),
    };
  });
  const hunts = CHECKPOINTS.flatMap((c) => {
    if (c.kind !== 'hunt') return [];
    const solvers = learners.filter((l) => l.hunts.has(c.hunt));
    const hints = solvers.map((l) => l.hunts.get(c.hunt)).filter((h): h is number => typeof h === 'number');
    return [
      {
        hunt: c.hunt,
        checkpoint: c.id,
        title: c.title,
        solved: solvers.length,
        hints: hints.length === 0 ? null : hints.reduce((a, b) => a + b, 0) / hints.length,
      },
    ];
  });
  return { learners: [...learners], questions, points, hunts };
}

/** One question's figures as the JSON names them (the command prints them, the page's rows carry them). */
export const questionJson = (q: QuestionFigures) => ({
  id: q.id,
  answered: q.answered,
  firstTryRight: q.firstTryRight,
  shown: q.shown,
  misconceptions: q.misconceptions.map((m) => ({ answer: m.answer, learners: m.learners })),
  other: q.other,
});

/** The figures as `npm run report -- --json` prints them (docs/report.md): the shape a course's scripts rely on. */
export function reportJson(figures: ClassFigures) {
  return { learners: figures.learners.length, questions: figures.questions.map(questionJson) };
}
