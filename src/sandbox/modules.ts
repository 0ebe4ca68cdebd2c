/**
 * Compiled adapter files made into modules without a bundler (no Babel here:
 * this is what a runner worker evaluates). Each script is a file already
 * instrumented and turned into a function body over `__import` / `__exports`
 * (link.ts); `loadModules` evaluates them with `new Function`, which only the
 * sandbox's CSP allows, and only in a runner worker.
 */
import * as errors from '../adapter/errors.ts';
import * as messages from '../adapter/messages.ts';
import * as python from '../adapter/python.ts';
import * as runtime from '../tracer/runtime.ts';

export type Module = Record<string, unknown>;

/** One compiled file: its function body, and the specifiers it imports. */
export type Script = { code: string; imports: string[] };

export const RUNTIME = 'src/tracer/runtime.ts';
export const QUERY = '?trace';

/** The modules an adapter file may import besides the traced files: the same objects the recorder uses. */
export const BASE: Record<string, Module> = {
  'src/adapter/errors.ts': errors,
  'src/adapter/messages.ts': messages,
  'src/adapter/python.ts': python,
  // Types only: nothing of it exists at run time.
  'src/adapter/types.ts': {},
  [RUNTIME]: runtime,
};

/**
 * What kind of problem, for the page to say in its own language: Babel's `reasonCode` and the strings of its
 * `details` (`UnexpectedToken`, `{ expected: ',' }`), or one of the linker's own. The message stays as a fallback.
 */
export type ProblemReason = { code: string; details: Record<string, string> };

/** A problem in the student's file, with where it is when the parser knows. */
export class LinkError extends Error {
  override name = 'LinkError';
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | null = null,
    readonly column: number | null = null,
    reason: ProblemReason | null = null,
  ) {
    super(message);
    this.reason = reason && boundedReason(reason);
  }
  readonly reason: ProblemReason | null;
}

/** The student's problem a link error is, as the page shows it: the file and place, the sentence, the reason. */
export const problemOf = ({ file, line, column, message, reason }: LinkError) => ({
  file,
  line,
  column,
  message,
  reason,
});

/** Within what the page accepts (sandbox/protocol.ts): a word for the code, four short details at most. */
function boundedReason({ code, details }: ProblemReason): ProblemReason | null {
  if (!/^[A-Za-z]{1,64}$/.test(code)) return null;
  const kept = Object.entries(details)
    .filter(([key]) => /^\w{1,32}$/.test(key))
    .slice(0, 4)
    .map(([key, value]) => [key, value.slice(0, 80)]);
  return { code, details: Object.fromEntries(kept) };
}

/** `./python.ts` from `src/adapter/callExternal.ts` → `src/adapter/python.ts`. */
export function resolveImport(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const piece of specifier.replace(QUERY, '').split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** An error thrown while a module's own code ran, reported against its file (with a place when it has one). */
export function moduleError(error: unknown, file: string): LinkError {
  const loc = (error as { loc?: { line: number; column: number } } | null)?.loc;
  let text: string;
  try {
    text = error instanceof Error ? error.message : String(error);
  } catch {
    text = 'an error that cannot be read';
  }
  return new LinkError(text.split('\n')[0] ?? text, file, loc?.line ?? null, loc ? loc.column + 1 : null);
}

/** Instantiates `file` and what it imports from the compiled scripts; every file at most once. */
export function loadModules(scripts: Readonly<Record<string, Script>>, file: string): Module {
  const loaded = new Map<string, Module>();
  const load = (path: string): Module => {
    const base = BASE[path];
    if (base) return base;
    const done = loaded.get(path);
    if (done) return done;
    const script = scripts[path];
    if (!script)
      throw new LinkError(`${path} is not one of the lesson's traced files`, path, null, null, {
        code: 'NotTracedFile',
        details: { file: path },
      });
    const table = new Map<string, Module>();
    for (const specifier of script.imports) {
      const target = resolveImport(path, specifier);
      if (!BASE[target] && !scripts[target]) {
        throw new LinkError(`${specifier}: edit mode can import only the adapter's own files`, path, null, null, {
          code: 'ImportNotAllowed',
          details: { specifier },
        });
      }
      table.set(specifier, load(target));
    }
    const exports: Module = {};
    loaded.set(path, exports);
    // The student's code, in a runner worker only: its CSP allows eval there and nowhere else.
    const body = new Function('__import', '__exports', `"use strict";\n${script.code}`);
    try {
      body((specifier: string) => table.get(specifier), exports);
    } catch (error) {
      throw moduleError(error, path);
    }
    return exports;
  };
  return load(file);
}
