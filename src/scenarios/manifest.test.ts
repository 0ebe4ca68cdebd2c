import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_IDS } from './functions.ts';
import { ENTRY_FILES, FAKES_FILE, SOURCE_GROUPS, TRACED_FILES } from './manifest.ts';
import { FAKES_SOURCE, TRACED_SOURCES } from './moreSources.ts';
import { ENTRY_SOURCES } from './sources.ts';
import { loadTracedEntries } from './traced.ts';

const root = join(import.meta.dirname, '..', '..');

describe('the manifest of traced files', () => {
  it('names files that exist, one entry per function', () => {
    expect(Object.keys(ENTRY_FILES)).toEqual([...FUNCTION_IDS]);
    for (const file of [...TRACED_FILES, FAKES_FILE]) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('is what the source views show: every traced file with its stop lines, the harness with none', () => {
    expect(Object.keys(TRACED_SOURCES).sort()).toEqual([...TRACED_FILES].sort());
    for (const file of TRACED_FILES) expect(TRACED_SOURCES[file]?.stoppable.length, file).toBeGreaterThan(0);
    expect(FAKES_SOURCE.stoppable).toEqual([]);
    expect(SOURCE_GROUPS.entries).toEqual(Object.values(ENTRY_SOURCES).map((entry) => entry.file));
  });

  it('is what the traced loader loads: each entry function, instrumented', async () => {
    const entries = await loadTracedEntries();
    for (const { name } of Object.values(ENTRY_FILES)) {
      expect(entries[name as keyof typeof entries].toString(), name).toMatch(/__frame/);
    }
  });
});
