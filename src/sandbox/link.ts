/**
 * Edited adapter files, compiled to be made runnable without a bundler: each
 * file is instrumented exactly as the build does it
 * (src/tracer/instrument.ts), then its `import` / `export` declarations are
 * turned into calls on a module table (modules.ts evaluates the result, in a
 * runner). Runs in the sandbox's compiler worker, which never runs the code it
 * compiles; the unit tests run it in Node to prove the traces equal the build's.
 */
import { type NodePath, type PluginObj, type PluginPass, types as t, transformAsync } from '@babel/core';
import { TRACED_FILES } from '../scenarios/manifest.ts';
import { instrument } from '../tracer/instrument.ts';
import {
  BASE,
  LinkError,
  loadModules,
  type Module,
  type ProblemReason,
  QUERY,
  RUNTIME,
  resolveImport,
  type Script,
} from './modules.ts';

export { LinkError, resolveImport };

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
  return new LinkError(sentence, file, loc?.line ?? null, loc ? loc.column + 1 : null, reasonOf(error));
}

/** Babel's reason for a parse error, with the details that are strings (the token expected, a name). */
function reasonOf(error: unknown): ProblemReason | null {
  const { reasonCode, details } = (error ?? {}) as { reasonCode?: unknown; details?: unknown };
  if (typeof reasonCode !== 'string') return null;
  const strings = Object.entries(typeof details === 'object' && details !== null ? details : {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { code: reasonCode, details: Object.fromEntries(strings) };
}

/**
 * Compiled files by path and text, kept across requests: an edit recompiles only the file it changed. Bounded,
 * so a long session of edits does not grow it without end.
 */
const compiled = new Map<string, Promise<Script>>();
const COMPILED_KEPT = 40;

async function compile(sources: Readonly<Record<string, string>>, file: string): Promise<Script> {
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

/** The file compiled, from the cache when this text was compiled before (a failed compile is not kept). */
function compiledFile(sources: Readonly<Record<string, string>>, file: string): Promise<Script> {
  const key = `${file}\n${sources[file]}`;
  let script = compiled.get(key);
  if (!script) {
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value as string);
    script = compile(sources, file);
    compiled.set(key, script);
    script.catch(() => compiled.delete(key));
  }
  return script;
}

/** `file` and every traced file it imports, compiled; a LinkError names the file and place of a problem. */
export async function compileFiles(
  sources: Readonly<Record<string, string>>,
  file: string,
): Promise<Record<string, Script>> {
  const scripts: Record<string, Script> = {};
  const visit = async (path: string): Promise<void> => {
    if (BASE[path] || scripts[path]) return;
    const script = await compiledFile(sources, path);
    scripts[path] = script;
    for (const specifier of script.imports) {
      const target = resolveImport(path, specifier);
      if (!BASE[target] && sources[target] === undefined) {
        throw new LinkError(`${specifier}: edit mode can import only the adapter's own files`, path, null, null, {
          code: 'ImportNotAllowed',
          details: { specifier },
        });
      }
      await visit(target);
    }
  };
  await visit(file);
  return scripts;
}

/** Compiles and loads in one place (the unit tests, in Node): what the compiler and a runner do between them. */
export async function compileAndLoad(sources: Readonly<Record<string, string>>, file: string): Promise<Module> {
  return loadModules(await compileFiles(sources, file), file);
}
