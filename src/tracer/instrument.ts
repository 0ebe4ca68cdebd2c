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
 * Program enter, before the TypeScript preset strips anything.
 */
import {
  type NodePath,
  type PluginObj,
  type PluginPass,
  parseSync,
  types as t,
  transformAsync,
  traverse,
} from '@babel/core';
import presetTypescript from '@babel/preset-typescript';

/** The runtime the instrumented code calls; one namespace import per file. */
const RUNTIME = '__trace';
/** The frame handle inside each instrumented function. */
const FRAME = '__frame';

export type InstrumentOptions = {
  /** The file as the student sees it named (relative to the project root). */
  displayFile: string;
  /** Import specifier of src/tracer/runtime.ts, as seen from the file. */
  runtimeImport: string;
  /** Rewrites a relative import of another traced file (adds the ?trace query), or returns it unchanged. */
  rewriteImport?: (source: string) => string;
};

type Locals = string[];

/** Names visible at `position` from `scope` up to the function scope, excluding ones not yet initialized. */
function visibleLocals(scope: NodePath['scope'], position: number, functionScope: NodePath['scope']): Locals {
  const names = new Set<string>();
  let current: NodePath['scope'] | undefined = scope;
  const chain: NodePath['scope'][] = [];
  while (current) {
    chain.push(current);
    if (current === functionScope) break;
    current = current.parent;
  }
  // Outermost first, so locals read in the order a student declared them.
  for (const level of chain.reverse()) {
    for (const [name, binding] of Object.entries(level.bindings)) {
      if (name.startsWith('__')) continue;
      const start = binding.identifier.start ?? Number.POSITIVE_INFINITY;
      const initializedBefore = binding.kind === 'param' || binding.kind === 'hoisted' || start < position;
      if (!initializedBefore) continue;
      // A switch case can jump past a declaration in the same switch: leave those out.
      if (insideSwitchBlock(binding.path) && binding.kind !== 'param') continue;
      names.add(name);
    }
  }
  return [...names];
}

function insideSwitchBlock(path: NodePath): boolean {
  return path.findParent((p) => p.isSwitchStatement() || p.isFunction())?.isSwitchStatement() ?? false;
}

function localsThunk(names: Locals): t.ArrowFunctionExpression {
  return t.arrowFunctionExpression(
    [],
    t.objectExpression(names.map((name) => t.objectProperty(t.identifier(name), t.identifier(name), false, true))),
  );
}

function runtimeCall(method: string, args: t.Expression[]): t.CallExpression {
  return t.callExpression(t.memberExpression(t.identifier(RUNTIME), t.identifier(method)), args);
}

function lineOf(node: t.Node): number {
  return node.loc?.start.line ?? 0;
}

type Site = { line: number; locals: Locals };

/**
 * First pass, on the untouched tree: for each statement and loop header, the
 * line and the locals visible there. Scope information is only exact before
 * the tree is changed.
 */
function collectSites(fn: NodePath<t.FunctionDeclaration>) {
  const statements = new Map<t.Node, Site>();
  const headers = new Map<t.Node, Site>();
  const functionScope = fn.scope;
  fn.get('body').traverse({
    Function(inner) {
      inner.skip();
    },
    Statement(path) {
      if (path.isBlockStatement() || path.isFunctionDeclaration()) return;
      // A labelled loop steps as the loop does (its header): the label is not a statement of its own.
      if (path.isLabeledStatement() && t.isLoop(path.node.body)) return;
      const node = path.node;
      const start = node.start ?? 0;
      statements.set(node, { line: lineOf(node), locals: visibleLocals(path.scope, start, functionScope) });
      if (path.isForStatement() || path.isWhileStatement() || path.isDoWhileStatement()) {
        // The test runs in the loop's own scope, after the init.
        const test = path.isForStatement() ? path.node.test : (path.node as t.WhileStatement).test;
        const position = test?.start ?? node.end ?? start;
        headers.set(node, { line: lineOf(node), locals: visibleLocals(path.scope, position, functionScope) });
      }
      if (path.isForOfStatement() || path.isForInStatement()) {
        // The iterable is read outside the loop variable's scope (its binding is in TDZ there).
        const outer = path.scope.parent ?? path.scope;
        headers.set(node, { line: lineOf(node), locals: visibleLocals(outer, start, functionScope) });
      }
    },
  });
  return { statements, headers };
}

function lineEvent(site: Site): t.ExpressionStatement {
  return t.expressionStatement(
    runtimeCall('line', [t.identifier(FRAME), t.numericLiteral(site.line), localsThunk(site.locals)]),
  );
}

/** Second pass: rebuild statement lists with events, consulting the sites found on the original tree. */
function instrumentStatements(list: t.Statement[], sites: ReturnType<typeof collectSites>): t.Statement[] {
  const out: t.Statement[] = [];
  for (const statement of list) {
    const site = sites.statements.get(statement);
    const header = sites.headers.get(statement);
    instrumentChildren(statement, sites);
    if (site && !header) out.push(lineEvent(site));
    out.push(header ? instrumentHeader(statement, header) : statement);
  }
  return out;
}

