import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineIn } from '../testing/lineIn.ts';
import type { Trace } from '../tracer/format.ts';
import { deserializeTrace } from '../tracer/storedSteps.ts';
import { traceTable } from '../tracer/table.ts';
import { ENTRY_SOURCES } from './sources.ts';

const trace: Trace = deserializeTrace(
  readFileSync(new URL('../../scenarios/call_external/success.trace.json', import.meta.url), 'utf8'),
);
const sources = { [ENTRY_SOURCES.call_external.file]: ENTRY_SOURCES.call_external.source };
const lineOf = (text: string) => lineIn(ENTRY_SOURCES.call_external.source, text);

describe('the terminal table of a trace', () => {
  it('lists each entry-frame step with its source text and what changed', () => {
    const table = traceTable(trace, { sources, width: 400 });
    const rows = table.split('\n');
    expect(rows[0]).toMatch(/^step\s+event\s+where\s+source\s+changed$/);
    const shownRow = rows.find((row) => row.includes(`callExternal:${lineOf('const sent = deepCopy')}`));
    // The host emptied its copy: the change shows on the next step, with the copy's own id.
    expect(shownRow).toMatch(/shown = \{ id: 'call_2', name: 'mcp__docs__search_docs', input: \{\}#\d+ \}#\d+/);
    expect(rows.at(-1)).toMatch(/^\d+\s+return\s+callExternal:/);
    expect(rows.some((row) => row.includes('checkedTool') || row.includes('resultText:'))).toBe(false);
  });

  it('shows only the stops at breakpoint lines, with every local', () => {
    const line = lineOf('const reply = await route.invoke');
    const table = traceTable(trace, { sources, breakpoints: [line], width: 400 });
    const rows = table.split('\n').slice(1);
    expect(rows[0]).toContain(`callExternal:${line}`);
    expect(rows.filter((row) => /^\d/.test(row))).toHaveLength(1);
    expect(rows.map((row) => row.trim().split(' = ')[0])).toEqual(
      expect.arrayContaining(['call', 'snapshot', 'shown', 'sent', 'args', 'route']),
    );
  });

  it('includes helper frames, indented, when asked', () => {
    const table = traceTable(trace, { sources, allFrames: true, width: 400 });
    expect(table).toMatch(/\n\d+\s+call\s+ {2}resultText:\d+/);
  });
});
