// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentStep, previousStepInFrame } from '../../state/traceCursor.ts';
import { golden, lineOf } from '../../testing/fixtures.ts';
import { variableTree } from '../variables.ts';
import { CHILD_LIMIT, ValueTree } from './ValueTree.tsx';

afterEach(cleanup);

const labels = {
  sameAs: (p: string) => `same as ${p}`,
  objectId: (id: number) => `object ${id}`,
  changed: 'changed',
  more: (n: number) => `${n} more`,
  colourOf: () => '#1f5fbf',
};

function nodesAt(text: string) {
  const trace = golden('call_external', 'success');
  const line = lineOf('call_external', text);
  const position = trace.steps.findIndex((step) => step.stack.length === 1 && step.stack[0]?.line === line);
  const cursor = { trace, position };
  const step = currentStep(cursor);
  if (!step) throw new Error('no step');
  return variableTree(step, previousStepInFrame(cursor));
}

describe('ValueTree', () => {
  it('shows each local with its id, and which other path holds the same object', () => {
    render(<ValueTree nodes={nodesAt('const reply = await route.invoke')} labels={labels} />);
    const args = screen.getByTestId('var-args');
    expect(args.textContent).toContain('= snapshot.input');
    const ids = ['snapshot', 'shown', 'sent'].map(
      (name) => screen.getByTestId(`var-${name}`).querySelector('.var-id')?.textContent,
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('marks the local that changed at this step', () => {
    render(<ValueTree nodes={nodesAt('const reply = await route.invoke')} labels={labels} />);
    expect(screen.getByTestId('var-sent').dataset.changed).toBe('true');
    expect(screen.getByTestId('var-call').dataset.changed).toBeUndefined();
  });

  it('opens a small object expanded (a click folds it), a larger one on demand', () => {
    render(<ValueTree nodes={nodesAt('const reply = await route.invoke')} labels={labels} />);
    const shown = screen.getByTestId('var-shown');
    expect(shown.querySelector('[data-path="shown.input"]')?.textContent).toContain('{}');
    fireEvent.click(screen.getByRole('button', { name: 'shown' }));
    expect(shown.querySelector('.var-children')).toBeNull();
    // The pool holds definitions and routes: two entries, small, open; each of them stays folded.
    const pool = screen.getByTestId('var-pool');
    expect(pool.querySelector('[data-path="pool.routes"]')).not.toBeNull();
    expect(pool.querySelector('[data-path="pool.routes"] .var-children')).toBeNull();
  });

  it('draws at most CHILD_LIMIT children of one object and counts the rest', () => {
    const step = {
      event: 'line' as const,
      stack: [{ function: 'f', file: 'f.ts', line: 1, locals: { big: ['REF', 1] as ['REF', number] } }],
      heap: { '1': ['LIST', ...Array.from({ length: 1000 }, (_, i) => i)] as ['LIST', ...number[]] },
      stdout: 0,
      fakes: {},
    };
    render(<ValueTree nodes={variableTree(step as never, undefined)} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'big' }));
    expect(document.querySelectorAll('[data-path^="big["]')).toHaveLength(CHILD_LIMIT);
    expect(screen.getByTestId('var-more').textContent).toBe(`${1000 - CHILD_LIMIT} more`);
  });
});
