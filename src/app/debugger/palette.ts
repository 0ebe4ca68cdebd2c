/**
 * Colours for object ids. Hashing an id to a hue let two different objects
 * on screen share a colour (a false "same object" cue). Here colours are
 * handed out in order of first appearance: an object keeps one colour for
 * the whole trace, and no two objects alive over overlapping steps (every
 * object a step's locals can reach) ever share one. It is interval-graph
 * colouring, greedy by start, which uses as few colours as any could.
 */
import type { Trace } from '../../tracer/format.ts';

/**
 * Twelve colours that read apart from each other, each dark enough for small text (WCAG AA, 4.5:1) on white and
 * on the "changed" tint (#fff0d9): the ids are drawn in them.
 */
const PALETTE = [
  '#1f5fbf',
  '#c0392b',
  '#196f3d',
  '#8e44ad',
  '#8a5a0a',
  '#0e6878',
  '#a93279',
  '#5d6d7e',
  '#4e6b14',
  '#a84300',
  '#2e4053',
  '#7d3c98',
];

/** The lightest background an id is drawn on: the "changed" tint. */
const LIGHTEST = [0xff, 0xf0, 0xd9] as const;

const luminance = ([r, g, b]: readonly number[]) => {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
};

function hslToRgb(hue: number, saturation: number, lightness: number): number[] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Generated colours, each worked out once: every box and id of every step asks for its colour again. */
const generated = new Map<number, string>();

/**
 * The k-th colour: the palette first, then hues spread by the golden angle (none repeats), each darkened until
 * it reads at 4.6:1 on the lightest background an id is drawn on.
 */
export function colourAt(k: number): string {
  const fixed = PALETTE[k] ?? generated.get(k);
  if (fixed) return fixed;
  const hue = (k * 137.508) % 360;
  const lightest = luminance(LIGHTEST);
  let lightness = 0.4;
  let rgb = hslToRgb(hue, 0.65, lightness);
  while ((lightest + 0.05) / (luminance(rgb) + 0.05) < 4.6 && lightness > 0.1) {
    lightness -= 0.02;
    rgb = hslToRgb(hue, 0.65, lightness);
  }
  const colour = `rgb(${rgb.join(' ')})`;
  generated.set(k, colour);
  return colour;
}

/** The contrast of a palette colour on the lightest background (for the test that pins it). */
export function contrastOnLightest(colour: string): number {
  const rgb = colour.startsWith('#')
    ? [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16))
    : (colour.match(/\d+/g) ?? []).map(Number);
  return (luminance(LIGHTEST) + 0.05) / (luminance(rgb) + 0.05);
}

const cache = new WeakMap<Trace, Map<number, number>>();

/** Each object id's colour index for the whole trace. */
export function colourIndices(trace: Trace): Map<number, number> {
  const cached = cache.get(trace);
  if (cached) return cached;
  // The steps over which each object is alive, first to last.
  const spans = new Map<number, { first: number; last: number }>();
  trace.steps.forEach((step, position) => {
    for (const key of Object.keys(step.heap)) {
      const id = Number(key);
      const span = spans.get(id);
      if (span) span.last = position;
      else spans.set(id, { first: position, last: position });
    }
  });
  const order = [...spans.entries()].sort(([a, x], [b, y]) => x.first - y.first || a - b);
  const colours = new Map<number, number>();
  // Colours in use, by the step their object is last seen; and colours free again. Both heaps: a trace from
  // outside may hold ten thousand objects alive at once, and a list scanned per object would take seconds.
  const alive = new MinHeap<{ last: number; colour: number }>((a, b) => a.last - b.last);
  const free = new MinHeap<number>((a, b) => a - b);
  let next = 0;
  for (const [id, span] of order) {
    while (alive.size > 0 && (alive.peek() as { last: number }).last < span.first) {
      free.push((alive.pop() as { colour: number }).colour);
    }
    const colour = free.size > 0 ? (free.pop() as number) : next++;
    colours.set(id, colour);
    alive.push({ last: span.last, colour });
  }
  cache.set(trace, colours);
  return colours;
}

/** The colour of an object id in a trace (an id the trace never holds gets the first colour). */
export function colourOf(trace: Trace, id: number): string {
  return colourAt(colourIndices(trace).get(id) ?? 0);
}

/** A binary min-heap: the least item first. */
class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => number) {}
  get size(): number {
    return this.items.length;
  }
  peek(): T | undefined {
    return this.items[0];
  }
  push(item: T): void {
    const items = this.items;
    items.push(item);
    for (let i = items.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (this.less(items[i] as T, items[parent] as T) >= 0) break;
      [items[i], items[parent]] = [items[parent] as T, items[i] as T];
      i = parent;
    }
  }
  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    items[0] = last;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < items.length && this.less(items[left] as T, items[least] as T) < 0) least = left;
      if (right < items.length && this.less(items[right] as T, items[least] as T) < 0) least = right;
      if (least === i) break;
      [items[i], items[least]] = [items[least] as T, items[i] as T];
      i = least;
    }
    return top;
  }
}
