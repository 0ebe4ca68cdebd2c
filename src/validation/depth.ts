/**
 * How deep parsed JSON nests, measured without recursion: a validator that
 * recurses (zod's json schema does) meets the stack limit on data nested
 * thousands deep, so depth is checked first and refused with a message.
 */
export const MAX_DEPTH = 64;

/** Whether `data` nests deeper than `limit` arrays or objects. */
export function nestsDeeperThan(data: unknown, limit = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[data, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
  }
  return false;
}
