/**
 * Object names for trace files. In memory an object's id is a number, given when the recorder first meets it (the
 * heap picture's #1, #2…); a file of version 4 names each object instead, by where it was first met: the local
 * (`tools`), or its place in an object named before (`page.tools[0]`), with `~2`, `~3`… for later objects first met
 * at the same place (the loop's next `tool`). A new object early in a run then renames only the objects first met
 * at its own place, where numbers would renumber every object met after it, and every step naming one would change.
 *
 * Reading gives the numbers back: walking the steps in the order the recorder met objects (frames bottom up, each
 * frame's locals in order, then a return's value; an object's contents the first time a step reaches it) numbers
 * each object at its first sighting, as the recorder did.
 */
import { type HeapObject, type Slot, type Step, slotsOf, type Value, withValues } from './format.ts';

/** A value or heap object whose references carry a name (a file's) or a number (memory's). */
export type Id = string | number;

/** A slot's part of a place's name: `[0]`, `.name`, `.keys[0]`, `.values[0]`. */
function suffixOf(slot: Slot): string {
  switch (slot.kind) {
    case 'item':
      return `[${slot.index}]`;
    case 'field':
      return `.${slot.name}`;
    case 'mapKey':
      return `.keys[${slot.index}]`;
    case 'mapValue':
      return `.values[${slot.index}]`;
  }
}

/**
 * Calls `meet` for each reference of each step, in the recorder's order, with the place it is met at (the parent
 * object's id and the key, or the local's name); an object's contents are walked once per step.
 */
function walk<I extends Id>(
  steps: readonly Step[],
  meet: (id: I, place: (nameOf: (id: I) => string) => string) => void,
): void {
  type Place = (nameOf: (id: I) => string) => string;
  for (const step of steps) {
    const heap = step.heap as Record<string, HeapObject>;
    const walked = new Set<string>();
    // Depth first, in order, by a list of what is left rather than by recursion: a file may chain objects
    // 10,000 deep.
    const left: [Value | undefined, Place][] = [];
    for (const frame of step.stack) {
      for (const [local, value] of Object.entries(frame.locals)) left.push([value, () => local]);
    }
    left.push([step.value, () => 'return']);
    left.reverse();
    while (left.length > 0) {
      const [value, place] = left.pop() as [Value | undefined, Place];
      if (!Array.isArray(value) || value[0] !== 'REF') continue;
      const id = value[1] as unknown as I;
      meet(id, place);
      const key = String(id);
      if (walked.has(key)) continue;
      walked.add(key);
      const object = Object.hasOwn(heap, key) ? heap[key] : undefined;
      if (object === undefined) continue;
      const at =
        (suffix: string): Place =>
        (nameOf) =>
          `${nameOf(id)}${suffix}`;
      const inside = slotsOf(object).map(([slot, item]): [Value, Place] => [item, at(suffixOf(slot))]);
      for (let i = inside.length - 1; i >= 0; i--) left.push(inside[i] as [Value | undefined, Place]);
    }
  }
}

/** Names stay short: a place deeper or longer than this is named by its last part (`…[0][0]`), counted on. */
const LONGEST = 64;

/** Each object's name, by its id in memory. */
export function nameObjects(steps: readonly Step[]): Map<number, string> {
  const names = new Map<number, string>();
  // The last suffix of each place. A key may hold `~` or `.` itself, so a name is also checked against those given;
  // and no object is called __proto__, which a reader would have to guard every lookup against.
  const counts = new Map<string, number>();
  const given = new Set<string>(['__proto__']);
  walk<number>(steps, (id, place) => {
    if (names.has(id)) return;
    const whole = place((parent) => names.get(parent) ?? String(parent));
    const base = whole.length > LONGEST ? `…${whole.slice(-LONGEST / 2)}` : whole;
    let count = counts.get(base) ?? 0;
    let name: string;
    do {
      count++;
      name = count === 1 ? base : `${base}~${count}`;
    } while (given.has(name));
    counts.set(base, count);
    given.add(name);
    names.set(id, name);
  });
  return names;
}

/**
 * Each object's number, by its name in a file: first sighting first, from 1. A name no step reaches (a file that
 * did not come from the recorder) is numbered when first asked for.
 */
export function numberObjects(steps: readonly Step[]): (name: Id) => number {
  const numbers = new Map<string, number>();
  const number = (name: Id) => {
    const key = String(name);
    let known = numbers.get(key);
    if (known === undefined) {
      known = numbers.size + 1;
      numbers.set(key, known);
    }
    return known;
  };
  walk<string>(steps, number);
  return number;
}

const renameValue = (value: Value, rename: (id: Id) => Id): Value =>
  Array.isArray(value) && value[0] === 'REF' ? (['REF', rename(value[1])] as unknown as Value) : value;

/**
 * The steps with every id replaced by `rename`'s. An object unchanged from one step to the next stays the same
 * object in the result too (steps share their unchanged heap entries, as the recorder's do).
 */
export function renameSteps(steps: readonly Step[], rename: (id: Id) => Id): Step[] {
  const done = new Map<HeapObject, HeapObject>();
  return steps.map((step) => {
    const heap: Record<string, HeapObject> = {};
    for (const [id, object] of Object.entries(step.heap)) {
      let renamed = done.get(object);
      if (renamed === undefined) {
        renamed = withValues(object, (value) => renameValue(value, rename));
        done.set(object, renamed);
      }
      heap[String(rename(id))] = renamed;
    }
    const renamed: Step = {
      ...step,
      stack: step.stack.map((frame) => ({
        ...frame,
        locals: Object.fromEntries(Object.entries(frame.locals).map(([k, v]) => [k, renameValue(v, rename)])),
      })),
      heap,
    };
    if (step.value !== undefined) renamed.value = renameValue(step.value, rename);
    return renamed;
  });
}
