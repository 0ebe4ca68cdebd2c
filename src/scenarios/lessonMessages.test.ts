import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { MESSAGES } from '../adapter/messages.ts';
import { LESSON_MESSAGES } from './lessonMessages.ts';

const lessonDir = resolve(import.meta.dirname, '../adapter/lesson');
const lesson = readdirSync(lessonDir)
  .filter((file) => file.endsWith('.py'))
  .map((file) => readFileSync(resolve(lessonDir, file), 'utf8'))
  .join('\n');

it("every adapter message has the lesson's own words, found verbatim in the lesson's Python", () => {
  expect(Object.keys(LESSON_MESSAGES).sort()).toEqual(Object.keys(MESSAGES).sort());
  for (const [key, words] of Object.entries(LESSON_MESSAGES)) expect(lesson, key).toContain(words);
});
