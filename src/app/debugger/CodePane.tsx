import { memo, Suspense, useEffect, useMemo, useState } from 'react';
import { ENTRY_LINES } from '../../scenarios/entryLines.ts';
import { FAKES_FILE, pythonNameOf } from '../../scenarios/manifest.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import { useText } from '../i18n/useText.ts';
import { CodeView } from '../shared/CodeView/CodeView.tsx';
import { useForegroundBusy } from '../shared/foreground.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { useEntryText, useLessonScenario } from '../state/lessonData.ts';
import { actions, type CodeTab, CUSTOM } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { COMMANDS, dispatch } from './commands.ts';
import type * as HoverValue from './hoverValue.ts';
import { panel } from './seams.ts';
import { useExecution } from './selectors.ts';
import { useMoreSources } from './useMoreSources.ts';
import './debugger.css';

/** The views beside the adapter's code (the harness, the scenario data): no breakpoints, no arrows. */
const READ_ONLY = { breakpoints: [], stoppable: [], current: null, previous: null } as const;

const PythonView = lazyComponent(() => import('./lesson/index.ts').then((m) => m.PythonView));

/** The adapter's file (breakpoints, arrows), and read-only tabs for the harness and the scenario's data. */
export const CodePane = memo(function CodePane({ fn, maxHeight }: { fn: FunctionId; maxHeight?: number }) {
  const t = useText();
  // Edit mode's editor and the section's own scenario's: panels the shell plugs in (seams.ts).
  const EditPane = panel('editPane');
  const CustomEditor = panel('customEditor');
  const { tab, breakpoints, scenarioId, editing } = useSection(fn, (section) => ({
    tab: section.tab,
    breakpoints: section.breakpoints,
    scenarioId: section.scenarioId,
    editing: section.editing,
  }));
  const execution = useExecution(fn);
  // A Run or Debug being prepared (shared/foreground.ts) goes before the editor's chunk.
  const foregroundBusy = useForegroundBusy();
  const hoverValue = useHoverValue(execution.current !== null);
  const entry = ENTRY_LINES[fn];
  // Empty only until the lesson's text has loaded (state/lessonData.ts): the first screen's comes with the page.
  const entryText = useEntryText(fn) ?? '';
  const more = useMoreSources(tab === 'harness' || execution.file !== entry.file);
  const shown = more?.TRACED_SOURCES[execution.file] ?? { ...entry, source: entryText };
  const inEntry = shown.file === entry.file;
  const scenario = useLessonScenario(fn, scenarioId);
  const data = useMemo(() => (scenario ? `${JSON.stringify(scenario.input, null, 2)}\n` : ''), [scenario]);
  const labels = useMemo(
    () => ({
      toggle: (line: number) => `${line}: ${t('breakpointHint')}`,
      current: t('currentLine'),
      previous: t('previousLine'),
    }),
    [t],
  );
  const tabs: { id: CodeTab; label: string; file: string }[] = [
    { id: 'source', label: t('sourceTab'), file: shown.file.split('/').at(-1) ?? '' },
    { id: 'python', label: t('pythonTab'), file: pythonNameOf(shown.file) },
    { id: 'harness', label: t('harnessTab'), file: 'fakes.ts' },
    { id: 'data', label: t('dataTab'), file: `${scenarioId}.json` },
  ];
  // The adapter's file: its own tab, and beside the lesson's Python on a wide screen.
  const typescript = (
    <CodeView
      file={shown.file}
      source={shown.source}
      language="typescript"
      breakpoints={inEntry ? breakpoints : []}
      stoppable={inEntry ? entry.stoppable : []}
      current={execution.current}
      previous={execution.previous}
      onToggleBreakpoint={inEntry ? (line) => dispatch('toggleBreakpoint', fn, line) : undefined}
      maxHeight={maxHeight}
      valueAt={hoverValue ? (name) => hoverValue.valueAt(fn, shown.file, name) : undefined}
      holdEditor={foregroundBusy}
      toggleKey={COMMANDS.toggleBreakpoint.shortcut?.key}
      labels={labels}
    />
  );
  return (
    <div className="code-pane">
      <div className="code-head">
        <div className="tabs" role="tablist">
          {tabs.map((item) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              aria-selected={tab === item.id}
              data-testid={`tab-${item.id}`}
              className={tab === item.id ? 'tab is-active' : 'tab'}
              onClick={() => actions.setTab(fn, item.id)}
            >
              <code>{item.file}</code> <span className="tab-label">{item.label}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className="tab edit-toggle"
          data-testid="edit-toggle"
          aria-pressed={editing}
          onClick={() => actions.setEditing(fn, !editing)}
        >
          {t('editToggle')}
        </button>
      </div>
      {editing && EditPane ? (
        <Suspense fallback={null}>
          <EditPane
            fn={fn}
            shown={tab === 'source'}
            maxHeight={maxHeight}
            onToggleBreakpoint={(line) => dispatch('toggleBreakpoint', fn, line)}
            onDebug={(id) => {
              // The row of the section's own scenario is `custom`, as the picker names it.
              if (id !== scenarioId) dispatch('selectScenario', fn, id);
              actions.setTab(fn, 'source');
              dispatch('debug', fn);
            }}
          />
        </Suspense>
      ) : null}
      {tab === 'source' && !editing ? <CodeLegend stoppable={inEntry} /> : null}
      {tab === 'source' && editing ? null : tab === 'source' ? (
        typescript
      ) : tab === 'python' ? (
        <Suspense fallback={null}>
          <PythonView
            fn={fn}
            maxHeight={maxHeight}
            onToggleBreakpoint={(line) => dispatch('toggleBreakpoint', fn, line)}
            typescript={editing ? null : typescript}
          />
        </Suspense>
      ) : tab === 'harness' ? (
        <CodeView
          key="harness"
          file={FAKES_FILE}
          source={more?.FAKES_SOURCE.source ?? ''}
          language="typescript"
          {...READ_ONLY}
          labels={labels}
          maxHeight={maxHeight}
          testId="harness-view"
        />
      ) : scenarioId === CUSTOM && CustomEditor ? (
        <Suspense fallback={null}>
          <CustomEditor fn={fn} />
        </Suspense>
      ) : (
        <CodeView
          key={`data-${scenarioId}`}
          file={`${scenarioId}.json`}
          source={data}
          language="javascript"
          {...READ_ONLY}
          labels={labels}
          maxHeight={maxHeight}
          testId="data-view"
        />
      )}
      {editing ? null : <p className="fineprint">{t('readOnly')}</p>}
    </div>
  );
});

/** What the marks in the code mean (Python Tutor's legend), and that a line number takes a breakpoint. */
function CodeLegend({ stoppable }: { stoppable: boolean }) {
  const t = useText();
  return (
    <p className="code-legend" data-testid="code-legend">
      {stoppable ? (
        <span>
          <span className="legend-bp" aria-hidden="true" /> {t('breakpointHint')}
        </span>
      ) : null}
      <span>
        <span className="legend-next" aria-hidden="true">
          ➜
        </span>{' '}
        {t('currentLine')}
      </span>
      <span>
        <span className="legend-prev" aria-hidden="true">
          ➜
        </span>{' '}
        {t('previousLine')}
      </span>
    </p>
  );
}

/** The hover's value reader, loaded the first time the section pauses. */
function useHoverValue(paused: boolean): typeof HoverValue | null {
  const [module, setModule] = useState<typeof HoverValue | null>(null);
  useEffect(() => {
    if (paused && !module) void import('./hoverValue.ts').then(setModule);
  }, [paused, module]);
  return module;
}
