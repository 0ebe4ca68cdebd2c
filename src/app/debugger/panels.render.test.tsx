// @vitest-environment happy-dom
/**
 * A step moves a position in the recorded trace; it never records again,
 * and it re-renders only the panels whose content changes.
 */
import { act, cleanup, render } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { actions, usePlayground } from '../state/playground.ts';
import { pausedTrace } from '../testing/playground.ts';
import { FakesPanel } from './FakesPanel.tsx';
import { GuidancePanel } from './GuidancePanel.tsx';
import { OutputPanel } from './OutputPanel.tsx';
import { debug, run } from './runs.ts';
import { debuggerActions } from './transitions.ts';
import { VariablesPanel } from './VariablesPanel.tsx';

const initial = usePlayground.getState();
beforeEach(() => usePlayground.setState(initial, true));
afterEach(cleanup);

describe('stepping', () => {
  it('re-renders the variables at every step, the fakes and output only when they change, the guidance never', async () => {
    const renders = { variables: 0, fakes: 0, output: 0, guidance: 0 };
    const count = (id: string) => {
      renders[id as keyof typeof renders]++;
    };
    render(
      <>
        <Profiler id="variables" onRender={count}>
          <VariablesPanel fn="call_external" />
        </Profiler>
        <Profiler id="fakes" onRender={count}>
          <FakesPanel fn="call_external" />
        </Profiler>
        <Profiler id="output" onRender={count}>
          <OutputPanel fn="call_external" />
        </Profiler>
        <Profiler id="guidance" onRender={count}>
          <GuidancePanel fn="call_external" />
        </Profiler>
      </>,
    );
    actions.selectScenario('call_external', 'success');
    // A Run's output first, as the page's first screen has one: the output's notes (a lazy part) are then loaded.
    await act(() => run('call_external'));
    await act(async () => {
      await import('./OutputNotes.tsx');
    });
    await act(() => debug('call_external'));
    act(() => debuggerActions.seek('call_external', 0));
    const trace = pausedTrace('call_external');
    if (!trace) throw new Error('not paused');
    const before = { ...renders };
    const steps = trace.steps.length - 1;
    for (let i = 0; i < steps; i++) act(() => debuggerActions.stepInto('call_external'));

    const visible = trace.steps;
    const fakesChanges = visible
      .slice(1)
      .filter((step, i) => JSON.stringify(step?.fakes) !== JSON.stringify(visible[i]?.fakes)).length;
    expect(renders.variables - before.variables).toBe(steps);
    expect(renders.fakes - before.fakes).toBe(fakesChanges);
    // The output appears once, at the last step.
    expect(renders.output - before.output).toBe(1);
    expect(renders.guidance - before.guidance).toBe(0);
    // A step only moves a position: the trace recorded by Debug is the very object still replayed.
    expect(pausedTrace('call_external')).toBe(trace);
  });
});
