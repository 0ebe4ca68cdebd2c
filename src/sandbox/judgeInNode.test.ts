import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundled } from '../scenarios/bundled.ts';
import { PROJECT_ROOT } from '../scenarios/files.ts';
import { TRACED_FILES } from '../scenarios/manifest.ts';
import type { FunctionId } from '../scenarios/schema.ts';
import { serializeTrace } from '../tracer/serialize.ts';
import { judge } from './judgeInNode.ts';

const lesson = Object.fromEntries(TRACED_FILES.map((file) => [file, readFileSync(join(PROJECT_ROOT, file), 'utf8')]));
const scenariosOf = (fn: FunctionId) => bundled.scenarios.filter((s) => s.function === fn);
const edit = (file: string, from: string, to: string) => {
  const source = lesson[file] ?? '';
  if (!source.includes(from)) throw new Error(`${file} has no ${from}`);
  return { ...lesson, [file]: source.replace(from, to) };
};

describe('judging edited code (the sandbox path, here in Node)', () => {
  // The browser path is this one: the same instrumenter, linked without a bundler. Unchanged code must trace
  // exactly as the build's modules do, or a student's debugger would show something other than the lesson's.
  it('the lesson unmodified records every golden trace byte for byte', async () => {
    for (const scenario of bundled.scenarios) {
      const judged = await judge({ fn: scenario.function, sources: lesson, scenarios: [scenario], trace: scenario.id });
      if (judged.kind !== 'runs' || !judged.trace) throw new Error(`${scenario.id}: ${JSON.stringify(judged)}`);
      const golden = readFileSync(
        join(PROJECT_ROOT, `scenarios/${scenario.function}/${scenario.id}.trace.json`),
        'utf8',
      );
      expect(serializeTrace(judged.trace), `${scenario.function}/${scenario.id}`).toBe(golden);
    }
    // 21 instrumented builds and recordings: 3–6 s beside the other test files on two cores, over Vitest's 5 s.
  });

  it('a forgotten repeated-cursor check lets "repeat" run on until the page limit', async () => {
    const sources = edit('src/adapter/discoverTools.ts', ' || cursors.has(cursor)', '');
    const judged = await judge({ fn: 'discover_tools', sources, scenarios: scenariosOf('discover_tools') });
    if (judged.kind !== 'runs') throw new Error(judged.problem.message);
    const repeat = judged.runs.find((run) => run.scenario === 'repeat');
    expect(repeat?.result.observed).toMatchObject({ error: { code: 'catalog_too_many_pages' } });
    expect(repeat?.result.logs.page_calls).toEqual([null, 'again', 'again', 'again']);
    const pages = judged.runs.find((run) => run.scenario === 'pages');
    expect(pages?.result.output).toContain('search.docs');
  });

  it('a syntax error is a problem at its line and column, nothing runs', async () => {
    const sources = edit(
      'src/adapter/callExternal.ts',
      'const shown = deepCopy(snapshot);',
      'const shown = deepCopy(snapshot;',
    );
    const judged = await judge({ fn: 'call_external', sources, scenarios: scenariosOf('call_external') });
    expect(judged).toMatchObject({ kind: 'problem', problem: { file: 'src/adapter/callExternal.ts', line: 25 } });
    if (judged.kind === 'problem') expect(judged.problem.message).toMatch(/^(Unexpected token|.*expected)[^(]*$/i);
    // The parser's reason, for the page to say in its own language.
    expect(judged).toMatchObject({ problem: { reason: { code: 'UnexpectedToken', details: { expected: ',' } } } });
  });

  it('an endless loop is stopped at 10,000 steps and said so', async () => {
    const sources = edit(
      'src/adapter/discoverTools.ts',
      'cursors.add(cursor);',
      'cursors.add(cursor);\n    while (cursor) { cursors.add(cursor); }',
    );
    const judged = await judge({ fn: 'discover_tools', sources, scenarios: scenariosOf('discover_tools').slice(0, 1) });
    if (judged.kind !== 'runs') throw new Error(judged.problem.message);
    expect(judged.runs[0]?.result.observed).toMatchObject({ error: { name: 'TraceLimitError' } });
  });

  it('imports reach only the adapter: another module is refused by name', async () => {
    const sources = edit(
      'src/adapter/resultText.ts',
      "import { AdapterError } from './errors.ts';",
      "import { AdapterError } from './errors.ts';\nimport { x } from '../app/App.tsx';",
    );
    const judged = await judge({ fn: 'call_external', sources, scenarios: scenariosOf('call_external') });
    expect(judged).toMatchObject({ kind: 'problem', problem: { file: 'src/adapter/resultText.ts' } });
    if (judged.kind === 'problem') expect(judged.problem.message).toContain('../app/App.tsx');
    expect(judged).toMatchObject({
      problem: { reason: { code: 'ImportNotAllowed', details: { specifier: '../app/App.tsx' } } },
    });
  });

  it('a failure of the judge itself (not a LinkError) rejects, never a student problem without a place', async () => {
    // Sources the compiler cannot even read: what it throws is not about the student's code.
    const unreadable = new Proxy({} as Record<string, string>, {
      get: () => {
        throw new RangeError('the sources could not be read');
      },
    });
    await expect(judge({ fn: 'call_external', sources: unreadable, scenarios: [] })).rejects.toThrow(
      new RangeError('the sources could not be read'),
    );
  });

  it('a file that no longer exports the entry says which name it must export', async () => {
    const sources = edit(
      'src/adapter/assembleToolPool.ts',
      'export function assembleToolPool',
      'function assembleToolPool',
    );
    const judged = await judge({ fn: 'assemble_tool_pool', sources, scenarios: [] });
    expect(judged).toMatchObject({
      kind: 'problem',
      problem: {
        message: 'the file must export function assembleToolPool',
        reason: { code: 'MissingExport', details: { name: 'assembleToolPool' } },
      },
    });
    // A problem as it came from the run: nothing of a run's result added to it.
    expect(Object.keys(judged)).toEqual(['kind', 'problem']);
  });

  it('for await…of and a labelled continue in the edited function run as written (the two reproductions of the review)', async () => {
    const sources = edit(
      'src/adapter/callExternal.ts',
      '  const snapshot = deepCopy(call);',
      [
        '  for await (const part of (async function* () { yield 1; })()) void part;',
        '  outer: for (const a of [1, 2]) { for (const b of [3]) { if (a + b) continue outer; } }',
        '  const snapshot = deepCopy(call);',
      ].join('\n'),
    );
    const lessonRuns = await judge({ fn: 'call_external', sources: lesson, scenarios: scenariosOf('call_external') });
    const judged = await judge({ fn: 'call_external', sources, scenarios: scenariosOf('call_external') });
    if (judged.kind !== 'runs' || lessonRuns.kind !== 'runs') throw new Error(JSON.stringify(judged));
    expect(judged.runs.map((run) => run.result.observed)).toEqual(lessonRuns.runs.map((run) => run.result.observed));
    expect(judged.stoppable).toContain(9);
  });
});
