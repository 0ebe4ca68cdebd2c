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

/**
 * The same question of JSON text, before (or without) parsing it: brackets counted outside strings. An editor
 * asks it to keep text that nests too deep away from a JSON language service that would overflow on it.
 */
export function textNestsDeeperThan(text: string, limit = MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth > limit) return true;
    } else if (char === ']' || char === '}') depth = Math.max(0, depth - 1);
  }
  return false;
}
