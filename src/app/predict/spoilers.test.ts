/**
 * Which texts a question must not share with its answer, checked over the data without a browser (the e2e guard,
 * e2e/spoilers.ts in the lesson path's walk, reads the page itself): while a question is open, or on the way to it, the student reads
 * its checkpoint's title and instruction, the questions before it in the checkpoint and what they told, the comments
 * of the file on screen, and the section's intro. None of them may say the question's spoilers; a Practice
 * question's number is not in another question of its checkpoint ("of the four requests" answered "how many?").
 */
import { describe, expect, it } from 'vitest';
import { CHECKPOINTS, practiceQuestionById, probeQuestionById, questionById } from '../../predict/bank.ts';
import { ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { SECTIONS_EN } from '../i18n/catalog.en.ts';
import { SECTIONS_ZH } from '../i18n/catalog.ts';
import { PRACTICE_TEXT } from '../practice/text.ts';

const commentsOf = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('//') || line.startsWith('/*') || line.startsWith('*'))
    .join('\n');

describe('what is on the screen with a question never says its answer', () => {
  it('debugger questions: not the checkpoint, the questions before, the comments in the code, the intro', () => {
    const found: string[] = [];
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind !== 'debug') continue;
      const fn = checkpoint.function;
      const on = [
        checkpoint.title.zh,
        checkpoint.title.en,
        checkpoint.approach.say.zh,
        checkpoint.approach.say.en,
        commentsOf(ENTRY_SOURCES[fn].source),
        SECTIONS_ZH[fn].about,
        SECTIONS_EN[fn].about,
      ];
      for (const id of checkpoint.questions) {
        const question = questionById(id);
        if (!question) continue;
        for (const phrase of question.spoilers)
          for (const text of on) if (text.includes(phrase)) found.push(`${id}: “${phrase}” in “${text.slice(0, 80)}…”`);
        // What this one asks, and what it tells once answered, is on the screen with the next.
        on.push(question.ask.zh, question.ask.en, question.why.zh, question.why.en);
      }
    }
    expect(found).toEqual([]);
  });

  it('probe questions: not the checkpoint, the questions before and what they told, the code, the intro', () => {
    const found: string[] = [];
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind !== 'probe') continue;
      const on = [checkpoint.title.zh, checkpoint.title.en];
      for (const id of checkpoint.questions) {
        const question = probeQuestionById(id);
        if (!question) continue;
        const fn = question.scenario.function;
        on.push(commentsOf(ENTRY_SOURCES[fn].source), SECTIONS_ZH[fn].about, SECTIONS_EN[fn].about);
        for (const phrase of question.spoilers)
          for (const text of on) if (text.includes(phrase)) found.push(`${id}: “${phrase}” in “${text.slice(0, 80)}…”`);
        // One at a time: once answered, its ask and what it told stay above the next.
        on.push(question.ask.zh, question.ask.en, question.why.zh, question.why.en);
        for (const option of question.options ?? []) on.push(option.label.zh, option.label.en);
      }
    }
    expect(found).toEqual([]);
  });

  it("Practice questions: not the checkpoint, the other questions' asks, the section's own words", () => {
    const section = Object.values(PRACTICE_TEXT).flatMap((words) => [words.zh, words.en]);
    const found: string[] = [];
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind !== 'practice') continue;
      const questions = checkpoint.questions.flatMap((id) => practiceQuestionById(id) ?? []);
      for (const question of questions) {
        const on = [checkpoint.title.zh, checkpoint.title.en, ...section];
        for (const other of questions) if (other !== question) on.push(other.ask.zh, other.ask.en);
        for (const phrase of question.spoilers)
          for (const text of on)
            if (text.includes(phrase)) found.push(`${question.id}: “${phrase}” in “${text.slice(0, 80)}…”`);
      }
    }
    expect(found).toEqual([]);
  });

  it('Practice questions: a number asked for is not in another question of the checkpoint', () => {
    // The number as digits or words ("同一次" is "the same", not "once").
    const WORDS: Record<number, string[]> = {
      0: ['零', '\\bzero\\b', '\\bnone\\b'],
      1: ['(?<!同)一次', '\\bonce\\b'],
      2: ['两', '\\btwice\\b', '\\btwo\\b'],
      3: ['三', '\\bthree\\b'],
      4: ['四', '\\bfour\\b'],
    };
    const found: string[] = [];
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind !== 'practice') continue;
      const questions = checkpoint.questions.flatMap((id) => practiceQuestionById(id) ?? []);
      for (const question of questions) {
        if (typeof question.answer !== 'number') continue;
        const forms = [`(?<![\\d.])${question.answer}(?![\\d.])`, ...(WORDS[question.answer] ?? [])];
        for (const other of questions) {
          if (other === question) continue;
          for (const text of [other.ask.zh, other.ask.en])
            for (const form of forms)
              if (new RegExp(form, 'i').test(text))
                found.push(`${question.id} (${question.answer}): “${form}” in ${other.id}: ${text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
