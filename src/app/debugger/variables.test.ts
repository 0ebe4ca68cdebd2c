import { describe, expect, it } from 'vitest';
import { currentStep, previousStepInFrame, type TraceCursor } from '../state/traceCursor.ts';
import { golden, lineOf } from '../testing/fixtures.ts';
import { returnedText, variableTree } from './variables.ts';

function pausedAt(fn: Parameters<typeof golden>[0], id: string, text: string, occurrence = 0) {
  const trace = golden(fn, id);
  const line = lineOf(fn, text);
  const positions = trace.steps.flatMap((step, position) =>
    step.stack.length === 1 && step.stack[0]?.line === line ? [position] : [],
  );
  const position = positions[occurrence] ?? 0;
  const cursor: TraceCursor = { trace, position };
  const step = currentStep(cursor);
  if (!step) throw new Error('no step');
  return { step, previous: previousStepInFrame(cursor), cursor };
}

describe('the variables of a step', () => {
  it('inside a value, an object another local names reads as its id: the alias at a glance', () => {
    const { step, previous } = pausedAt('call_external', 'success', 'const reply = await route.invoke');
    const tree = variableTree(step, previous);
    const summary = (name: string) => tree.find((node) => node.name === name)?.summary;
    const id = (name: string) => tree.find((node) => node.name === name)?.id;
    // snapshot.input is args; pool.routes holds route.
    expect(summary('snapshot')).toBe(`{ id: 'call_2', name: 'mcp__docs__search_docs', input: #${id('args')} }`);
    const routes = tree
      .find((node) => node.name === 'pool')
      ?.children()
      .find((node) => node.name === 'routes');
    expect(routes?.summary).toBe(`{ mcp__docs__search_docs: #${id('route')} }`);
    // A name's own value is written whole.
    expect(summary('args')).toBe("{ query: '运行许可' }");
  });

  it('lists locals in order with summaries written as TypeScript writes them', () => {
    const { step, previous } = pausedAt('discover_tools', 'pages', 'tools.push(tool);');
    const tree = variableTree(step, previous);
    expect(tree.map((node) => node.name)).toEqual([
      'listPage',
      'tools',
      'seen',
      'cursors',
      'cursor',
      'round',
      'page',
      'raw',
      'tool',
    ]);
    expect(tree.find((node) => node.name === 'tools')?.summary).toBe('[]');
    expect(tree.find((node) => node.name === 'tool')?.summary).toContain("{ name: 'search.docs', ");
  });

  it('marks what changed since the previous step of the frame', () => {
    const afterPush = pausedAt('discover_tools', 'pages', 'for (const raw of', 1);
    const pushed = variableTree(afterPush.step, afterPush.previous);
    const after = pausedAt('discover_tools', 'pages', 'if (cursor == null)');
    const changed = variableTree(after.step, after.previous)
      .filter((node) => node.changed)
      .map((node) => node.name);
    expect(changed).toEqual(['cursor']);
    expect(pushed.filter((node) => node.changed).map((node) => node.name)).toEqual(['tools']);
  });

  it('shows that args is the very object snapshot.input, and that shown and sent are copies', () => {
    const { step, previous } = pausedAt('call_external', 'success', 'const reply = await route.invoke');
    const tree = variableTree(step, previous);
    const args = tree.find((node) => node.name === 'args');
    expect(args?.sameAs).toContain('snapshot.input');
    const shown = tree.find((node) => node.name === 'shown');
    const snapshot = tree.find((node) => node.name === 'snapshot');
    expect(shown?.id).not.toBe(snapshot?.id);
    const shownInput = shown?.children().find((child) => child.name === 'input');
    expect(shownInput?.summary).toBe('{}');
    expect(shownInput?.sameAs).toEqual([]);
  });

  it('shows that a route calls the very function the server registered', () => {
    const trace = golden('assemble_tool_pool', 'one');
    const last = trace.steps.at(-1);
    if (!last) throw new Error('empty');
    const tree = variableTree(last, undefined);
    const invoke = tree
      .find((node) => node.name === 'routes')
      ?.children()[0]
      ?.children()
      .find((child) => child.name === 'invoke');
    expect(invoke?.sameAs).toContain('servers.docs.call');
    expect(invoke?.summary).toBe('function call');
  });
});

it('the returned value is shown whole: assembleToolPool/one returns its routes too (it was cut at 400 characters)', () => {
  const trace = golden('assemble_tool_pool', 'one');
  const last = trace.steps.findLast((step) => step.event === 'return' && step.stack.length === 1);
  if (!last) throw new Error('no return step');
  const text = returnedText(last);
  expect(text.length).toBeGreaterThan(400);
  expect(text).toContain('\n  routes: {');
});