function asBlock(statement: t.Statement, sites: ReturnType<typeof collectSites>): t.BlockStatement {
  if (t.isBlockStatement(statement)) {
    statement.body = instrumentStatements(statement.body, sites);
    return statement;
  }
  return t.blockStatement(instrumentStatements([statement], sites));
}

function instrumentChildren(statement: t.Statement, sites: ReturnType<typeof collectSites>): void {
  if (t.isBlockStatement(statement)) {
    statement.body = instrumentStatements(statement.body, sites);
  } else if (t.isIfStatement(statement)) {
    statement.consequent = asBlock(statement.consequent, sites);
    if (statement.alternate) statement.alternate = asBlock(statement.alternate, sites);
  } else if (t.isLabeledStatement(statement) && t.isLoop(statement.body)) {
    // The label stays on the loop itself (on a block around it, `continue label` would not be valid).
    const loop = statement.body;
    const header = sites.headers.get(loop);
    instrumentChildren(loop, sites);
    statement.body = header ? instrumentHeader(loop, header) : loop;
  } else if (
    t.isForStatement(statement) ||
    t.isForOfStatement(statement) ||
    t.isForInStatement(statement) ||
    t.isWhileStatement(statement) ||
    t.isDoWhileStatement(statement) ||
    t.isLabeledStatement(statement)
  ) {
    statement.body = asBlock(statement.body, sites);
  } else if (t.isTryStatement(statement)) {
    statement.block = asBlock(statement.block, sites);
    if (statement.handler) {
      const handler = statement.handler;
      handler.body = asBlock(handler.body, sites);
      // A destructuring or missing catch binding is read through one plain name.
      if (!t.isIdentifier(handler.param)) {
        if (handler.param) {
          const pattern = handler.param;
          handler.body.body.unshift(
            t.variableDeclaration('const', [t.variableDeclarator(pattern, t.identifier('__error'))]),
          );
        }
        handler.param = t.identifier('__error');
      }
      // The error has landed in this frame: Python's tracer reports it here too.
      handler.body.body.unshift(t.expressionStatement(runtimeCall('caught', [t.identifier(FRAME), handler.param])));
    }
    if (statement.finalizer) statement.finalizer = asBlock(statement.finalizer, sites);
  } else if (t.isSwitchStatement(statement)) {
    for (const branch of statement.cases) branch.consequent = instrumentStatements(branch.consequent, sites);
  } else if (t.isReturnStatement(statement)) {
    statement.argument = runtimeCall('returning', [
      t.identifier(FRAME),
      statement.argument ?? t.identifier('undefined'),
    ]);
  }
}

function instrumentHeader(statement: t.Statement, site: Site): t.Statement {
  const event = runtimeCall('line', [t.identifier(FRAME), t.numericLiteral(site.line), localsThunk(site.locals)]);
  if (t.isForStatement(statement) || t.isWhileStatement(statement)) {
    const test = statement.test ?? t.booleanLiteral(true);
    statement.test = t.sequenceExpression([event, test]);
  } else if (t.isDoWhileStatement(statement)) {
    statement.test = t.sequenceExpression([event, statement.test]);
  } else if (t.isForOfStatement(statement)) {
    // for await…of takes each item with an await: its header walks the source the same way, asynchronously.
    statement.right = runtimeCall(statement.await ? 'iterateAsync' : 'iterate', [
      t.identifier(FRAME),
      t.numericLiteral(site.line),
      localsThunk(site.locals),
      statement.right,
    ]);
  } else if (t.isForInStatement(statement)) {
    // for…in cannot walk a generator: it becomes a for…of over the keys for…in would visit.
    const keys = runtimeCall('iterateKeys', [
      t.identifier(FRAME),
      t.numericLiteral(site.line),
      localsThunk(site.locals),
      statement.right,
    ]);
    return t.inherits(t.forOfStatement(statement.left, keys, statement.body), statement);
  }
  return statement;
}

function paramNames(fn: NodePath<t.FunctionDeclaration>): string[] {
  return fn.node.params.flatMap((param) => Object.keys(t.getBindingIdentifiers(param)));
}

function instrumentFunction(fn: NodePath<t.FunctionDeclaration>, file: string): void {
  const node = fn.node;
  const name = node.id?.name ?? '(anonymous)';
  const sites = collectSites(fn);
  const body = instrumentStatements(node.body.body, sites);
  const enter = t.variableDeclaration('const', [
    t.variableDeclarator(
      t.identifier(FRAME),
      runtimeCall('enter', [
        t.stringLiteral(name),
        t.stringLiteral(file),
        t.numericLiteral(lineOf(node)),
        localsThunk(paramNames(fn)),
      ]),
    ),
  ]);
  const error = t.identifier('__thrown');
  node.body.body = [
    enter,
    t.tryStatement(
      t.blockStatement(body),
      t.catchClause(
        error,
        t.blockStatement([
          t.expressionStatement(runtimeCall('raised', [t.identifier(FRAME), error])),
          t.throwStatement(error),
        ]),
      ),
      t.blockStatement([t.expressionStatement(runtimeCall('leave', [t.identifier(FRAME)]))]),
    ),
  ];
}

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
