import { lazy, Suspense, useState } from 'react';
import { StaticCode } from './StaticCode.tsx';
import type { CodeViewProps } from './types.ts';

const MonacoCode = lazy(() => import('./MonacoCode.tsx'));

/**
 * The code: the static view at once, Monaco once its chunk has loaded, in
 * the same box (same line height and padding), so nothing moves.
 * data-engine tells automated drivers which one is showing.
 */
export function CodeView(props: CodeViewProps & { testId?: string }) {
  const [engine, setEngine] = useState<'static' | 'monaco'>('static');
  return (
    <div className="code-view" data-testid={props.testId ?? 'code-view'} data-engine={engine}>
      <Suspense fallback={<StaticCode {...props} />}>
        <MonacoCode {...props} onReady={() => setEngine('monaco')} />
      </Suspense>
    </div>
  );
}
