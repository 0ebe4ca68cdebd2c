import { checkedTool } from './checkedTool.ts';
import { AdapterError } from './errors.ts';
import { get, isDict, jsonByteLength, pyLen } from './python.ts';
import type { CheckedTool, ListPage } from './types.ts';

/** 最多四页八项；完整验证后才返回目录，不发布半份结果。At most four pages and eight tools; the catalog is returned only once it is whole. */
export async function discoverTools(listPage: ListPage): Promise<CheckedTool[]> {
  const tools: CheckedTool[] = [];
  const seen = new Set<string>();
  const cursors = new Set<string>();
  let cursor: unknown = null;
  for (let round = 0; round < 4; round++) {
    // cursor 是 null，或是上一轮末尾已通过检查的字符串。cursor is null or a string that passed the checks at the end of the last round.
    const page = await listPage(cursor as string | null);
    if (!isDict(page) || !Array.isArray(get(page, 'tools'))) {
      throw new AdapterError('catalog_page_invalid');
    }
    if (jsonByteLength(page) > 24000) {
      throw new AdapterError('catalog_page_too_large');
    }
    for (const raw of page.tools as unknown[]) {
      const tool = checkedTool(raw);
      if (seen.has(tool.name) || tools.length >= 8) {
        throw new AdapterError('tool_duplicate_or_over_limit');
      }
      seen.add(tool.name);
      tools.push(tool);
    }
    cursor = get(page, 'nextCursor');
    if (cursor == null) {
      return tools;
    }
    if (typeof cursor !== 'string' || cursor === '' || pyLen(cursor) > 120 || cursors.has(cursor)) {
      throw new AdapterError('cursor_invalid_or_repeated');
    }
    cursors.add(cursor);
  }
  throw new AdapterError('catalog_too_many_pages');
}
