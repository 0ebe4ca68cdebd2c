import { useEffect, useState } from 'react';
import * as adapter from '../adapter/index.ts';
import { bundled } from '../scenarios/bundled.ts';
import { type RunResult, runScenario } from '../scenarios/harness.ts';
import { type Outcome, outcomeOf } from '../scenarios/outcome.ts';
import { FUNCTION_IDS, type Scenario } from '../scenarios/schema.ts';
import { recordScenario } from '../tracer/record.ts';
import { loadTracedEntries } from '../tracer/traced.ts';

type Row = { scenario: Scenario; result?: RunResult; outcome?: Outcome; failure?: string };

/** For now: every lesson scenario, run with the plain adapter, and what it came to. */
export function App() {
  const [rows, setRows] = useState<Row[]>(() => bundled.scenarios.map((scenario) => ({ scenario })));

  useEffect(() => {
    let live = true;
    Promise.all(
      bundled.scenarios.map(async (scenario): Promise<Row> => {
        try {
          const result = await runScenario(scenario, adapter);
          return { scenario, result, outcome: outcomeOf(scenario, result.observed) };
        } catch (error) {
          return { scenario, failure: String(error) };
        }
      }),
    ).then((done) => live && setRows(done));
    return () => {
      live = false;
    };
  }, []);

  return (
    <main>
      <h1>MCP Tools Playground</h1>
      <p>把 MCP 服务的工具目录接成可执行、受约束的工具快照：21 个课程场景的运行结果。</p>
      {bundled.problems.length > 0 && (
        <section role="alert" data-testid="scenario-problems">
          <h2>场景文件有误 / Scenario files with problems</h2>
          <ul>
            {bundled.problems.map((p) => (
              <li key={`${p.file}:${p.field}`}>
                {p.file} · {p.field}: {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {FUNCTION_IDS.map((fn) => (
        <section key={fn}>
          <h2>{fn}</h2>
          <ol>
            {rows
              .filter((row) => row.scenario.function === fn)
              .map((row) => (
                <ScenarioRow key={row.scenario.id} row={row} />
              ))}
          </ol>
        </section>
      ))}
    </main>
  );
}

type DebugState = { steps: number; sameOutput: boolean } | { failure: string } | 'recording' | null;

function ScenarioRow({ row }: { row: Row }) {
  const { scenario, result, outcome, failure } = row;
  const [debug, setDebug] = useState<DebugState>(null);

  const record = async () => {
    setDebug('recording');
    try {
      const recording = await recordScenario(scenario, await loadTracedEntries());
      setDebug({ steps: recording.trace.steps.length, sameOutput: recording.result.output === result?.output });
    } catch (error) {
      setDebug({ failure: String(error) });
    }
  };

  return (
    <li data-testid={`scenario-${scenario.function}-${scenario.id}`} data-outcome={outcome ? summary(outcome) : ''}>
      <strong>{scenario.label.zh}</strong> <span lang="en">{scenario.label.en}</span> · <code>{scenario.id}</code> ·{' '}
      <span data-testid="outcome">{failure ?? (outcome ? summary(outcome) : '…')}</span>{' '}
      <button type="button" onClick={record} disabled={!result || debug === 'recording'} data-testid="debug">
        调试 Debug
      </button>{' '}
      <span data-testid="debug-result">{debugText(debug)}</span>
      {result && (
        <details>
          <summary>输出 / Output</summary>
          <pre>{result.output}</pre>
        </details>
      )}
    </li>
  );
}

function debugText(debug: DebugState): string {
  if (debug === null) return '';
  if (debug === 'recording') return '…';
  if ('failure' in debug) return debug.failure;
  return `${debug.steps} steps · ${debug.sameOutput ? 'same output as Run' : 'OUTPUT DIFFERS FROM RUN'}`;
}

function summary(outcome: Outcome): string {
  if (outcome.kind === 'value') return 'value';
  if (outcome.kind === 'error') return `error ${outcome.error_code ?? outcome.error_name}`;
  const detail = outcome.error_code ?? outcome.error_name;
  return `envelope is_error=${outcome.is_error}${detail ? ` ${detail}` : ''}`;
}
