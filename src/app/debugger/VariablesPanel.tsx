import { Suspense, useMemo, useState } from 'react';
import { isErrorCode, message } from '../../adapter/messages.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import type { Frame, Step } from '../../tracer/format.ts';
import { useText, useTextOf } from '../i18n/useText.ts';
import { lazyComponent } from '../shared/lazyComponent.ts';
import { cursorOf, usePlayground } from '../state/playground.ts';
import { usePredictMarks } from '../state/predictMode.ts';
import { useSection } from '../state/selectors.ts';
import { currentStep, previousStepInFrame } from '../state/traceCursor.ts';
import { colourOf } from './palette.ts';
import { VARIABLES_TEXT } from './text.ts';
import { debuggerActions } from './transitions.ts';
import { ValueTree } from './ValueTree/ValueTree.tsx';
import { returnedText, variableTree } from './variables.ts';
import { setVariablesView, useVariablesView, type VariablesView } from './view.ts';
import { readWatch, useWatches, watchActions } from './watch.ts';

// The picture is its own chunk: a student who keeps the tree never loads it.
const HeapDiagram = lazyComponent(() => import('./heap/HeapDiagram.tsx').then((m) => m.HeapDiagram));

/** The current frame's locals, the call stack, and a return value or error at the end of a frame. */
export function VariablesPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const tv = useTextOf(VARIABLES_TEXT);
  const locale = usePlayground((state) => state.locale);
  // A step replaces the cursor object (a new position), so it alone keys the tree.
  const { cursor } = useSection(fn, (section) => ({ cursor: cursorOf(section) }));
  const shape = useVariablesView((state) => state.view);
  const predicted = usePredictMarks((state) => state.marks[fn]);
  const mark =
    predicted && cursor && predicted.trace === cursor.trace && predicted.at === cursor.position ? predicted : undefined;
  const view = useMemo(() => {
    if (!cursor) return null;
    const step = currentStep(cursor);
    if (!step) return null;
    const innermost = step.stack.length - 1;
    const frame = cursor.frame ?? innermost;
    // A caller's frame is compared with the step before; the innermost with its own previous step.
    const previous = frame === innermost ? previousStepInFrame(cursor) : cursor.trace.steps[cursor.position - 1];
    return {
      step,
      frame,
      // The tree's nodes only when the tree is shown: the diagram lays out the heap itself.
      nodes: shape === 'tree' ? variableTree(step, previous, frame) : [],
      before: cursor.trace.steps[cursor.position - 1],
    };
  }, [cursor, shape]);
  const trace = cursor?.trace;
  const labels = useMemo(
    () => ({
      sameAs: (path: string) => tv('sameObject', { path }),
      objectId: (id: number) => tv('objectId', { id }),
      changed: tv('changed'),
      more: (count: number) => tv('moreItems', { n: count }),
      colourOf: (id: number) => (trace ? colourOf(trace, id) : 'currentColor'),
      title: (frames: number, objects: number) => tv('heapTitle', { frames, objects }),
      hidden: (count: number) => tv('heapHidden', { n: count }),
      unfold: (count: number) => tv('heapUnfold', { n: count }),
      fold: tv('heapFold'),
      words: {
        // An object not drawn has no kind here (its id is all the picture shows of it too).
        points: (name: string, id: number, kind: string) =>
          kind ? tv('heapPoints', { name, id, kind }) : tv('heapPointsBare', { name, id }),
        value: (name: string, text: string) => tv('heapValue', { name, text }),
        shared: (names: string[], id: number) => tv('heapShared', { names: names.join(tv('heapAnd')), id }),
      },
      mark: mark && { name: mark.name, right: mark.right, text: tv(mark.right ? 'predictedRight' : 'predictedShown') },
    }),
    [tv, trace, mark],
  );
  return (
    <section className="panel" data-testid="variables" aria-label={t('variables')}>
      <div className="panel-head">
        <h3>{t('variables')}</h3>
        <ViewToggle
          view={shape}
          labels={{ tree: tv('viewTree'), diagram: tv('viewDiagram'), group: tv('viewLabel') }}
        />
      </div>
      {view ? (
        <>
          {view.step.stack.length > 1 ? (
            <CallStack
              frames={view.step.stack}
              selected={view.frame}
              label={tv('callStack')}
              onSelect={(frame) => debuggerActions.selectFrame(fn, frame)}
            />
          ) : null}
          {shape === 'diagram' ? (
            <Suspense fallback={<p className="empty">…</p>}>
              <HeapDiagram step={view.step} previous={view.before} frame={view.frame} labels={labels} />
            </Suspense>
          ) : (
            <ValueTree nodes={view.nodes} labels={labels} />
          )}
          <WatchList frame={view.step.stack[view.frame]} heap={view.step.heap} />
          {view.step.event === 'return' ? (
            <p className="returned" data-testid="returned">
              {tv('returned')}:{' '}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard. */}
              <code className="returned-value" tabIndex={0}>
                {returnedText(view.step)}
              </code>
            </p>
          ) : null}
          {view.step.event === 'exception' && view.step.error ? (
            <p className="raised" data-testid="raised">
              {tv('raised')}: <code>{view.step.error.name}</code>
              {view.step.error.code ? <code> [{view.step.error.code}]</code> : null}{' '}
              {locale === 'en' && isErrorCode(view.step.error.code)
                ? message(view.step.error.code, 'en')
                : view.step.error.message}
            </p>
          ) : null}
        </>
      ) : (
        <p className="empty">{t('noVariables')}</p>
      )}
    </section>
  );
}

