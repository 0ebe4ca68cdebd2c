import { memo, useState } from 'react';
import { SMALL_OBJECT, type VariableNode } from '../variables.ts';

export type ValueTreeLabels = {
  sameAs: (path: string) => string;
  objectId: (id: number) => string;
  changed: string;
  more: (count: number) => string;
  /** An object's colour (debugger/palette.ts): the same object reads the same, two on screen never alike. */
  colourOf: (id: number) => string;
  /** The local a predicted answer was about, marked where the answer shows (predict mode). */
  mark?: { name: string; right: boolean; text: string };
};

/** Children drawn per object; a trace from outside may hold lists of any length. */
export const CHILD_LIMIT = 200;

function Row({ node, depth, labels }: { node: VariableNode; depth: number; labels: ValueTreeLabels }) {
  // A local holding a small object opens expanded: its entries and their alias notes are the point.
  const [open, setOpen] = useState(depth === 0 && node.hasChildren && node.size <= SMALL_OBJECT);
  const children = open && node.hasChildren ? node.children() : [];
  const mark = depth === 0 && labels.mark?.name === node.name ? labels.mark : null;
  return (
    <li
      className={node.changed ? 'var is-changed' : 'var'}
      data-testid={depth === 0 ? `var-${node.name}` : undefined}
      data-path={node.path}
      data-changed={node.changed || undefined}
      data-predicted={mark ? (mark.right ? 'right' : 'shown') : undefined}
    >
      <div className="var-row">
        {node.hasChildren ? (
          <button
            type="button"
            className="var-toggle"
            aria-expanded={open}
            aria-label={node.path}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="var-toggle" />
        )}
        <span className="var-name">{node.name}</span>
        {node.id !== null ? (
          <span
            className="var-id"
            style={{ borderColor: labels.colourOf(node.id), color: labels.colourOf(node.id) }}
            title={labels.objectId(node.id)}
            data-id={node.id}
          >
            #{node.id}
          </span>
        ) : null}
        <span className="var-value" data-testid={depth === 0 ? `var-value-${node.name}` : undefined}>
          {node.summary}
        </span>
        {node.sameAs.length > 0 ? (
          <span className="var-same" title={node.sameAs.map(labels.sameAs).join('\n')}>
            = {node.sameAs[0]}
          </span>
        ) : null}
        {node.changed ? <span className="visually-hidden">{labels.changed}</span> : null}
        {mark ? (
          <span className={mark.right ? 'predict-mark right' : 'predict-mark'} data-testid="predict-mark">
            {mark.right ? '✔' : '●'} {mark.text}
          </span>
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul className="var-children">
          {children.slice(0, CHILD_LIMIT).map((child) => (
            <Row key={child.path} node={child} depth={depth + 1} labels={labels} />
          ))}
          {children.length > CHILD_LIMIT ? (
            <li className="var var-more" data-testid="var-more">
              {labels.more(children.length - CHILD_LIMIT)}
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

/** Locals as an expandable tree, with object ids, what changed, and which paths hold the same object. */
export const ValueTree = memo(function ValueTree({
  nodes,
  labels,
}: {
  nodes: VariableNode[];
  labels: ValueTreeLabels;
}) {
  return (
    <ul className="var-tree">
      {nodes.map((node) => (
        <Row key={node.path} node={node} depth={0} labels={labels} />
      ))}
    </ul>
  );
});
