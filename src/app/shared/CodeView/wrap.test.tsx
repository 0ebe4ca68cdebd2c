// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsFor, useWrapColumns } from './wrap.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ onBox }: { onBox: (element: HTMLDivElement) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const columns = useWrapColumns(box);
  return (
    <div
      ref={(element) => {
        box.current = element;
        if (element) onBox(element);
      }}
      data-testid="box"
      data-columns={String(columns)}
    />
  );
}

describe('useWrapColumns: the wrap column follows the view’s width', () => {
  it('measures once when it mounts, then takes the width the observer reports, never reading the layout again', () => {
    let report: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let reads = 0;
    render(
      <Probe
        onBox={(element) =>
          Object.defineProperty(element, 'clientWidth', {
            configurable: true,
            get: () => {
              reads++;
              return 640;
            },
          })
        }
      />,
    );
    const box = screen.getByTestId('box');
    expect(box.dataset.columns).toBe(String(columnsFor(640)));
    expect(reads).toBe(1);
    // A resize: a Debug click narrows the code beside the variables.
    act(() => report([{ contentRect: { width: 480.4 } } as ResizeObserverEntry], {} as ResizeObserver));
    expect(box.dataset.columns).toBe(String(columnsFor(480)));
    expect(reads).toBe(1);
  });
});
