/**
 * Every question's answer is what the code really does: each debug question is judged against its scenario's
 * recorded trace (the goldens, which golden.test.ts holds to the adapter), each Practice question against a real
 * practice run over the SDK's in-memory pair. A change to the adapter that moves a stop or changes an answer fails
 * here until the question is reviewed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withMemorySession } from '../mcp/host/memorySession.ts';
import { type PracticeEvent, runPractice } from '../mcp/host/session.ts';
import { readPracticeFile } from '../mcp/host/stdioSession.ts';
import { standInSdkModel } from '../mcp/sdk/anthropicModel.ts';
import { bundled } from '../scenarios/bundled.ts';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { sameValue, writeValue } from './answer.ts';
import { CHECKPOINTS, DEBUG_QUESTIONS, LESSON_PATH, PRACTICE_QUESTIONS, problems } from './bank.ts';
import { judgeOf, linesOf } from './observe.ts';
import { practiceFact, runMatches } from './practiceFacts.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const traceOf = (fn: string, scenario: string) => deserializeTrace(read(`scenarios/${fn}/${scenario}.trace.json`));

describe('the questions as data', () => {
  it('every file parses, and ids are unique', () => {
    expect(problems).toEqual([]);
    const ids = [...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS].map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CHECKPOINTS.map((c) => c.id)).size).toBe(CHECKPOINTS.length);
  });

  it('asks and explains in both languages (Chinese in zh, none in en)', () => {
    for (const question of [...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS])
      for (const text of [question.ask, question.why, ...(question.options ?? []).map((o) => o.label)]) {
        expect(text.zh, question.id).toMatch(/[\u4e00-\u9fff]|^[\x20-\x7e]+$/);
        expect(text.en, question.id).not.toMatch(/[\u4e00-\u9fff]/);
      }
    for (const q of [...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS]) expect(q.ask.zh + q.why.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a choice has its answer among distinct options; a typed value has none', () => {
    for (const question of [...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS]) {
      if (question.input === 'value') {
        expect(question.options, question.id).toBeUndefined();
        continue;
      }
      const values = (question.options ?? []).map((o) => writeValue(o.value));
      expect(new Set(values).size, question.id).toBe(values.length);
      expect(values, question.id).toContain(writeValue(question.answer));
    }
  });

  it('every teaching point has a question, and every checkpoint names what exists', () => {
    const points = LESSON_PATH?.points.map((p) => p.id) ?? [];
    expect(points.length).toBeGreaterThanOrEqual(18);
    const asked = new Set([...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS].map((q) => q.point));
    expect(points.filter((point) => !asked.has(point))).toEqual([]);
    expect([...asked].filter((point) => !points.includes(point))).toEqual([]);
    // Each hunt's file, by id: the function it is in.
    const hunts = new Map(
      readdirSync(resolve(root, 'bughunts')).map((name) => {
        const hunt = JSON.parse(read(`bughunts/${name}`)) as { id: string; function: string };
        return [hunt.id, hunt.function];
      }),
    );
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind === 'hunt') expect(hunts.get(checkpoint.hunt), checkpoint.id).toBe(checkpoint.function);
      if (checkpoint.kind === 'debug') {
        expect(
          bundled.scenarios.some((s) => s.function === checkpoint.function && s.id === checkpoint.scenario),
          checkpoint.id,
        ).toBe(true);
        for (const id of checkpoint.questions) {
          const question = DEBUG_QUESTIONS.find((q) => q.id === id);
          expect(question, `${checkpoint.id}: ${id}`).toBeDefined();
          expect([question?.function, question?.scenario]).toEqual([checkpoint.function, checkpoint.scenario]);
        }
      }
      if (checkpoint.kind === 'practice')
        for (const id of checkpoint.questions)
          expect(
            PRACTICE_QUESTIONS.some((q) => q.id === id),
            `${checkpoint.id}: ${id}`,
          ).toBe(true);
    }
    // Every question is on the path, once.
    const onPath = CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions));
    expect([...onPath].sort()).toEqual([...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS].map((q) => q.id).sort());
  });
});

describe('each debug question against its scenario as the code runs it', () => {
  for (const q of DEBUG_QUESTIONS) {
    it(`${q.function}/${q.scenario}: ${q.id}`, () => {
      const trace = traceOf(q.function, q.scenario);
      const source = read(trace.source.file);
      // The stop names one line of the displayed file (a changed line fails here until the question is reviewed).
      expect(linesOf(source, q.stop.at), `stop "${q.stop.at}"`).toHaveLength(1);
      const judged = judgeOf(trace, source, q);
      expect(judged, 'the run reaches the stop and the reveal').not.toBeNull();
      expect(judged?.reveal).toBeGreaterThan(judged?.stop ?? Number.POSITIVE_INFINITY);
      expect(
        sameValue(judged?.observed, q.answer),
        `the trace shows ${writeValue(judged?.observed)}, the data says ${writeValue(q.answer)}`,
      ).toBe(true);
      // A wrong option is wrong in this very run.
      for (const option of q.options ?? [])
        if (!sameValue(option.value, q.answer)) expect(sameValue(judged?.observed, option.value)).toBe(false);
    });
  }

  it("a checkpoint's questions come in its order, and no answer's reveal steps past the next question", () => {
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind !== 'debug') continue;
      const trace = traceOf(checkpoint.function, checkpoint.scenario);
      const source = read(trace.source.file);
      const judged = checkpoint.questions.map((id) => {
        const q = DEBUG_QUESTIONS.find((d) => d.id === id);
        return (q && judgeOf(trace, source, q)) || { stop: -1, reveal: -1 };
      });
      judged.forEach((here, index) => {
        const next = judged[index + 1];
        if (next) expect(here.reveal, `${checkpoint.id}: question ${index + 1}`).toBeLessThanOrEqual(next.stop);
      });
    }
  });
});

describe('each Practice question against a real run', () => {
  const runs = new Map<string, Promise<{ events: PracticeEvent[]; http: { retry: number }[] }>>();
  const runOf = (model: 'fixed' | 'sdk', approve: boolean) => {
    const key = `${model}:${approve}`;
    if (!runs.has(key))
      runs.set(
        key,
        withMemorySession({}, async (session) => {
          const sdk = model === 'sdk' ? standInSdkModel() : null;
          const events: PracticeEvent[] = [];
          await withMemorySession(
            { onRpc: (direction, message) => events.push({ kind: 'rpc', direction, message: message as never }) },
            async (observed) =>
              runPractice(observed, {
                approve: () => approve,
                readFile: readPracticeFile,
                model: sdk?.model,
                onEvent: (event) => events.push(event),
              }),
          );
          void session;
          return { events, http: sdk?.calls ?? [] };
        }),
      );
    return runs.get(key) as Promise<{ events: PracticeEvent[]; http: { retry: number }[] }>;
  };

  for (const q of PRACTICE_QUESTIONS) {
    it(`${q.run.model}, ${q.run.approve ? 'approved' : 'denied'}: ${q.id}`, async () => {
      const run = await runOf(q.run.model, q.run.approve);
      expect(runMatches(run, q.run)).toBe(true);
      const observed = practiceFact(run, q.fact);
      expect(sameValue(observed, q.answer), `the run shows ${writeValue(observed)}`).toBe(true);
    });
  }

  it('a run that is not the one asked is told apart (denied instead of approved, or the other model path)', async () => {
    const denied = await runOf('fixed', false);
    expect(runMatches(denied, { model: 'fixed', approve: true })).toBe(false);
    expect(runMatches(await runOf('fixed', true), { model: 'sdk', approve: true })).toBe(false);
  });
});
