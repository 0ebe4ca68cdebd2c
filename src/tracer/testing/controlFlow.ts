/**
 * Control flow the adapter does not use today but the instrumenter must
 * handle without changing results: traced in tests only.
 */

export function loops(items: string[]): number {
  let total = 0;
  for (let i = 0; i < 2; i++) {
    total += i;
  }
  for (const item of items) {
    if (item === 'stop') break;
    total += item.length;
  }
  let n = 0;
  while (n < 2) {
    n++;
  }
  do {
    n--;
  } while (n > 0);
  for (const key in { a: 1, b: 2 }) {
    total += key.length;
  }
  return total;
}

export function branches(x: number): string {
  if (x > 1) {
    return 'big';
  } else if (x > 0) {
    return 'small';
  }
  return 'none';
}

export function switching(kind: string): number {
  switch (kind) {
    case 'a': {
      const inner = 1;
      return inner;
    }
    case 'b':
      // biome-ignore lint/correctness/noSwitchDeclarations: a declaration a case can jump past is what this tests.
      const later = 2;
      return later;
    default:
      return 0;
  }
}

export function catching(fail: boolean): string {
  try {
    if (fail) throw new Error('boom');
    return 'ok';
    // biome-ignore lint/suspicious/noExplicitAny: TypeScript allows only any or unknown on a catch binding, and this one destructures.
  } catch ({ message }: any) {
    return message;
  }
}

export async function awaiting(value: Promise<number>): Promise<number> {
  const got = await value;
  return got + 1;
}

export function nested(x: number): number {
  return helper(x) * 2;
}

function helper(y: number): number {
  return y + 1;
}

export function fallsOff(): void {
  const unused = 1;
  void unused;
}

async function* countTo(n: number): AsyncGenerator<number> {
  for (let i = 1; i <= n; i++) yield i;
}

export async function awaitingEach(n: number): Promise<number> {
  let total = 0;
  for await (const part of countTo(n)) {
    total += part;
  }
  for await (const part of [Promise.resolve(10), 20]) {
    total += part;
  }
  return total;
}

export function labelled(rows: number[][]): number {
  let seen = 0;
  outer: for (const row of rows) {
    for (const cell of row) {
      if (cell < 0) continue outer;
      if (cell > 99) break outer;
      seen += cell;
    }
  }
  return seen;
}
