import { type RefObject, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../lazyComponent.ts';
import { StaticCode } from './StaticCode.tsx';
import type { CodeViewProps } from './types.ts';
import { useWrapColumns } from './wrap.ts';

const MonacoCode = lazyComponent(() => import('./MonacoCode.tsx').then((m) => m.MonacoCode));

/**
 * The code: the static view, and Monaco in its place once the student reaches for the code (the pointer over it, or
 * the keyboard into it), in the same box (same line height and padding), so nothing moves. The static view colours,
 * numbers and marks the lines and takes breakpoints itself, so a student who reads and steps never needs Monaco;
 * what it adds (the value under the pointer, the caret and F9 in the code) comes with the reach. Loading it at every
 * page's first idle moment cost about a CPU-second of the page's 1.8 (docs/performance.md).
 * data-engine tells automated drivers which one is showing.
 */
export function CodeView(props: CodeViewProps & { testId?: string }) {
  const [engine, setEngine] = useState<'static' | 'monaco'>('static');
  const box = useRef<HTMLDivElement>(null);
  const columns = useWrapColumns(box);
  const { reached, takesFocus } = useReach(box);
  // Once come, it stays. Until then, while `holdEditor` (work the student waits for), its chunk waits: evaluating it
  // holds the main thread.
  const [editor, setEditor] = useState(false);
  if (!editor && reached && !(props.holdEditor ?? false) && columns !== null) setEditor(true);
  return (
    <div className="code-view" data-testid={props.testId ?? 'code-view'} data-engine={engine} ref={box}>
      {/* One boundary throughout, reached in a transition: the static view stays (its focused button too) until the
          editor's chunk is in, and goes in the commit that brings the editor. */}
      <Suspense fallback={<StaticCode {...props} columns={columns} />}>
        {editor && columns !== null ? (
          <MonacoCode {...props} columns={columns} takesFocus={takesFocus} onReady={() => setEngine('monaco')} />
        ) : (
          <StaticCode {...props} columns={columns} />
        )}
      </Suspense>
    </div>
  );
}

/**
 * Whether the student has reached for the code: the pointer over it (a finger has no pointer to hover with, and the
 * static view is what a phone needs), or the keyboard into it. A keyboard student who moves into the static view (onto
 * a line number's button) is moved on into the editor that replaces it, as if they had tabbed into the editor itself,
 * unless they have moved elsewhere meanwhile. A click is not a move of the keyboard (`:focus-visible`): the pointer
 * already has the editor.
 */
function useReach(box: RefObject<HTMLDivElement | null>) {
  const [reached, setReached] = useState(false);
  const handOver = useRef(false);
  useEffect(() => {
    const view = box.current;
    if (!view) return;
    const pointer = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') startTransition(() => setReached(true));
    };
    const focus = (event: FocusEvent) => {
      const inside = event.target instanceof Element && view.contains(event.target);
      if (inside) startTransition(() => setReached(true));
      handOver.current = inside && (event.target as Element).matches(':focus-visible');
    };
    view.addEventListener('pointerenter', pointer);
    // Any focus on the page: one elsewhere cancels the hand-over.
    document.addEventListener('focusin', focus);
    return () => {
      view.removeEventListener('pointerenter', pointer);
      document.removeEventListener('focusin', focus);
    };
  }, [box]);
  /** Asked once, when the editor is made: whether it takes the focus now. */
  const takesFocus = () => {
    const takes = handOver.current;
    handOver.current = false;
    return takes;
  };
  return { reached, takesFocus };
}
