/**
 * Judges a real server's catalog by the lesson's rules: the adapter's own discoverTools and assembleToolPool give
 * the verdict, exactly as the practice host would; rules.ts adds every further rule each tool breaks. Pure of any
 * transport: the pages come from whichever SDK client listed them (stdio, Streamable HTTP, in memory).
 */
import { assembleToolPool } from '../../adapter/assembleToolPool.ts';
import { checkedTool } from '../../adapter/checkedTool.ts';
import { discoverTools } from '../../adapter/discoverTools.ts';
import { AdapterError } from '../../adapter/errors.ts';
import type { ErrorCode } from '../../adapter/messages.ts';
import { get, isDict, jsonByteLength } from '../../adapter/python.ts';
import { BUILTINS } from '../host/host.ts';

export { allFindings } from './findings.ts';

import { aliasOf, catalogFindings, type Finding, poolFindings, type RecordedPage, toolFindings } from './rules.ts';

/** Pages listed at most: enough to see a catalog the lesson refuses for its length (it reads 4). */
export const MAX_LISTED_PAGES = 8;

/** The adapter's SERVER_NAME (assembleToolPool.ts keeps the lesson's file unexported); rules.test.ts pins them equal. */
export const SERVER_NAME = /^[a-z][a-z0-9-]{0,15}$/;

/** The key the pool files a server under (mcp__<key>__<tool>), from the name the server gives itself. */
export function serverKeyOf(serverName: string | undefined): string {
  // "mcp-servers/everything" is filed as "everything": the last part of a scoped name says what it is.
  const key = (serverName ?? '')
    .split('/')
    .at(-1)
    ?.toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, 16)
    .replace(/-+$/, '');
  return key !== undefined && SERVER_NAME.test(key) ? key : 'server';
}

export const isServerKey = (key: string) => SERVER_NAME.test(key);

/**
 * Lists the catalog page by page as the host would, recording each page, until it ends, a cursor is unusable or
 * repeats, or MAX_LISTED_PAGES were read. A failing request (timeout, protocol error) propagates: that is a
 * connection problem, not a verdict.
 */
export async function listCatalog(listPage: (cursor: string | null) => Promise<unknown>): Promise<RecordedPage[]> {
  const pages: RecordedPage[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  while (pages.length < MAX_LISTED_PAGES) {
    const page = await listPage(cursor);
    pages.push({ cursor, page });
    const next = isDict(page) ? get(page, 'nextCursor') : undefined;
    if (typeof next !== 'string' || next === '' || seen.has(next)) break;
    seen.add(next);
    cursor = next;
  }
  return pages;
}

export type ToolReport = {
  /** 1-based page the tool was listed on. */
  page: number;
  name: string;
  /** The model-visible name it would get. */
  alias: string;
  /** checkedTool's own answer for this tool. */
  code: ErrorCode | null;
  findings: Finding[];
};

export type PageReport = { cursor: string | null; tools: number; bytes: number | null };

export type CheckReport = {
  server: string;
  pages: PageReport[];
  tools: ToolReport[];
  /** discoverTools's rules over the whole catalog (pages, cursors, names, the 8-tool limit). */
  catalog: Finding[];
  /** assembleToolPool's rules for this server's tools (the 8-tool limit, aliases). */
  pool: Finding[];
  /** What the adapter itself said: the step that refused, with its code, or the definitions it would publish. */
  adapter:
    | { accepted: true; definitions: string[] }
    | { accepted: false; step: 'discoverTools' | 'assembleToolPool'; code: ErrorCode | null; message: string };
};

const failure = (error: unknown) =>
  error instanceof AdapterError
    ? { code: error.code, message: error.message }
    : { code: null, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };

const byteLength = (page: unknown) => {
  try {
    return jsonByteLength(page);
  } catch {
    return null;
  }
};

export async function judgeCatalog(pages: readonly RecordedPage[], server: string): Promise<CheckReport> {
  const tools: ToolReport[] = [];
  pages.forEach(({ page }, index) => {
    const listed = isDict(page) && Array.isArray(get(page, 'tools')) ? (page.tools as unknown[]) : [];
    for (const raw of listed) {
      const name = isDict(raw) && typeof raw.name === 'string' ? raw.name : '?';
      let code: ErrorCode | null = null;
      try {
        checkedTool(raw);
      } catch (error) {
        code = error instanceof AdapterError ? error.code : null;
      }
      tools.push({ page: index + 1, name, alias: aliasOf(server, name), code, findings: toolFindings(raw) });
    }
  });
  const builtins = BUILTINS.map((definition) => definition.name);
  const report: Omit<CheckReport, 'adapter'> = {
    server,
    pages: pages.map(({ cursor, page }) => ({
      cursor,
      tools: isDict(page) && Array.isArray(page.tools) ? page.tools.length : 0,
      bytes: byteLength(page),
    })),
    tools,
    catalog: catalogFindings(pages),
    pool: poolFindings(
      server,
      tools.map((tool) => tool.name),
      builtins,
    ),
  };
  // The adapter reads the recorded pages in order, as it read them from the server.
  let next = 0;
  const replay = (cursor: string | null) => {
    const recorded = pages[next++];
    if (!recorded || recorded.cursor !== cursor) throw new Error(`no recorded page for cursor ${String(cursor)}`);
    return recorded.page;
  };
  let discovered: Awaited<ReturnType<typeof discoverTools>>;
  try {
    discovered = await discoverTools(replay);
  } catch (error) {
    return { ...report, adapter: { accepted: false, step: 'discoverTools', ...failure(error) } };
  }
  try {
    const pool = assembleToolPool(BUILTINS, {
      [server]: {
        tools: discovered,
        call: () => {
          throw new Error('a check never calls a tool');
        },
      },
    });
    return { ...report, adapter: { accepted: true, definitions: pool.definitions.map((item) => item.name) } };
  } catch (error) {
    return { ...report, adapter: { accepted: false, step: 'assembleToolPool', ...failure(error) } };
  }
}
