/**
 * Colours for object ids. Hashing an id to a hue let two different objects
 * on screen share a colour (a false "same object" cue). Here colours are
 * handed out in order of first appearance: an object keeps one colour for
 * the whole trace, and no two objects alive over overlapping steps (every
 * object a step's locals can reach) ever share one. It is interval-graph
 * colouring, greedy by start, which uses as few colours as any could.
 */
import type { Trace } from '../../tracer/format.ts';

/** Twelve colours that read apart from each other on white (text on a light tint of the same). */
const PALETTE = [
  '#1f5fbf',
  '#c0392b',
  '#1e8449',
  '#8e44ad',
  '#b9770e',
  '#117a8b',
  '#a93279',
  '#5d6d7e',
  '#6b8e23',
  '#d35400',
  '#2e4053',
  '#7d3c98',
];

/** The k-th colour: the palette first, then hues spread by the golden angle, so none repeats. */
export function colourAt(k: number): string {
  const fixed = PALETTE[k];
  if (fixed) return fixed;
  const hue = Math.round((k * 137.508) % 360);
  const lightness = 28 + (k % 3) * 6;
  return `hsl(${hue} 65% ${lightness}%)`;
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
  let alive: { last: number; colour: number }[] = [];
  for (const [id, span] of order) {
    alive = alive.filter((other) => other.last >= span.first);
    const taken = new Set(alive.map((other) => other.colour));
    let colour = 0;
    while (taken.has(colour)) colour++;
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
