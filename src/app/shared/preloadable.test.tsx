// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

afterEach(cleanup);

/** A chunk whose arrival the test decides. */
function chunk() {
  let arrive: (component: (props: { word: string }) => React.ReactNode) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let loads = 0;
  const load = () => {
    loads += 1;
    return new Promise<(props: { word: string }) => React.ReactNode>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  };
  return {
    load,
    arrive: (c: Parameters<typeof arrive>[0]) => arrive(c),
    fail: (e: Error) => fail(e),
    loads: () => loads,
  };
}

function Counter({ word }: { word: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" data-testid="count" onClick={() => setN(n + 1)}>
      {word}
      {n}
    </button>
  );
}

const Word = ({ word }: { word: string }) => <p data-testid="word">{word}</p>;
const shown = (node: React.ReactNode) => render(<Suspense fallback={<p data-testid="waiting" />}>{node}</Suspense>);

describe('preloadable', () => {
  it('renders in the same commit as its parent once warmed: no fallback, no frame late', async () => {
    const c = chunk();
    const { Component, warm } = preloadable(c.load);
    warm();
    await act(async () => c.arrive(Word));
    shown(<Component word="at once" />);
    // Synchronously after render: a lazy component would show the fallback here.
    expect(screen.queryByTestId('waiting')).toBeNull();
    expect(screen.getByTestId('word').textContent).toBe('at once');
  });

  it('falls back to Suspense until the chunk comes when it was not warmed', async () => {
    const c = chunk();
    const { Component } = preloadable(c.load);
    shown(<Component word="later" />);
    expect(screen.getByTestId('waiting')).not.toBeNull();
    await act(async () => c.arrive(Word));
    expect(screen.getByTestId('word').textContent).toBe('later');
    expect(c.loads()).toBe(1);
  });

  it('keeps what a mount rendered when the chunk arrives: state inside is not lost to a remount', async () => {
    const c = chunk();
    const { Component } = preloadable(c.load);
    const view = shown(<Component word="a" />);
    await act(async () => c.arrive(Counter));
    act(() => screen.getByTestId('count').click());
    view.rerender(
      <Suspense fallback={<p data-testid="waiting" />}>
        <Component word="b" />
      </Suspense>,
    );
    expect(screen.getByTestId('count').textContent).toBe('b1');
  });

  it('fetches once however often it is warmed, and again after a failed load', async () => {
    const c = chunk();
    const { warm } = preloadable(c.load);
    warm();
    warm();
    expect(c.loads()).toBe(1);
    await act(async () => c.fail(new Error('offline')));
    warm();
    expect(c.loads()).toBe(2);
  });
});
