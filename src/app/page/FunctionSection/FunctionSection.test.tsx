// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRY_SOURCES } from '../../../scenarios/sources.ts';
import { lineIn } from '../../../testing/lineIn.ts';
import { debuggerActions } from '../../debugger/transitions.ts';
import { loadLessonData } from '../../state/lessonData.ts';
import { usePlayground } from '../../state/playground.ts';
import { FunctionSection } from './FunctionSection.tsx';

// Monaco needs a real browser: its chunk never arrives here, so the static view stays (the e2e suite covers Monaco).
vi.mock('../../shared/CodeView/MonacoCode.tsx', () => new Promise(() => undefined));

const initial = usePlayground.getState();
// The page loads the lesson's data as it starts (App.tsx): the line numbers take breakpoints once its source is here,
// whichever test runs first.
beforeAll(() => loadLessonData());
beforeEach(() => usePlayground.setState(initial, true));
afterEach(cleanup);

const line = (text: string) => lineIn(ENTRY_SOURCES.discover_tools.source, text);

// The first Run and Debug load modules, which on a loaded machine takes seconds: each wait below waits for what it
// looks for (src/app/testing/setup.ts), however long that takes short of a hang.
describe('FunctionSection', () => {
  it('runs the selected scenario and shows its output and fakes', async () => {
    render(<FunctionSection fn="discover_tools" />);
    fireEvent.change(screen.getByTestId('scenario-picker'), { target: { value: 'repeat' } });
    fireEvent.click(screen.getByTestId('run'));
    await waitFor(() => expect(screen.getByTestId('output').textContent).toContain('cursor_invalid_or_repeated'));
    expect(screen.getByTestId('fake-page-calls').dataset.count).toBe('2');
  });

  it('debugs to a breakpoint set from the gutter, then steps forward and back', async () => {
    render(<FunctionSection fn="discover_tools" />);
    const push = line('tools.push(tool);');
    fireEvent.click(screen.getByTestId(`gutter-${push}`));
    fireEvent.click(screen.getByTestId('debug'));
    const section = screen.getByTestId('section-discover_tools');
    await waitFor(() => expect(section.dataset.state).toBe('paused'));
    expect(screen.getByTestId('status').textContent).toContain(String(push));
    // The variables panel is its own chunk: on a busy machine it can arrive after the pause.
    await waitFor(() => expect(screen.getByTestId('var-value-tools').textContent).toBe('[]'));
    fireEvent.click(screen.getByTestId('step-over'));
    expect(screen.getByTestId('var-value-tools').textContent).toContain('search.docs');
    fireEvent.click(screen.getByTestId('step-back'));
    expect(screen.getByTestId('var-value-tools').textContent).toBe('[]');
    const timeline = within(section).getByTestId('timeline') as HTMLInputElement;
    act(() => debuggerActions.seek('discover_tools', 0));
    expect(timeline.value).toBe('0');
    expect(screen.getByTestId('step-counter').textContent).toMatch(/^第 1 \/ \d+ 步$/);
  });

  it('Debug with no breakpoint pauses at step 1; Last, First and Restart move along the timeline', async () => {
    render(<FunctionSection fn="discover_tools" />);
    fireEvent.click(screen.getByTestId('debug'));
    const section = screen.getByTestId('section-discover_tools');
    await waitFor(() => expect(section.dataset.state).toBe('paused'));
    const counter = screen.getByTestId('step-counter');
    expect(counter.textContent).toMatch(/^第 1 \/ \d+ 步$/);
    const total = counter.textContent?.match(/\/ (\d+)/)?.[1];
    expect((screen.getByTestId('first') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('last'));
    expect(counter.textContent).toBe(`第 ${total} / ${total} 步`);
    expect((screen.getByTestId('last') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('restart'));
    expect(counter.textContent).toMatch(/^第 1 \//);
    fireEvent.click(screen.getByTestId('forward'));
    fireEvent.click(screen.getByTestId('forward'));
    expect(counter.textContent).toMatch(/^第 3 \//);
    fireEvent.click(screen.getByTestId('first'));
    expect(counter.textContent).toMatch(/^第 1 \//);
  });

  it("the lesson's Python tab marks the paused line's counterpart and sets breakpoints on its TypeScript line", async () => {
    render(<FunctionSection fn="discover_tools" />);
    const section = screen.getByTestId('section-discover_tools');
    const breakpoints = () => usePlayground.getState().sections.discover_tools.breakpoints;
    fireEvent.click(screen.getByTestId('tab-python'));
    expect(screen.getByTestId('tab-python').textContent).toContain('discover_tools.py');
    const view = await screen.findByTestId('python-view', {});
    // Python line 5 is `page = list_page(cursor)`: its breakpoint lands on the TypeScript line that calls listPage.
    const page = line('await listPage(cursor');
    fireEvent.click(within(view).getByTestId('gutter-5'));
    expect(breakpoints()).toEqual([page]);
    // One Python line for four TypeScript declarations: the first of them takes the breakpoint.
    fireEvent.click(within(view).getByTestId('gutter-3'));
    expect(breakpoints()).toEqual([page, line('const tools: CheckedTool[]')].sort((a, b) => a - b));
    fireEvent.click(within(view).getByTestId('gutter-3'));
    fireEvent.click(screen.getByTestId('debug'));
    await waitFor(() => expect(section.dataset.state).toBe('paused'));
    fireEvent.click(screen.getByTestId('continue'));
    expect(screen.getByTestId('status').textContent).toContain(String(page));
    const row = view.querySelector('[data-line="5"]');
    expect(row?.classList.contains('is-next')).toBe(true);
    expect(view.querySelectorAll('.is-next')).toHaveLength(1);
    const python = await screen.findByTestId('narration-python', {});
    // Both lines named: the TypeScript file's and the lesson's Python.
    expect(python.textContent).toBe(`discoverTools.ts 第 ${page} 行 · 课程 Python 第 5 行 page = list_page(cursor)`);
    fireEvent.click(within(view).getByTestId('gutter-5'));
    expect(breakpoints()).toEqual([]);
  });

  it('refuses a breakpoint on a line that cannot stop, with a notice', () => {
    render(<FunctionSection fn="discover_tools" />);
    expect(screen.queryByTestId('gutter-1')).toBeNull();
    act(() => debuggerActions.toggleBreakpoint('discover_tools', 1));
    expect(screen.getByTestId('notice').textContent).toContain('第 1 行');
  });
});
