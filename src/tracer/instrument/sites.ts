/**
 * The instrumenter's first pass, on the untouched tree: where a function's events go (each statement and loop
 * header) and which locals are readable there. Scope information is only exact before the tree is changed, so this
 * runs before anything is rewritten; stoppableLines() reads the same sites, so the debugger's lines and the events
 * always agree.
 */
import { type NodePath, types as t } from '@babel/core';

export type Locals = string[];

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

export function lineOf(node: t.Node): number {
  return node.loc?.start.line ?? 0;
}

export type Site = { line: number; locals: Locals };

/**
 * First pass, on the untouched tree: for each statement and loop header, the
 * line and the locals visible there. Scope information is only exact before
 * the tree is changed.
 */
export function collectSites(fn: NodePath<t.FunctionDeclaration>) {
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

export type Sites = ReturnType<typeof collectSites>;
