// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeView } from './CodeView.tsx';

// The editor, stood in for: it asks, as the real one does once its file is in, whether it takes the focus.
const editor = vi.hoisted(() => ({ made: 0, tookFocus: [] as boolean[] }));
vi.mock('./MonacoCode.tsx', () => ({
  MonacoCode(props: { takesFocus?: () => boolean; onReady?: () => void }) {
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, when made, as the real editor asks.
    useLayoutEffect(() => {
      editor.made += 1;
      editor.tookFocus.push(props.takesFocus?.() ?? false);
      props.onReady?.();
    }, []);
    return <div data-testid="editor" />;
  },
}));
// happy-dom lays nothing out: the wrap column is given.
vi.mock('./wrap.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./wrap.ts')>()),
  useWrapColumns: () => 80,
}));

beforeEach(() => {
  editor.made = 0;
  editor.tookFocus = [];
});
afterEach(cleanup);

const props = {
  file: 'f.ts',
  source: 'const a = 1;\nreturn a;',
  language: 'typescript' as const,
  breakpoints: [],
  stoppable: [1, 2],
  current: 2,
  previous: 1,
  onToggleBreakpoint: () => undefined,
  labels: { toggle: (line: number) => `toggle ${line}`, current: 'next', previous: 'previous' },
};

const view = () => screen.getByTestId('code-view');
/** Lets the editor's chunk (its mock, a dynamic import all the same) arrive and the view re-render. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

describe('CodeView: the static view, and Monaco when the student reaches for the code', () => {
  it('stays the static view while nobody reaches for it', async () => {
    render(<CodeView {...props} />);
    await settle();
    expect(view().dataset.engine).toBe('static');
    expect(editor.made).toBe(0);
  });

  it('brings the editor when a mouse pointer comes over the code, without taking the focus', async () => {
    render(<CodeView {...props} />);
    fireEvent.pointerEnter(view(), { pointerType: 'mouse' });
    await settle();
    expect(view().dataset.engine).toBe('monaco');
    expect(editor.tookFocus).toEqual([false]);
  });

  it('not for a finger: a phone reads the static view', async () => {
    render(<CodeView {...props} />);
    fireEvent.pointerEnter(view(), { pointerType: 'touch' });
    await settle();
    expect(view().dataset.engine).toBe('static');
  });

  it('brings it when the keyboard moves into the code, and the editor takes the focus from there', async () => {
    render(<CodeView {...props} />);
    const button = screen.getByRole('group', { name: 'f.ts' });
    vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    act(() => button.focus());
    await settle();
    expect(view().dataset.engine).toBe('monaco');
    expect(editor.tookFocus).toEqual([true]);
  });

  it('keeps the focus where the student moved it meanwhile', async () => {
    render(
      <>
        <CodeView {...props} />
        <button type="button">elsewhere</button>
      </>,
    );
    const button = screen.getByRole('group', { name: 'f.ts' });
    vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    act(() => {
      button.focus();
      screen.getByText('elsewhere').focus();
    });
    await settle();
    expect(editor.tookFocus).toEqual([false]);
  });

  it('once come, stays when the editor is held again (a Debug started after the reach)', async () => {
    const { rerender } = render(<CodeView {...props} />);
    fireEvent.pointerEnter(view(), { pointerType: 'mouse' });
    await settle();
    rerender(<CodeView {...props} holdEditor />);
    await settle();
    expect(view().dataset.engine).toBe('monaco');
    expect(screen.queryByTestId('editor')).not.toBeNull();
    expect(editor.made).toBe(1);
  });

  it('waits while the editor is held (work the student waits for), then comes', async () => {
    const { rerender } = render(<CodeView {...props} holdEditor />);
    fireEvent.pointerEnter(view(), { pointerType: 'mouse' });
    await settle();
    expect(editor.made).toBe(0);
    rerender(<CodeView {...props} holdEditor={false} />);
    await settle();
    expect(view().dataset.engine).toBe('monaco');
  });
});
