import { describe, expect, it } from 'vitest';
import { revealChanged } from './HeapDiagram.tsx';
import type { HeapLayout } from './shapes.ts';

const box = (y: number, changed: boolean) => ({ x: 300, y, width: 200, height: 60, changed }) as never;
const layout = (frameY: number, boxes: ReturnType<typeof box>[]) =>
  ({
    width: 600,
    height: 1200,
    frames: [{ index: 0, name: 'callExternal', x: 0, y: frameY, width: 240, height: 260, rows: [], selected: true }],
    boxes,
    arrows: [],
  }) as unknown as HeapLayout;

describe('what the diagram scrolls to at a step', () => {
  it('keeps the frame (the names) in the box with the objects that changed, when both fit', () => {
    // The review's case: three objects in view, the locals that point at them scrolled out above.
    const view = { scrollTop: 500, scrollLeft: 0, clientHeight: 420, clientWidth: 600 };
    revealChanged(view, layout(0, [box(200, true), box(280, true), box(330, false)]));
    expect(view.scrollTop).toBe(0);
  });

  it('shows what changed alone when the frame and it do not fit together', () => {
    const view = { scrollTop: 0, scrollLeft: 0, clientHeight: 300, clientWidth: 600 };
    revealChanged(view, layout(0, [box(900, true)]));
    expect(view.scrollTop).toBeGreaterThan(600);
  });
});
