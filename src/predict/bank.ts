/**
 * The questions and the lesson path as the page has them: questions/*.json, bundled with the predict chunk and
 * read through their schemas. A file that does not parse is reported (`problems`), not thrown: the page keeps
 * working without its questions. questions.test.ts fails the build's tests on any problem.
 */
// zod's eval probe is off before any schema is used (the page's policy forbids eval).
import '../mcp/shared/noEval.ts';
import assembleToolPool from '../../questions/assemble_tool_pool.json';
import callExternal from '../../questions/call_external.json';
import discoverTools from '../../questions/discover_tools.json';
import path from '../../questions/path.json';
import practice from '../../questions/practice.json';
import probes from '../../questions/probes.json';
import type { FunctionId } from '../scenarios/functions.ts';
import {
  type Checkpoint,
  type DebugQuestion,
  type LessonPath,
  type PracticeQuestion,
  type ProbeQuestion,
  pathFileSchema,
  practiceFileSchema,
  probeFileSchema,
  questionFileSchema,
} from './schema.ts';

export const problems: string[] = [];

function parsed<T>(name: string, result: { success: true; data: T } | { success: false; error: { message: string } }) {
  if (result.success) return result.data;
  problems.push(`questions/${name}: ${result.error.message}`);
  return null;
}

export const DEBUG_QUESTIONS: readonly DebugQuestion[] = [
  ['discover_tools.json', discoverTools],
  ['assemble_tool_pool.json', assembleToolPool],
  ['call_external.json', callExternal],
].flatMap(([name, data]) => parsed(name as string, questionFileSchema.safeParse(data))?.questions ?? []);

export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] =
  parsed('practice.json', practiceFileSchema.safeParse(practice))?.questions ?? [];

export const PROBE_QUESTIONS: readonly ProbeQuestion[] =
  parsed('probes.json', probeFileSchema.safeParse(probes))?.questions ?? [];

export const LESSON_PATH: LessonPath | null = parsed('path.json', pathFileSchema.safeParse(path));

export const CHECKPOINTS: readonly Checkpoint[] = LESSON_PATH?.checkpoints ?? [];

export const questionById = (id: string) => DEBUG_QUESTIONS.find((question) => question.id === id);
export const practiceQuestionById = (id: string) => PRACTICE_QUESTIONS.find((question) => question.id === id);
export const probeQuestionById = (id: string) => PROBE_QUESTIONS.find((question) => question.id === id);

/** Any question of the path by its id, with what kind it is. */
export function anyQuestion(id: string) {
  const debug = questionById(id);
  if (debug) return { kind: 'debug' as const, question: debug };
  const practiced = practiceQuestionById(id);
  if (practiced) return { kind: 'practice' as const, question: practiced };
  const probe = probeQuestionById(id);
  return probe ? { kind: 'probe' as const, question: probe } : null;
}
export const checkpointById = (id: string | null) => CHECKPOINTS.find((checkpoint) => checkpoint.id === id) ?? null;

/** The questions Debug asks in this scenario, in the order of their stops. */
export const questionsFor = (fn: FunctionId, scenario: string) =>
  DEBUG_QUESTIONS.filter((question) => question.function === fn && question.scenario === scenario);
