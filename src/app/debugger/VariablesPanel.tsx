import { lazy, Suspense, useMemo } from 'react';
import { isErrorCode, message } from '../../adapter/messages.ts';
import type { FunctionId } from '../../scenarios/schema.ts';
import type { Frame } from '../../tracer/format.ts';
import { useText } from '../i18n/useText.ts';
import { sessionOf, usePlayground } from '../state/playground.ts';
import { useSection } from '../state/selectors.ts';
import { colourOf } from './palette.ts';
import { currentStep, previousStepInFrame } from './session.ts';
import { debuggerActions } from './transitions.ts';
import { ValueTree } from './ValueTree/ValueTree.tsx';
import { returnedText, variableTree } from './variables.ts';
import { setVariablesView, useVariablesView, type VariablesView } from './view.ts';

// The picture is its own chunk: a student who keeps the tree never loads it.
const HeapDiagram = lazy(() => import('./heap/HeapDiagram.tsx'));

/** The current frame's locals, the call stack, and a return value or error at the end of a frame. */
export function VariablesPanel({ fn }: { fn: FunctionId }) {
  const t = useText();
  const locale = usePlayground((state) => state.locale);
  // A step replaces the session object (a new position), so it alone keys the tree.
  const { session } = useSection(fn, (section) => ({ session: sessionOf(section) }));
  const view = useMemo(() => {
    if (!session) return null;
    const step = currentStep(session);
    if (!step) return null;
    const innermost = step.stack.length - 1;
    const frame = session.frame ?? innermost;
    // A caller's frame is compared with the step before; the innermost with its own previous step.
    const previous = frame === innermost ? previousStepInFrame(session) : session.trace.steps[session.position - 1];
    return {
      step,
      frame,
      nodes: variableTree(step, previous, frame),
      before: session.trace.steps[session.position - 1],
    };
  }, [session]);
  const shape = useVariablesView((state) => state.view);
  const trace = session?.trace;
  const labels = useMemo(
    () => ({
      sameAs: (path: string) => t('sameObject', { path }),
      objectId: (id: number) => t('objectId', { id }),
      changed: t('changed'),
      more: (count: number) => t('moreItems', { n: count }),
      colourOf: (id: number) => (trace ? colourOf(trace, id) : 'currentColor'),
      title: (frames: number, objects: number) => t('heapTitle', { frames, objects }),
      hidden: (count: number) => t('heapHidden', { n: count }),
    }),
    [t, trace],
  );
  return (
    <section className="panel" data-testid="variables" aria-label={t('variables')}>
      <div className="panel-head">
        <h3>{t('variables')}</h3>
        <ViewToggle view={shape} labels={{ tree: t('viewTree'), diagram: t('viewDiagram'), group: t('viewLabel') }} />
      </div>
      {view ? (
        <>
          {view.step.stack.length > 1 ? (
            <CallStack
              frames={view.step.stack}
              selected={view.frame}
              label={t('callStack')}
              onSelect={(frame) => debuggerActions.selectFrame(fn, frame)}
            />
          ) : null}
          {shape === 'diagram' ? (
            <Suspense fallback={<ValueTree nodes={view.nodes} labels={labels} />}>
              <HeapDiagram step={view.step} previous={view.before} frame={view.frame} labels={labels} />
            </Suspense>
          ) : (
            <ValueTree nodes={view.nodes} labels={labels} />
          )}
          {view.step.event === 'return' ? (
            <p className="returned" data-testid="returned">
              {t('returned')}:{' '}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled from the keyboard. */}
              <code className="returned-value" tabIndex={0}>
                {returnedText(view.step)}
              </code>
            </p>
          ) : null}
          {view.step.event === 'exception' && view.step.error ? (
            <p className="raised" data-testid="raised">
              {t('raised')}: <code>{view.step.error.name}</code>
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
