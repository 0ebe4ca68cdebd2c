import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineIn } from '../testing/lineIn.ts';
import type { Trace } from '../tracer/format.ts';
import { stoppableLines } from '../tracer/instrument.ts';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { bundled } from './bundled.ts';
import { TRACED_FILES } from './manifest.ts';
import { filledValues, lineHash, NARRATIONS, narrate, narratesEvent, narrationOf, unfilled } from './narration.ts';

const root = resolve(import.meta.dirname, '../..');
const sourceOf = (file: string) => readFileSync(resolve(root, file), 'utf8');

describe('line narration', () => {
  it('covers exactly the traced files', () => {
    expect(NARRATIONS.map((n) => n.file).sort()).toEqual([...TRACED_FILES].sort());
  });

  for (const file of TRACED_FILES) {
    it(`${file}: every stoppable line has both languages, and nothing else is narrated`, () => {
      const source = sourceOf(file);
      const stoppable = stoppableLines(source, file);
      const narrated = NARRATIONS.find((n) => n.file === file)?.lines ?? [];
      expect(narrated.map((n) => n.line)).toEqual(stoppable);
      for (const entry of narrated) {
        for (const [what, text] of [
          ['line', entry],
          ['exception', entry.exception],
          ['return', entry.return],
        ] as const) {
          if (!text) continue;
          expect(text.zh.trim().length, `${file}:${entry.line} ${what} zh`).toBeGreaterThan(4);
          expect(text.en.trim().length, `${file}:${entry.line} ${what} en`).toBeGreaterThan(4);
          // Chinese in the zh text, none in the en text: a copy-paste across languages fails here.
          expect(text.zh, `${file}:${entry.line} ${what} zh`).toMatch(/[\u4e00-\u9fff]/);
          expect(text.en, `${file}:${entry.line} ${what} en`).not.toMatch(/[\u4e00-\u9fff]/);
        }
      }
    });

    it(`${file}: each narrated line is the line it was written for (a changed line needs its narration reviewed)`, () => {
      const lines = sourceOf(file).split('\n');
      const stale = (NARRATIONS.find((n) => n.file === file)?.lines ?? []).flatMap((entry) => {
        const now = lines[entry.line - 1] ?? '';
        // `code` is the line as the narration's writer read it (a prefix): the message shows the change itself.
        if (lineHash(now) === entry.hash && now.trim().startsWith(entry.code)) return [];
        return [
          `line ${entry.line} was "${entry.code}…", is now "${now.trim()}": review its narration, then set "code" and "hash": "${lineHash(now)}"`,
        ];
      });
      expect(stale).toEqual([]);
    });
  }

  it('fills every placeholder at every narrated step of the 21 lesson scenarios', () => {
    const missing: string[] = [];
    for (const scenario of bundled.scenarios) {
      const trace: Trace = deserializeTrace(
        readFileSync(resolve(root, `scenarios/${scenario.function}/${scenario.id}.trace.json`), 'utf8'),
      );
      trace.steps.forEach((step, position) => {
        const frame = step.stack.at(-1);
        // A line that assigns the local it names is narrated before it runs: the value exists only after.
        if (!frame || step.event === 'call') return;
        for (const path of unfilled(frame.file, frame, step.heap, step)) {
          if (frame.line === firstAssignment(frame.file, path)) continue;
          missing.push(
            `${scenario.function}/${scenario.id} step ${position + 1} (${frame.file}:${frame.line}): {${path}}`,
          );
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('never fills in a value the line about to run changes: each one is what the line reads, in both languages, at every step of the 21 scenarios', () => {
    // A line is narrated before it runs; a value it is about to write would be told as it was (the cursor "null" on
    // the line that reads 'p2'). So every value a line's sentence names must still be that value once the line has
    // run (the next step in the same frame, as Step over goes), or the sentence must name no value there (`…`).
    const contradicted = new Set<string>();
    for (const scenario of bundled.scenarios) {
      const steps = golden(scenario.function, scenario.id).steps;
      steps.forEach((step, position) => {
        const frame = step.stack.at(-1);
        if (!frame || step.event !== 'line') return;
        const depth = step.stack.length;
        const after = steps.slice(position + 1).find((next) => next.stack.length <= depth);
        const frameAfter = after?.stack[depth - 1];
        if (!after || after.stack.length !== depth || frameAfter?.function !== frame.function) return;
        const values = new Map(
          filledValues(frame.file, { ...frameAfter, line: frame.line }, after.heap).map(
            ({ path, value }) => [path, value] as const,
          ),
        );
        for (const { path, value } of filledValues(frame.file, frame, step.heap)) {
          // A local the line reads for the last time (the loop's round once the loop ends) leaves with it.
          const gone = !Object.hasOwn(frameAfter.locals, path.split('.')[0] as string);
          if (value === null || gone || value === values.get(path)) continue;
          contradicted.add(
            `${frame.file}:${frame.line} {${path}} says ${value}, the line makes it ${values.get(path) ?? '(nothing)'} (${scenario.function}/${scenario.id} step ${position + 1})`,
          );
        }
      });
    }
    expect([...contradicted]).toEqual([]);
  });

  it('tells every raise and every return of the 21 lesson scenarios as what it is, not as the line about to run', () => {
    const untold = new Set<string>();
    for (const scenario of bundled.scenarios) {
      for (const step of golden(scenario.function, scenario.id).steps) {
        const frame = step.stack.at(-1);
        if (frame && !narratesEvent(frame.file, frame.line, step.event))
          untold.add(`${frame.file}:${frame.line} ${step.event} (${scenario.function}/${scenario.id})`);
      }
    }
    expect([...untold]).toEqual([]);
  });

  it("says the lesson's reasons where the point is decided: T3's no half catalog, T14's no proof and no resend", () => {
    const at = (fn: string, id: string, event: string, file: string, which: 'first' | 'last' = 'first') => {
      const steps = golden(fn, id).steps.filter((s) => s.event === event && s.stack.at(-1)?.file === file);
      const step = which === 'first' ? steps[0] : steps.at(-1);
      const frame = step?.stack.at(-1);
      if (!step || !frame) throw new Error(`no ${event} in ${fn}/${id}`);
      return (locale: 'zh' | 'en') => narrate(file, frame, step.heap, locale, step);
    };
    const badSchema = at('discover_tools', 'bad_schema', 'exception', 'src/adapter/discoverTools.ts');
    expect(badSchema('en')).toBe(
      'checkedTool refused this tool and raised schema_shape_unsupported. The 1 tool(s) already in tools are thrown away with the call: discoverTools never returns half a catalog, so the caller gets nothing.',
    );
    expect(badSchema('zh')).toContain('不返回半份目录');
    const timeout = at('call_external', 'transport', 'exception', 'src/adapter/callExternal.ts');
    expect(timeout('en')).toContain('The service call raised TimeoutError. A timeout does not prove');
    expect(timeout('en')).toContain('there is no automatic retry');
    const envelope = at('call_external', 'transport', 'return', 'src/adapter/callExternal.ts', 'last');
    expect(envelope('zh')).toContain('没有重试');
    // errorParts' return (the same file, a line the entry's catch calls twice) says what it returns, with the value.
    const parts = at('call_external', 'transport', 'return', 'src/adapter/callExternal.ts');
    expect(parts('en')).toBe(
      "Returns the error's name and text: { name: 'TimeoutError', text: '教学超时：不重发这次调用' }.",
    );
  });

  it('fills values in: callExternal/success at the invoke line names the real tool', () => {
    const trace: Trace = deserializeTrace(
      readFileSync(resolve(root, 'scenarios/call_external/success.trace.json'), 'utf8'),
    );
    const file = 'src/adapter/callExternal.ts';
    const line = lineIn(sourceOf(file), 'await route.invoke(');
    const step = trace.steps.find((s) => s.stack.length === 1 && s.stack[0]?.line === line);
    const frame = step?.stack[0];
    if (!step || !frame) throw new Error('no step at the invoke line');
    expect(narrationOf(file, line)).toBeDefined();
    expect(narrate(file, frame, step.heap, 'en')).toContain("'search.docs'");
    expect(narrate(file, frame, step.heap, 'zh')).toContain("'search.docs'");
  });
});

function golden(fn: string, id: string): Trace {
  return deserializeTrace(readFileSync(resolve(root, `scenarios/${fn}/${id}.trace.json`), 'utf8'));
}

/** The line where a local is first given its value (`const name =`, `let name =`, `for (const name of`). */
function firstAssignment(file: string, path: string): number {
  const name = path.split('.')[0];
  const lines = sourceOf(file).split('\n');
  return lines.findIndex((line) => new RegExp(`(const|let)\\s+(\\[[^\\]]*\\b${name}\\b|${name}\\b)`).test(line)) + 1;
}
