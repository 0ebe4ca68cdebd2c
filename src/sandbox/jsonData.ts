/**
 * Whether a value that came back from the sandbox is plain data the page can
 * compare and print: what a structured clone carries is more than JSON (BigInt,
 * cycles, Maps, Dates, typed arrays, 100 MB strings), and the judge and the
 * table must never throw on it. `undefined` stays allowed: a function that
 * returns nothing is a wrong answer to show, not a broken one.
 */

/** Why a value is not data: a BigInt, a cycle, an object of another kind (its constructor's name), or too much. */
export type NotData = { path: string; reason: 'bigint' | 'cycle' | 'kind' | 'depth' | 'size'; kind?: string };

export const DATA_LIMITS = { depth: 64, nodes: 100_000, characters: 1_000_000 } as const;
export type DataLimits = { depth: number; nodes: number; characters: number };

/** What walking values has cost: a judgement adds up every value it checks (app/edit/runner.ts bounds the sum). */
export type Spent = { nodes: number; characters: number };

/**
 * Null when `value` is data within the limits; else the first place where it is not. Shared references are walked
 * and counted each time they are met, as a copy of the value (or its JSON) holds them. `spent` adds this walk's
 * cost to a sum.
 */
export function notData(
  value: unknown,
  path: string,
  { spent, limits = DATA_LIMITS }: { spent?: Spent; limits?: DataLimits } = {},
): NotData | null {
  let nodes = 0;
  let characters = 0;
  const open = new Set<object>();
  const walk = (item: unknown, at: string, depth: number): NotData | null => {
    if (++nodes > limits.nodes) return { path: at, reason: 'size' };
    switch (typeof item) {
      case 'string':
        characters += item.length;
        return characters > limits.characters ? { path: at, reason: 'size' } : null;
      case 'bigint':
        return { path: at, reason: 'bigint' };
      case 'object':
        break;
      case 'number':
      case 'boolean':
      case 'undefined':
        return null;
      default:
        return { path: at, reason: 'kind', kind: typeof item };
    }
    if (item === null) return null;
    if (depth > limits.depth) return { path: at, reason: 'depth' };
    if (open.has(item)) return { path: at, reason: 'cycle' };
    const array = Array.isArray(item);
    // A plain object's prototype is an Object.prototype (of whichever realm the structured clone made it in).
    const proto = Object.getPrototypeOf(item);
    if (!array && proto !== null && Object.getPrototypeOf(proto) !== null) {
      return { path: at, reason: 'kind', kind: Object.prototype.toString.call(item).slice(8, -1) };
    }
    open.add(item);
    for (const key of Object.keys(item)) {
      const found = walk((item as Record<string, unknown>)[key], array ? `${at}[${key}]` : `${at}.${key}`, depth + 1);
      if (found) return found;
      characters += key.length;
    }
    open.delete(item);
    return null;
  };
  const found = walk(value, path, 0);
  if (spent) {
    spent.nodes += nodes;
    spent.characters += characters;
  }
  return found;
}
