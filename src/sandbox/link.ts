/**
 * Edited adapter files, made runnable without a bundler: each file is
 * instrumented exactly as the build does it (src/tracer/instrument.ts), then
 * its `import` / `export` declarations are turned into calls on a module
 * table, and the result is evaluated as a function body. Runs only inside the
 * sandbox's worker (the page's CSP forbids eval); the unit tests run it in
 * Node to prove the traces equal the build's.
 */
import { type NodePath, type PluginObj, type PluginPass, types as t, transformAsync } from '@babel/core';
import * as errors from '../adapter/errors.ts';
import * as messages from '../adapter/messages.ts';
import * as python from '../adapter/python.ts';
import { TRACED_FILES } from '../scenarios/manifest.ts';
import { instrument } from '../tracer/instrument.ts';
import * as runtime from '../tracer/runtime.ts';

type Module = Record<string, unknown>;

const RUNTIME = 'src/tracer/runtime.ts';
const QUERY = '?trace';

/** The modules an adapter file may import besides the traced files: the same objects the recorder uses. */
const BASE: Record<string, Module> = {
  'src/adapter/errors.ts': errors,
  'src/adapter/messages.ts': messages,
  'src/adapter/python.ts': python,
  // Types only: nothing of it exists at run time.
  'src/adapter/types.ts': {},
  [RUNTIME]: runtime,
};

