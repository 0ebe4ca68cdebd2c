import { describe, expect, it } from 'vitest';
import { discoverTools } from './discoverTools.ts';
import { expectCode } from './testing/expectCode.ts';
import { pagesByCursor, tool } from './testing/fixtures.ts';

const GRIN = '\u{1f600}';
const tools = (...names: string[]) => names.map((name) => tool(name));

describe('discoverTools reads a paginated catalog and returns it only when complete', () => {
  it('follows cursors and returns deep copies of every tool', async () => {
    const { listPage, calls } = pagesByCursor({
      '': { tools: tools('a'), nextCursor: 'p2' },
      p2: { tools: tools('b') },
    });
    // The pages as the server handed them over (the fake hands out a fresh copy each time).
    const served: { tools: ReturnType<typeof tool>[] }[] = [];
    const found = await discoverTools(async (cursor) => {
      const page = await listPage(cursor);
      served.push(page);
      return page;
    });
    expect(found.map((t) => t.name)).toEqual(['a', 'b']);
    expect(calls).toEqual([null, 'p2']);
    // Equal to what the server sent, sharing nothing with it: a change to one cannot reach the other.
    const sent = served.flatMap((page) => page.tools);
    expect(found).toEqual(sent);
    found.forEach((copy, i) => {
      expect(copy).not.toBe(sent[i]);
      expect(copy.inputSchema).not.toBe(sent[i]?.inputSchema);
      expect(copy.inputSchema.properties).not.toBe(sent[i]?.inputSchema.properties);
    });
  });

  it('accepts an answer given later (a promise of a page)', async () => {
    const found = await discoverTools(async () => ({ tools: tools('a') }));
    expect(found.map((t) => t.name)).toEqual(['a']);
  });

  it('treats nextCursor null like a missing one', async () => {
    const { listPage } = pagesByCursor({ '': { tools: tools('a'), nextCursor: null } });
    expect(await discoverTools(listPage)).toHaveLength(1);
  });

  it('reads four pages at most: a fifth is never requested', async () => {
    const fourPages = pagesByCursor({
      '': { tools: [], nextCursor: '1' },
      '1': { tools: [], nextCursor: '2' },
      '2': { tools: [], nextCursor: '3' },
      '3': { tools: tools('a') },
    });
    expect(await discoverTools(fourPages.listPage)).toHaveLength(1);
    const endless = pagesByCursor({
      '': { tools: [], nextCursor: '1' },
      '1': { tools: [], nextCursor: '2' },
      '2': { tools: [], nextCursor: '3' },
      '3': { tools: [], nextCursor: '4' },
    });
    await expectCode(() => discoverTools(endless.listPage), 'catalog_too_many_pages');
    expect(endless.calls).toEqual([null, '1', '2', '3']);
  });

  it('takes eight tools across pages, not nine', async () => {
    const eight = pagesByCursor({
      '': { tools: tools('a', 'b', 'c', 'd'), nextCursor: 'n' },
      n: { tools: tools('e', 'f', 'g', 'h') },
    });
    expect(await discoverTools(eight.listPage)).toHaveLength(8);
    const nine = pagesByCursor({
      '': { tools: tools('a', 'b', 'c', 'd'), nextCursor: 'n' },
      n: { tools: tools('e', 'f', 'g', 'h', 'i') },
    });
    await expectCode(() => discoverTools(nine.listPage), 'tool_duplicate_or_over_limit');
  });

  it('refuses a repeated tool name', async () => {
    const { listPage } = pagesByCursor({ '': { tools: tools('a', 'a') } });
    await expectCode(() => discoverTools(listPage), 'tool_duplicate_or_over_limit');
  });

  it('refuses a page that is not an object with a tools list', async () => {
    for (const page of [null, [], { tools: {} }, { nextCursor: 'x' }, 'page']) {
      await expectCode(() => discoverTools(() => page as never), 'catalog_page_invalid');
    }
  });

  it('measures a Chinese page as Python writes it: 24000 bytes pass, 24001 do not', async () => {
    // {"tools": [], "padding": ""} is 28 bytes; each 中 adds 3.
    const page = (extraAscii: number) => ({ tools: [], padding: `${'中'.repeat(7990)}${'a'.repeat(extraAscii)}` });
    expect(28 + 7990 * 3 + 2).toBe(24000);
    expect(await discoverTools(() => page(2) as never)).toEqual([]);
    await expectCode(() => discoverTools(() => page(3) as never), 'catalog_page_too_large');
  });

  it('checks the page budget before any tool on it', async () => {
    const page = { tools: [{ name: 'bad name' }], padding: 'x'.repeat(24000) };
    await expectCode(() => discoverTools(() => page as never), 'catalog_page_too_large');
  });

  it('wants a cursor of 1 to 120 code points, never seen before', async () => {
    // The follow-up page sits under another key for '', which stands for the first request here.
    const withCursor = (cursor: unknown) =>
      pagesByCursor({ '': { tools: [], nextCursor: cursor }, [String(cursor) || 'unused']: { tools: [] } }).listPage;
    expect(await discoverTools(withCursor(GRIN.repeat(120)))).toEqual([]);
    for (const cursor of ['', GRIN.repeat(121), 5, true, ['p2'], { next: 'p2' }]) {
      await expectCode(() => discoverTools(withCursor(cursor)), 'cursor_invalid_or_repeated');
    }
    const repeat = pagesByCursor({ '': { tools: [], nextCursor: 'again' }, again: { tools: [], nextCursor: 'again' } });
    await expectCode(() => discoverTools(repeat.listPage), 'cursor_invalid_or_repeated');
    expect(repeat.calls).toEqual([null, 'again']);
  });

  it('never publishes part of a catalog: a failure on page two rejects the whole', async () => {
    const badLater = pagesByCursor({
      '': { tools: tools('a'), nextCursor: 'p2' },
      p2: { tools: [{ name: 'later', inputSchema: { type: 'array' } }] },
    });
    await expectCode(() => discoverTools(badLater.listPage), 'schema_shape_unsupported');
    const lostLater = pagesByCursor({ '': { tools: tools('a'), nextCursor: 'p2' } });
    await expect(discoverTools(lostLater.listPage)).rejects.toThrow('no page for p2');
  });
});
