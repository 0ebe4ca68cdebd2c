// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundled } from '../../scenarios/bundled.ts';
import { breakpointLine, ENTRY_SOURCES } from '../../scenarios/sources.ts';
import { loadLessonData } from '../state/lessonData.ts';
import { actions, CUSTOM, usePlayground } from '../state/playground.ts';
import { GuidancePanel } from './GuidancePanel.tsx';
import { debuggerActions } from './transitions.ts';

const initial = usePlayground.getState();
// The hints and the entries' text, as the page loads them once it is live.
beforeAll(() => loadLessonData());
beforeEach(() => usePlayground.setState(initial, true));
afterEach(cleanup);

describe('the guidance panel', () => {
  it("adds the hint's breakpoint to the student's own, never replaces them", async () => {
    const fn = 'call_external';
    const deny = bundled.scenarios.find((s) => s.function === fn && s.id === 'deny');
    if (!deny) throw new Error('missing');
    const own = ENTRY_SOURCES[fn].stoppable[0] as number;
    act(() => {
      actions.selectScenario(fn, 'deny');
      debuggerActions.setBreakpoints(fn, [own]);
    });
    render(<GuidancePanel fn={fn} />);
    await act(async () => fireEvent.click(screen.getByTestId('try-it')));
    expect(usePlayground.getState().sections[fn].breakpoints).toEqual(
      [own, breakpointLine(deny) as number].sort((a, b) => a - b),
    );
  });

  it("shows a valid custom scenario's own hint and breakpoint (the schema requires both)", () => {
    const fn = 'discover_tools';
    const pages = bundled.scenarios.find((s) => s.function === fn && s.id === 'pages');
    if (!pages) throw new Error('missing');
    const mine = { ...pages, id: CUSTOM, hint: { zh: '我自己的提示', en: 'My own hint' } };
    act(() => {
      actions.selectScenario(fn, CUSTOM);
      actions.setCustom(fn, { text: '{}', scenario: mine, problems: [], checking: false });
    });
    render(<GuidancePanel fn={fn} />);
    expect(screen.getByTestId('guidance').textContent).toContain('我自己的提示');
    expect(screen.getByTestId('try-it').textContent).toContain(`(${breakpointLine(mine)})`);
  });
});
