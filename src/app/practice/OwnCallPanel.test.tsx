// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { practiceActions, usePractice } from '../state/practice.ts';
import { OwnCallPanel } from './OwnCallPanel.tsx';

const callOwnTool = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./practice.ts', () => ({ callOwnTool }));

const initial = usePractice.getState();
beforeEach(() => {
  usePractice.setState(initial, true);
  callOwnTool.mockClear();
});
afterEach(cleanup);

const TOOLS = [{ name: 'search.docs', properties: ['query'] }];

it('builds a field per property of the schema, and sends exactly what was typed', () => {
  render(<OwnCallPanel tools={TOOLS} busy={false} />);
  fireEvent.change(screen.getByTestId('own-arg-query'), { target: { value: '运行许可' } });
  fireEvent.click(screen.getByTestId('own-run'));
  expect(callOwnTool).toHaveBeenCalledExactlyOnceWith('search.docs', { query: '运行许可' });
});

it('an extra argument the schema lacks is sent along, for the adapter to refuse', () => {
  render(<OwnCallPanel tools={TOOLS} busy={false} />);
  fireEvent.change(screen.getByTestId('own-extra-key'), { target: { value: ' limit ' } });
  fireEvent.change(screen.getByTestId('own-extra-value'), { target: { value: '5' } });
  fireEvent.click(screen.getByTestId('own-run'));
  expect(callOwnTool).toHaveBeenCalledExactlyOnceWith('search.docs', { query: '', limit: '5' });
});

it('says how many tools/call the server received, and waits while a run goes on', () => {
  const { rerender } = render(<OwnCallPanel tools={TOOLS} busy={true} />);
  expect((screen.getByTestId('own-run') as HTMLButtonElement).disabled).toBe(true);
  rerender(<OwnCallPanel tools={TOOLS} busy={false} />);
  act(() => practiceActions.ownDone({ type: 'tool_result', is_error: true }, 0));
  expect(screen.getByTestId('own-count').getAttribute('data-count')).toBe('0');
  expect(screen.getByTestId('own-result').textContent).toContain('"is_error": true');
});