/** A problem in the student's file, with where it is when the parser knows. */
export class LinkError extends Error {
  override name = 'LinkError';
  constructor(
    message: string,
    readonly file: string,
    readonly line: number | null = null,
    readonly column: number | null = null,
  ) {
    super(message);
  }
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

const relativeTo = (from: string, target: string) => {
  const up = from.split('/').length - 1;
  return `${'../'.repeat(up - 1)}${target.split('/').slice(1).join('/')}`;
};

/** import → `const x = __import(spec)`, export → `__exports.x = x`: the module as a function body. */
function moduleToScope(): PluginObj<PluginPass & { exported: string[] }> {
  return {
    // Per file: Babel keeps one instance of a plugin for every file it transforms.
    pre() {
      this.exported = [];
    },
    visitor: {
      ImportDeclaration(path: NodePath<t.ImportDeclaration>) {
        const module = t.callExpression(t.identifier('__import'), [t.stringLiteral(path.node.source.value)]);
        const namespace = path.node.specifiers.find((s) => t.isImportNamespaceSpecifier(s));
        if (namespace) {
          path.replaceWith(t.variableDeclaration('const', [t.variableDeclarator(namespace.local, module)]));
          return;
        }
        const properties = path.node.specifiers.flatMap((s) =>
          t.isImportSpecifier(s)
            ? [t.objectProperty(t.isIdentifier(s.imported) ? s.imported : t.identifier(s.imported.value), s.local)]
            : t.isImportDefaultSpecifier(s)
              ? [t.objectProperty(t.identifier('default'), s.local)]
              : [],
        );
        path.replaceWith(t.variableDeclaration('const', [t.variableDeclarator(t.objectPattern(properties), module)]));
      },
      ExportNamedDeclaration(path: NodePath<t.ExportNamedDeclaration>) {
        const { exported } = this;
        const { declaration, specifiers } = path.node;
        if (path.node.source) throw path.buildCodeFrameError('re-exports are not supported in edit mode');
        if (declaration) {
          if (t.isFunctionDeclaration(declaration) && declaration.id) exported.push(declaration.id.name);
          else if (t.isVariableDeclaration(declaration))
            for (const d of declaration.declarations) if (t.isIdentifier(d.id)) exported.push(d.id.name);
          path.replaceWith(declaration);
          return;
        }
        for (const s of specifiers) {
          if (t.isExportSpecifier(s) && t.isIdentifier(s.exported)) {
            path.insertBefore(
              t.expressionStatement(
                t.assignmentExpression('=', t.memberExpression(t.identifier('__exports'), s.exported), s.local),
              ),
            );
          }
        }
        path.remove();
      },
      ExportDefaultDeclaration(path) {
        throw path.buildCodeFrameError('export default is not supported in edit mode: export the function by name');
      },
      Program: {
        exit(path) {
          for (const name of this.exported) {
            path.pushContainer(
              'body',
              t.expressionStatement(
                t.assignmentExpression(
                  '=',
                  t.memberExpression(t.identifier('__exports'), t.identifier(name)),
                  t.identifier(name),
                ),
              ),
            );
          }
        },
      },
    },
  };
}

/** Babel's parse errors carry `loc`; anything else is reported against the file without a place. */
function toLinkError(error: unknown, file: string): LinkError {
  const loc = (error as { loc?: { line: number; column: number } }).loc;
  const text = error instanceof Error ? error.message : String(error);
  // Babel prefixes the file name, appends a code frame and, for a parse error, its place again as " (1:28)":
  // keep the sentence (the line and column are given apart).
  const sentence = (text.replace(/^[^:]*: /, '').split('\n')[0] ?? text).replace(/ \(\d+:\d+\)$/, '');
  return new LinkError(sentence, file, loc?.line ?? null, loc ? loc.column + 1 : null);
}

type Script = { code: string; imports: string[] };

/**
 * Compiled files by path and text, kept across requests: an edit recompiles only the file it changed. Bounded,
 * so a long session of edits does not grow it without end.
 */
const compiled = new Map<string, Promise<Script>>();
const COMPILED_KEPT = 40;

/** The traced files' sources (the student's where edited) linked into modules; `load` instantiates one. */
export function linker(sources: Readonly<Record<string, string>>) {
  const loaded = new Map<string, Promise<Module>>();
  const scripts = {
    get: (file: string) => compiled.get(`${file}\n${sources[file]}`),
    set: (file: string, script: Promise<Script>) => {
      if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
      compiled.set(`${file}\n${sources[file]}`, script);
    },
  };

  async function compile(file: string): Promise<Script> {
    const source = sources[file];
    if (source === undefined) throw new LinkError(`${file} is not one of the lesson's traced files`, file);
    const traced = new Set(TRACED_FILES);
    let code: string;
    try {
      ({ code } = await instrument(source, file, {
        displayFile: file,
        runtimeImport: relativeTo(file, RUNTIME),
        rewriteImport: (specifier) =>
          specifier.startsWith('.') && traced.has(resolveImport(file, specifier)) ? `${specifier}${QUERY}` : specifier,
      }));
      const linked = await transformAsync(code, {
        babelrc: false,
        configFile: false,
        sourceType: 'module',
        plugins: [moduleToScope],
      });
      code = linked?.code ?? '';
    } catch (error) {
      throw toLinkError(error, file);
    }
    const imports = [...code.matchAll(/__import\("([^"]+)"\)/g)].map((m) => m[1] as string);
    return { code, imports };
  }

  /** Compiles the file (kept for a later load of the same text) without running it. */
  async function prepare(file: string): Promise<void> {
    if (BASE[file] || scripts.get(file)) return;
    const script = compile(file);
    scripts.set(file, script);
    try {
      await script;
    } catch {
      compiled.delete(`${file}\n${sources[file]}`);
    }
  }

  async function load(file: string): Promise<Module> {
    const base = BASE[file];
    if (base) return base;
    let module = loaded.get(file);
    if (!module) {
      module = (async () => {
        let script = scripts.get(file);
        if (!script) {
          script = compile(file);
          scripts.set(file, script);
        }
        let code: string;
        let imports: string[];
        try {
          ({ code, imports } = await script);
        } catch (error) {
          // A failed compile is not kept: the same text fails again, but the next one is tried afresh.
          compiled.delete(`${file}\n${sources[file]}`);
          throw error;
        }
        const table = new Map<string, Module>();
        for (const specifier of imports) {
          const target = resolveImport(file, specifier);
          if (!BASE[target] && sources[target] === undefined) {
            throw new LinkError(`${specifier}: edit mode can import only the adapter's own files`, file);
          }
          table.set(specifier, await load(target));
        }
        const exports: Module = {};
        // The student's code, in the sandbox's worker only: its CSP allows eval there and nowhere else.
        const body = new Function('__import', '__exports', `"use strict";\n${code}`);
        try {
          body((specifier: string) => table.get(specifier), exports);
        } catch (error) {
          throw toLinkError(error, file);
        }
        return exports;
      })();
      loaded.set(file, module);
    }
    return module;
  }

  return { load, compile, prepare };
}
