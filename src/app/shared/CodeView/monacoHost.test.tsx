// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { monaco } from './monaco.ts';
import { type Made, useMonacoEditor } from './monacoHost.ts';

afterEach(cleanup);

type Editor = monaco.editor.IStandaloneCodeEditor;

/** What happened to the editors a host made, in order. */
function recorder() {
  const log: string[] = [];
  let made = 0;
  const make = (box: HTMLDivElement, latest: { current: { text: string } }): Made => {
    const n = ++made;
    log.push(`make ${n} in ${box.dataset.testid} from ${latest.current.text}`);
    const editor = {
      updateOptions: (options: { ariaLabel?: string }) => log.push(`label ${n}: ${options.ariaLabel}`),
      dispose: () => log.push(`dispose editor ${n}`),
    } as unknown as Editor;
    return { editor, dispose: () => log.push(`dispose the rest of ${n}`) };
  };
  return { log, make };
}

function Host(props: { text: string; label: string; name?: string; make: ReturnType<typeof recorder>['make'] }) {
  const { host } = useMonacoEditor(props, props.label, props.make, { key: props.name });
  return <div ref={host} data-testid="host" />;
}

describe('useMonacoEditor: one editor per host, made once, relabelled in place', () => {
  it('is made once from the first props; a new label relabels it, new text does not make it again', () => {
    const { log, make } = recorder();
    const view = render(<Host text="a" label="one" make={make} />);
    view.rerender(<Host text="b" label="one" make={make} />);
    view.rerender(<Host text="c" label="two" make={make} />);
    expect(log).toEqual(['make 1 in host from a', 'label 1: one', 'label 1: two']);
  });

  it('is made again for a new key, the old editor disposed first, then what it set up', () => {
    const { log, make } = recorder();
    const view = render(<Host text="a" label="one" name="x" make={make} />);
    view.rerender(<Host text="b" label="one" name="y" make={make} />);
    expect(log).toEqual([
      'make 1 in host from a',
      'label 1: one',
      'dispose editor 1',
      'dispose the rest of 1',
      'make 2 in host from b',
    ]);
  });

  it('goes with the component', () => {
    const { log, make } = recorder();
    const view = render(<Host text="a" label="one" make={make} />);
    view.unmount();
    expect(log.slice(-2)).toEqual(['dispose editor 1', 'dispose the rest of 1']);
  });
});
