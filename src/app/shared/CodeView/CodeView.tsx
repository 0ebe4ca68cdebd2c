import { Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../idle.ts';
import { lazyComponent } from '../lazyComponent.ts';
import { StaticCode } from './StaticCode.tsx';
import type { CodeViewProps } from './types.ts';
import { useWrapColumns } from './wrap.ts';

const MonacoCode = lazyComponent(() => import('./MonacoCode.tsx').then((m) => m.MonacoCode));

/**
 * The code: the static view at once, Monaco once its chunk has loaded, in
 * the same box (same line height and padding), so nothing moves.
 * data-engine tells automated drivers which one is showing.
 */
export function CodeView(props: CodeViewProps & { testId?: string }) {
  const [engine, setEngine] = useState<'static' | 'monaco'>('static');
  const idle = usePageIdle(props.holdEditor ?? false);
  const box = useRef<HTMLDivElement>(null);
  const columns = useWrapColumns(box);
  return (
    <div className="code-view" data-testid={props.testId ?? 'code-view'} data-engine={engine} ref={box}>
      {idle && columns !== null ? (
        <Suspense fallback={<StaticCode {...props} columns={columns} />}>
          <MonacoCode {...props} columns={columns} onReady={() => setEngine('monaco')} />
        </Suspense>
      ) : (
        <StaticCode {...props} columns={columns} />
      )}
    </div>
  );
}

let pageIdle = false;

/**
 * True once the page has had its first quiet moment. Monaco's chunk is large
 * and evaluating it holds the main thread, so it waits until the first
 * outputs are on screen, and while `hold` (work the student waits for).
 */
function usePageIdle(hold: boolean): boolean {
  const [idle, setIdle] = useState(pageIdle);
  useEffect(() => {
    if (idle || hold) return;
    return whenIdle(() => {
      pageIdle = true;
      setIdle(true);
    }, 1000);
  }, [idle, hold]);
  return idle;
}
