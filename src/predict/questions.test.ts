/**
 * Every question's answer is what the code really does: each debug question is judged against its scenario's
 * recorded trace (the goldens, which golden.test.ts holds to the adapter), each Practice question against a real
 * practice run over the SDK's in-memory pair. A change to the adapter that moves a stop or changes an answer fails
 * here until the question is reviewed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as adapter from '../adapter/index.ts';
import { jsonByteLength } from '../adapter/python.ts';
import { withMemorySession } from '../mcp/host/memorySession.ts';
import type { DocsSession } from '../mcp/host/session.ts';
import { CLIENT_WAIT_MS, eagerModel, type PracticeEvent, runPractice } from '../mcp/host/session.ts';
import { readPracticeFile } from '../mcp/host/stdioSession.ts';
import { VERIFY_PATHS } from '../mcp/host/verify.ts';
import { standInSdkModel } from '../mcp/sdk/anthropicModel.ts';
import { bundled } from '../scenarios/bundled.ts';
import { runScenario } from '../scenarios/harness.ts';
import { scenarioSchema } from '../scenarios/schema.ts';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { sameValue, writeValue } from './answer.ts';
import { CHECKPOINTS, DEBUG_QUESTIONS, LESSON_PATH, PRACTICE_QUESTIONS, PROBE_QUESTIONS, problems } from './bank.ts';
import { judgeOf, linesOf, positionOf } from './observe.ts';
import { type PracticeRun, practiceFact, runMatches } from './practiceFacts.ts';
import { probeObserved, probeScenario } from './probes.ts';
import { type PracticeRunSpec, probeQuestionSchema } from './schema.ts';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(root, file), 'utf8');
const traceOf = (fn: string, scenario: string) => deserializeTrace(read(`scenarios/${fn}/${scenario}.trace.json`));
const ALL = () => [...DEBUG_QUESTIONS, ...PRACTICE_QUESTIONS, ...PROBE_QUESTIONS];

describe('the questions as data', () => {
  it('every file parses, and ids are unique', () => {
    expect(problems).toEqual([]);
    const ids = ALL().map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CHECKPOINTS.map((c) => c.id)).size).toBe(CHECKPOINTS.length);
  });

  it('asks, explains and points where to look in both languages (Chinese in zh, none in en)', () => {
    for (const question of ALL()) {
      const texts = [
        question.ask,
        question.why,
        question.look,
        ...(question.options ?? []).flatMap((o) => [o.label, ...(o.why ? [o.why] : [])]),
        ...(question.wrong ?? []).map((w) => w.why),
      ];
      for (const text of texts) {
        expect(text.zh, question.id).toMatch(/[\u4e00-\u9fff]|^[\x20-\x7e]+$/);
        expect(text.en, question.id).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
    for (const q of ALL()) expect(q.ask.zh + q.why.zh + q.look.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('every wrong option says why it is wrong, and every anticipated wrong answer is one the input takes', () => {
    for (const question of ALL()) {
      for (const option of question.options ?? [])
        if (!sameValue(option.value, question.answer)) expect(option.why, `${question.id}: ${option.id}`).toBeDefined();
      if (question.input === 'choice') expect(question.wrong, question.id).toBeUndefined();
      for (const wrong of question.wrong ?? [])
        expect(sameValue(wrong.value, question.answer), `${question.id}: ${writeValue(wrong.value)}`).toBe(false);
    }
    // The lesson's misconception for sent is anticipated (and answered with where to look), not "think again".
    const sent = DEBUG_QUESTIONS.find((q) => q.id === 'success-host-emptied-copy');
    expect(sent?.wrong?.map((w) => writeValue(w.value))).toContain('{}');
  });

  it("no question's words hold its answer, and a choice's spoilers are not in its ask", () => {
    for (const question of ALL())
      for (const spoiler of question.spoilers) {
        expect(question.ask.zh.includes(spoiler), `${question.id}: ${spoiler}`).toBe(false);
        expect(question.ask.en.includes(spoiler), `${question.id}: ${spoiler}`).toBe(false);
      }
    for (const question of ALL())
      if (question.input === 'value') {
        const answer = writeValue(question.answer);
        expect(question.ask.zh.includes(answer) || question.ask.en.includes(answer), `${question.id}: ${answer}`).toBe(
          false,
        );
      }
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
    const asked = new Set(ALL().map((q) => q.point));
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
      if (checkpoint.kind === 'practice' || checkpoint.kind === 'probe')
        for (const id of checkpoint.questions)
          expect(
            (checkpoint.kind === 'practice' ? PRACTICE_QUESTIONS : PROBE_QUESTIONS).some((q) => q.id === id),
            `${checkpoint.id}: ${id}`,
          ).toBe(true);
    }
    // Every question is on the path, once.
    const onPath = CHECKPOINTS.flatMap((c) => (c.kind === 'hunt' ? [] : c.questions));
    expect([...onPath].sort()).toEqual(
      ALL()
        .map((q) => q.id)
        .sort(),
    );
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
      // A wrong option, and each wrong answer anticipated, is wrong in this very run.
      for (const option of q.options ?? [])
        if (!sameValue(option.value, q.answer)) expect(sameValue(judged?.observed, option.value)).toBe(false);
      for (const wrong of q.wrong ?? [])
        expect(sameValue(judged?.observed, wrong.value), writeValue(wrong.value)).toBe(false);
    });
  }

  it('a checkpoint opens a few steps before its first question, where its instruction applies', () => {
    for (const checkpoint of CHECKPOINTS) {
      if (checkpoint.kind !== 'debug') continue;
      const trace = traceOf(checkpoint.function, checkpoint.scenario);
      const source = read(trace.source.file);
      const opens = positionOf(trace, source, checkpoint.approach);
      const first = DEBUG_QUESTIONS.find((d) => d.id === checkpoint.questions[0]);
      const stop = first ? judgeOf(trace, source, first)?.stop : undefined;
      expect(opens, `${checkpoint.id} opens`).not.toBeNull();
      expect(stop, `${checkpoint.id}'s first question`).toBeDefined();
      // Before the question, and a few presses of Step over from it: the student steps there, watching.
      expect(opens as number, checkpoint.id).toBeLessThan(stop as number);
      const depth = trace.steps[opens as number]?.stack.length ?? 0;
      const presses = trace.steps
        .slice((opens as number) + 1, (stop as number) + 1)
        .filter((step) => step.stack.length <= depth && step.event === 'line').length;
      expect(presses, checkpoint.id).toBeGreaterThanOrEqual(1);
      expect(presses, checkpoint.id).toBeLessThanOrEqual(8);
    }
  });

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
  const runs = new Map<string, Promise<PracticeRun>>();
  const loopRun = (spec: Extract<PracticeRunSpec, { kind: 'loop' }>) =>
    withMemorySession({ mode: spec.mode }, async () => {
      const sdk = spec.model === 'sdk' ? standInSdkModel() : null;
      const events: PracticeEvent[] = [];
      await withMemorySession(
        {
          mode: spec.mode,
          onRpc: (direction, message) => events.push({ kind: 'rpc', direction, message: message as never }),
        },
        async (observed) => {
          await runPractice(observed, {
            approve: () => spec.approve,
            readFile: readPracticeFile,
            model: spec.model === 'sdk' ? sdk?.model : spec.model === 'eager' ? eagerModel : undefined,
            onEvent: (event) => events.push(event),
            callTimeoutMs: spec.mode === 'delayed' ? CLIENT_WAIT_MS : undefined,
          });
          if (spec.mode === 'delayed') events.push(await lateWork(observed));
        },
      );
      return { kind: 'loop', model: spec.model, mode: spec.mode, events, http: sdk?.calls ?? [] } satisfies PracticeRun;
    });
  const pathsRun = async (): Promise<PracticeRun> => {
    const rows = [];
    for (const path of VERIFY_PATHS) {
      const result = await withMemorySession({ mode: path.mode }, (session) =>
        runPractice(session, { approve: () => path.approve, readFile: readPracticeFile }),
      );
      rows.push({ modelRequests: result.modelRequests, toolsCalls: result.toolsCalls });
    }
    return { kind: 'paths', rows };
  };
  const runOf = (spec: PracticeRunSpec) => {
    const key = JSON.stringify(spec);
    if (!runs.has(key)) runs.set(key, spec.kind === 'paths' ? pathsRun() : loopRun(spec));
    return runs.get(key) as Promise<PracticeRun>;
  };

  for (const q of PRACTICE_QUESTIONS) {
    it(`${JSON.stringify(q.run)}: ${q.id}`, async () => {
      const run = await runOf(q.run);
      expect(runMatches(run, q.run)).toBe(true);
      const observed = practiceFact(run, q.fact);
      expect(sameValue(observed, q.answer), `the run shows ${writeValue(observed)}`).toBe(true);
      for (const wrong of q.wrong ?? []) expect(sameValue(observed, wrong.value), writeValue(wrong.value)).toBe(false);
      for (const option of q.options ?? [])
        if (!sameValue(option.value, q.answer)) expect(sameValue(observed, option.value)).toBe(false);
    });
  }

  it("the host's wait decides the search: answered within the usual read limit (slow), an error after 0.1 s (delayed)", async () => {
    const slow = { kind: 'loop', model: 'fixed', approve: true, mode: 'slow' } as const;
    expect(practiceFact(await runOf(slow), 'searchAnswered')).toBe(true);
    expect(practiceFact(await runOf({ ...slow, mode: 'delayed' }), 'searchAnswered')).toBe(false);
  });

  it('a run that is not the one asked is told apart (denied instead of approved, another model path, another mode)', async () => {
    const fixed = { kind: 'loop', model: 'fixed', approve: true, mode: 'normal' } as const;
    const denied = await runOf({ ...fixed, approve: false });
    expect(runMatches(denied, fixed)).toBe(false);
    expect(runMatches(await runOf(fixed), { ...fixed, model: 'sdk' })).toBe(false);
    expect(runMatches(await runOf(fixed), { ...fixed, mode: 'delayed' })).toBe(false);
    expect(runMatches(await runOf(fixed), { kind: 'paths' })).toBe(false);
  });
});

describe('each probe question against the run of its input', () => {
  for (const q of PROBE_QUESTIONS) {
    it(`${q.scenario.id}: ${q.id}`, async () => {
      const scenario = probeScenario(q);
      expect(scenarioSchema.safeParse(scenario).success).toBe(true);
      const observed = probeObserved(q, await runScenario(scenario, adapter));
      expect(sameValue(observed, q.answer), `the run shows ${writeValue(observed)}`).toBe(true);
      for (const option of q.options ?? [])
        if (!sameValue(option.value, q.answer)) expect(sameValue(observed, option.value)).toBe(false);
    });
  }

  it('the inputs are built to the limit and one past it: a page of 24000 bytes and a cursor of 120 are taken', async () => {
    const page = PROBE_QUESTIONS.find((q) => q.id === 'probe-page-budget');
    const cursor = PROBE_QUESTIONS.find((q) => q.id === 'probe-cursor-length');
    if (!page || !cursor) throw new Error('the probes are missing');
    for (const [probe, bytes] of [
      [page, 24001],
      [PROBE_QUESTIONS.find((q) => q.id === 'probe-page-at-budget'), 24000],
    ] as const) {
      const built = probeScenario(probe ?? page);
      const first = (built.input as { pages: { page: unknown }[] }).pages[0]?.page;
      expect(jsonByteLength(first)).toBe(bytes);
    }
    const fits = { ...page, scenario: { ...page.scenario, build: { kind: 'pageOfBytes', bytes: 24000 } as const } };
    expect(probeObserved(fits, await runScenario(probeScenario(fits), adapter))).toBeNull();
    const short = {
      ...cursor,
      scenario: { ...cursor.scenario, build: { kind: 'cursorOfLength', length: 120 } as const },
    };
    expect(probeObserved(short, await runScenario(probeScenario(short), adapter))).toBeNull();
  });

  it("the inputs carry the lesson's own docs tool, which a run within the limits returns", async () => {
    const lessonPages = bundled.scenarios.find((s) => s.function === 'discover_tools' && s.id === 'pages');
    if (!lessonPages) throw new Error("the lesson's pages scenario is missing");
    const docs = (
      lessonPages.input as unknown as { pages: { page: { tools: { name: string }[] } }[] }
    ).pages[0]?.page.tools.find((tool) => tool.name === 'search.docs');
    expect(docs).toBeDefined();
    for (const build of [
      { kind: 'pageOfBytes', bytes: 24000 },
      { kind: 'cursorOfLength', length: 120 },
    ] as const) {
      const probe = PROBE_QUESTIONS.find((q) => q.scenario.build.kind === build.kind);
      if (!probe) throw new Error(`no ${build.kind} probe`);
      const scenario = probeScenario({ ...probe, scenario: { ...probe.scenario, build } });
      expect((scenario.input as unknown as { pages: { page: { tools: unknown[] } }[] }).pages[0]?.page.tools).toEqual([
        docs,
      ]);
      const run = await runScenario(scenario, adapter);
      // The catalog the entry returned: the one tool, checked.
      expect(run.observed).toEqual([docs]);
    }
  });

  it("a probe's scenario is named in the scenarios' spelling: the probe's id with underscores", () => {
    const page = PROBE_QUESTIONS.find((q) => q.scenario.id === 'page-budget');
    if (!page) throw new Error('the page-budget probe is missing');
    expect(probeScenario(page).id).toBe('page_budget');
  });

  it('what a probe shows is the code of the error raised, and nothing for a value, no error or no result', () => {
    const raised = { observe: { raised: true } } as const;
    expect(probeObserved(raised, { observed: { error: { code: 'catalog_page_too_large' } } })).toBe(
      'catalog_page_too_large',
    );
    expect(probeObserved(raised, { observed: { error: { code: 7 } } })).toBeNull();
    expect(probeObserved(raised, { observed: { ok: [] } })).toBeNull();
    expect(probeObserved(raised, { observed: null })).toBeNull();
  });

  it("what a callExternal probe shows is its envelope's is_error, and nothing where there is no envelope", () => {
    const isError = { observe: { isError: true } } as const;
    expect(probeObserved(isError, { observed: { type: 'tool_result', is_error: false, content: 'x' } })).toBe(false);
    expect(probeObserved(isError, { observed: { type: 'tool_result', is_error: true, content: 'x' } })).toBe(true);
    expect(probeObserved(isError, { observed: { error: { code: 'result_invalid' } } })).toBeNull();
    expect(probeObserved(isError, { observed: null })).toBeNull();
  });

  it('a result of 2000 characters is taken and one of 2001 refused, from the same built call', async () => {
    const probe = PROBE_QUESTIONS.find((q) => q.id === 'probe-result-at-limit');
    if (!probe) throw new Error('the result probe is missing');
    for (const [length, isError] of [
      [2000, false],
      [2001, true],
    ] as const) {
      const built = { ...probe, scenario: { ...probe.scenario, build: { kind: 'resultOfLength', length } as const } };
      const run = await runScenario(probeScenario(built), adapter);
      expect(probeObserved(built, run)).toBe(isError);
      if (!isError) expect((run.observed as { content: string }).content).toBe('x'.repeat(2000));
    }
  });

  it('an input is for the entry that reads it, and observed as that entry answers', () => {
    const probe = PROBE_QUESTIONS.find((q) => q.id === 'probe-result-at-limit');
    if (!probe) throw new Error('the result probe is missing');
    const wrongEntry = { ...probe, scenario: { ...probe.scenario, function: 'discover_tools' } };
    expect(probeQuestionSchema.safeParse(wrongEntry).success).toBe(false);
    expect(probeQuestionSchema.safeParse({ ...probe, observe: { raised: true } }).success).toBe(false);
    expect(probeQuestionSchema.safeParse(probe).success).toBe(true);
  });
});

/** The slow service's log once it has completed the call the host gave up on (the page's Practice reads it the same way). */
async function lateWork(session: DocsSession): Promise<PracticeEvent> {
  for (;;) {
    const done = (await session.serverLog()).find(
      (entry) => entry.event === 'completed' && entry.method === 'tools/call',
    );
    if (done)
      return {
        kind: 'late_work',
        tool: done.tool ?? '?',
        outcome: done.outcome ?? '?',
        clientCancelled: done.clientCancelled === true,
      };
    await new Promise((wait) => setTimeout(wait, 20));
  }
}