/** The call stack, innermost first as in a debugger; a click shows that frame's line and locals. */
function CallStack({
  frames,
  selected,
  label,
  onSelect,
}: {
  frames: readonly Frame[];
  selected: number;
  label: string;
  onSelect: (frame: number) => void;
}) {
  return (
    <nav className="stack" aria-label={label}>
      <h4>{label}</h4>
      <ol data-testid="call-stack">
        {frames
          .map((frame, index) => ({ frame, index }))
          .reverse()
          .map(({ frame, index }) => (
            <li key={index}>
              <button
                type="button"
                className="frame"
                data-testid={`frame-${index}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => onSelect(index)}
              >
                <code>{frame.function}</code>{' '}
                <span className="frame-where">{`${frame.file.split('/').at(-1)}:${frame.line}`}</span>
              </button>
            </li>
          ))}
      </ol>
    </nav>
  );
}

/** Tree or diagram: two buttons, the one shown pressed; the choice is remembered (view.ts). */
function ViewToggle({
  view,
  labels,
}: {
  view: VariablesView;
  labels: { tree: string; diagram: string; group: string };
}) {
  return (
    <fieldset className="view-toggle" aria-label={labels.group}>
      {(['tree', 'diagram'] as const).map((option) => (
        <button
          key={option}
          type="button"
          data-testid={`view-${option}`}
          aria-pressed={view === option}
          onClick={() => setVariablesView(option)}
        >
          {labels[option]}
        </button>
      ))}
    </fieldset>
  );
}

/** Watch expressions: paths read in the frame shown at each step (watch.ts), added and removed by the student. */
function WatchList({ frame, heap }: { frame: Frame | undefined; heap: Step['heap'] }) {
  const tv = useTextOf(VARIABLES_TEXT);
  const watches = useWatches((state) => state.watches);
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState(false);
  return (
    <section className="watch" aria-label={tv('watchTitle')}>
      <h4>{tv('watchTitle')}</h4>
      {watches.length > 0 ? (
        <ul className="watch-list">
          {watches.map((expression, index) => {
            const result = frame ? readWatch(expression, frame, heap) : { kind: 'absent' as const };
            return (
              <li key={expression} data-testid={`watch-${index}`}>
                <code>{expression}</code> ={' '}
                <code data-testid={`watch-value-${index}`}>
                  {result.kind === 'value' ? result.text : tv('watchAbsent')}
                </code>
                <button
                  type="button"
                  className="watch-remove"
                  aria-label={tv('watchRemove', { expression })}
                  onClick={() => watchActions.remove(expression)}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <form
        className="watch-form"
        onSubmit={(event) => {
          event.preventDefault();
          const added = watchActions.add(draft);
          setRefused(!added && draft.trim() !== '');
          if (added) setDraft('');
        }}
      >
        <input
          data-testid="watch-input"
          value={draft}
          aria-label={tv('watchInput')}
          placeholder={tv('watchInput')}
          aria-invalid={refused}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(false);
          }}
        />
        <button type="submit" data-testid="watch-add">
          {tv('watchAdd')}
        </button>
      </form>
      {refused ? (
        <p className="fineprint" role="status">
          {tv('watchRefused')}
        </p>
      ) : null}
    </section>
  );
}
