/**
 * Where a JSON path (`input.pages[0].cursor`, as problems name them) sits in
 * a JSON text: the offset of its value, so an editor can put the cursor on
 * the problem. A small scanner over valid JSON (text that does not parse has
 * no paths to find); nesting is bounded by the validator's depth limit.
 */

/** `input.pages[0].cursor` → ['input', 'pages', 0, 'cursor']; `(root)` or '' → []. */
export function segmentsOf(path: string): (string | number)[] {
  if (path === '' || path === '(root)') return [];
  const out: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)) {
    if (match[2] !== undefined) out.push(Number(match[2]));
    else if (match[3] !== undefined) out.push(JSON.parse(`"${match[3]}"`) as string);
    else if (match[1] !== undefined) out.push(match[1]);
  }
  return out;
}

/** The offset of the value at `path` in `text`, or of the nearest enclosing value found; null if none. */
export function offsetOfPath(text: string, path: string): number | null {
  const target = segmentsOf(path);
  let at = 0;
  let best: number | null = null;
  const space = () => {
    while (at < text.length && /\s/.test(text[at] as string)) at++;
  };
  const string = () => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  // Walks one value; `depth` is how many segments of the target the path so far matches.
  const value = (depth: number, onPath: boolean): boolean => {
    space();
    if (onPath) {
      best = at;
      if (depth === target.length) return true;
    }
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      if (text[at] === '}') {
        at++;
        return false;
      }
      for (;;) {
        space();
        const key = string();
        space();
        at++; // :
        if (value(depth + 1, onPath && target[depth] === key)) return true;
        space();
        if (text[at++] === '}') return false;
      }
    }
    if (char === '[') {
      at++;
      space();
      if (text[at] === ']') {
        at++;
        return false;
      }
      for (let index = 0; ; index++) {
        if (value(depth + 1, onPath && target[depth] === index)) return true;
        space();
        if (text[at++] === ']') return false;
      }
    }
    if (char === '"') string();
    else while (at < text.length && !/[\s,\]}]/.test(text[at] as string)) at++;
    return false;
  };
  try {
    value(0, true);
  } catch {
    // Not JSON after all: the nearest place found so far is still a place.
  }
  return best;
}
