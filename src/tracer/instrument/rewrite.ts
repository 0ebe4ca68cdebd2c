/**
 * The instrumenter's second pass: each traced function rebuilt with its events (enter, a line before each
 * statement and at each loop test, caught, returning, raised, leave), at the sites the first pass found
 * (sites.ts). What the function computes does not change.
 */
import { type NodePath, types as t } from '@babel/core';
import { collectSites, type Locals, lineOf, type Site, type Sites } from './sites.ts';

/** The runtime the instrumented code calls; one namespace import per file. */
export const RUNTIME = '__trace';
/** The frame handle inside each instrumented function. */
const FRAME = '__frame';

function localsThunk(names: Locals): t.ArrowFunctionExpression {
  return t.arrowFunctionExpression(
    [],
    t.objectExpression(names.map((name) => t.objectProperty(t.identifier(name), t.identifier(name), false, true))),
  );
}

function runtimeCall(method: string, args: t.Expression[]): t.CallExpression {
  return t.callExpression(t.memberExpression(t.identifier(RUNTIME), t.identifier(method)), args);
}

function lineEvent(site: Site): t.ExpressionStatement {
  return t.expressionStatement(
    runtimeCall('line', [t.identifier(FRAME), t.numericLiteral(site.line), localsThunk(site.locals)]),
  );
}

/** Second pass: rebuild statement lists with events, consulting the sites found on the original tree. */
function instrumentStatements(list: t.Statement[], sites: Sites): t.Statement[] {
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

function asBlock(statement: t.Statement, sites: Sites): t.BlockStatement {
  if (t.isBlockStatement(statement)) {
    statement.body = instrumentStatements(statement.body, sites);
    return statement;
  }
  return t.blockStatement(instrumentStatements([statement], sites));
}

function instrumentChildren(statement: t.Statement, sites: Sites): void {
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

export function instrumentFunction(fn: NodePath<t.FunctionDeclaration>, file: string): void {
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
