/**
 * A trace as a text table: step, event, line, the source text of that line,
 * and the locals that changed since the frame's previous step. Optionally only
 * the steps where the entry frame stops at breakpoint lines, as a debugger's
 * Continue would. Pure: the terminal viewer prints it.
 */
import type { Step, Trace } from './format.ts';
import { renderValue } from './render.ts';

export type TableOptions = {
  /** Text of every file the trace's frames are in, by its project-relative name. */
  sources: Record<string, string>;
  /** Show only steps where the entry frame reaches one of these lines (line events). */
  breakpoints?: number[];
  /** Also show steps inside helper frames (checkedTool, resultText). */
  allFrames?: boolean;
  width?: number;
};

export function traceTable(trace: Trace, options: TableOptions): string {
  const width = options.width ?? 160;
  const rows: string[][] = [['step', 'event', 'where', 'source', options.breakpoints ? 'locals' : 'changed']];
  const lastLocals = new Map<string, Record<string, string>>();
  trace.steps.forEach((step, index) => {
    const frame = step.stack.at(-1);
    if (!frame) return;
    const key = `${step.stack.length}:${frame.function}`;
    const rendered = Object.fromEntries(
      Object.entries(frame.locals).map(([name, value]) => [name, renderValue(value, step.heap)]),
    );
    const before = step.event === 'call' ? {} : (lastLocals.get(key) ?? {});
    lastLocals.set(key, rendered);
    if (!options.allFrames && step.stack.length > 1) return;
    if (
      options.breakpoints &&
      !(step.event === 'line' && step.stack.length === 1 && options.breakpoints.includes(frame.line))
    ) {
      return;
    }
    const source = (options.sources[frame.file]?.split('\n')[frame.line - 1] ?? '').trim();
    const where = `${'  '.repeat(step.stack.length - 1)}${frame.function}:${frame.line}`;
    if (options.breakpoints) {
      // A stop shows every local on a line of its own, as a debugger's variables panel would.
      rows.push([String(index + 1), eventText(step), where, source, '']);
      for (const [name, text] of Object.entries(rendered)) rows.push(['', '', '', '', `${name} = ${text}`]);
      return;
    }
    const changed = Object.entries(rendered)
      .filter(([name, text]) => before[name] !== text)
      .map(([name, text]) => `${name} = ${text}`);
    rows.push([String(index + 1), eventText(step), where, source, changed.join('; ')]);
  });
  return layout(rows, width);
}

function eventText(step: Step): string {
  if (step.event === 'exception') return `exception ${step.error?.code ?? step.error?.name ?? ''}`.trim();
  return step.event;
}

function layout(rows: string[][], width: number): string {
  const fixed = [0, 1, 2, 3].map((column) =>
    Math.min(column === 3 ? 48 : 40, Math.max(...rows.map((row) => row[column]?.length ?? 0))),
  );
  const rest = Math.max(20, width - fixed.reduce((a, b) => a + b + 2, 0));
  return rows
    .map((row) =>
      row
        .map((cell, column) => {
          const size = fixed[column] ?? rest;
          const text = cell.length > size ? `${cell.slice(0, size - 1)}…` : cell;
          return column === 4 ? text : text.padEnd(size);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
