/**
 * Build-time instrumentation of the adapter's source files (Node only).
 *
 * Every top-level function of a traced file gets, without any change to what
 * it computes:
 * - a `call` event on entry and a `return` or `exception` event on exit;
 * - a `line` event before each statement, with a thunk that reads the locals
 *   in scope at that point (only bindings already initialized, so reading
 *   them can never hit the temporal dead zone);
 * - a `line` event on a loop header each time the loop tests for another
 *   iteration, as Python's tracer fires one on its `for` line;
 * - an `exception` event where a catch clause receives an error.
 * Line numbers are those of the original file: the traversal runs at
 * Program enter, before the TypeScript preset strips anything. The two passes: instrument/sites.ts (where the
 * events go, on the untouched tree) and instrument/rewrite.ts (the events written in).
 */
import { type PluginObj, type PluginPass, parseSync, types as t, transformAsync, traverse } from '@babel/core';
import presetTypescript from '@babel/preset-typescript';
import { instrumentFunction, RUNTIME } from './instrument/rewrite.ts';
import { collectSites, lineOf } from './instrument/sites.ts';

export type InstrumentOptions = {
  /** The file as the student sees it named (relative to the project root). */
  displayFile: string;
  /** Import specifier of src/tracer/runtime.ts, as seen from the file. */
  runtimeImport: string;
  /** Rewrites a relative import of another traced file (adds the ?trace query), or returns it unchanged. */
  rewriteImport?: (source: string) => string;
};

function tracePlugin(options: InstrumentOptions): () => PluginObj<PluginPass> {
  return () => ({
    name: 'mcp-playground-trace',
    visitor: {
      Program: {
        enter(program) {
          for (const statement of program.get('body')) {
            const declaration = statement.isExportNamedDeclaration() ? statement.get('declaration') : statement;
            if (declaration.isFunctionDeclaration()) instrumentFunction(declaration, options.displayFile);
            if (statement.isImportDeclaration() && options.rewriteImport) {
              statement.node.source = t.stringLiteral(options.rewriteImport(statement.node.source.value));
            }
          }
          program.unshiftContainer(
            'body',
            t.importDeclaration(
              [t.importNamespaceSpecifier(t.identifier(RUNTIME))],
              t.stringLiteral(options.runtimeImport),
            ),
          );
        },
      },
    },
  });
}

/** Instruments one TypeScript source file; returns JavaScript and a source map back to the original lines. */
export async function instrument(code: string, file: string, options: InstrumentOptions) {
  const result = await transformAsync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    retainLines: false,
    plugins: [tracePlugin(options)],
    presets: [[presetTypescript, { onlyRemoveTypeImports: true, allowDeclareFields: true }]],
  });
  if (!result?.code) throw new Error(`instrumentation produced no code for ${file}`);
  return { code: result.code, map: result.map };
}

/**
 * The lines of a file where a debugger can stop: each traced function's
 * first line (its call event) and every statement and loop header in it.
 * The same analysis that places the events, so the two always agree.
 */
export function stoppableLines(code: string, file: string): number[] {
  const ast = parseSync(code, { filename: file, babelrc: false, configFile: false, presets: [presetTypescript] });
  const lines = new Set<number>();
  if (!ast) return [];
  traverse(ast, {
    FunctionDeclaration(fn) {
      if (!fn.parentPath.isProgram() && !fn.parentPath.isExportNamedDeclaration()) return;
      lines.add(lineOf(fn.node));
      const { statements, headers } = collectSites(fn);
      for (const site of [...statements.values(), ...headers.values()]) lines.add(site.line);
      fn.skip();
    },
  });
  return [...lines].sort((a, b) => a - b);
}
