/**
 * What Practice and "Your server" say about reaching a real server: the address field's words, and why a
 * connection failed, keyed so each is worded in the page's language when shown. Pure.
 */
import { NotLoopback } from '../../../mcp/shared/loopback.ts';
import type { Catalog } from '../../i18n/catalog.ts';

export const REAL_SERVER_TEXT = {
  serverUrl: { zh: '服务地址', en: 'Server address' },
  notLoopback_not_address: { zh: '这不是一个地址：{detail}', en: 'This is not an address: {detail}' },
  notLoopback_not_http: {
    zh: '地址必须以 http:// 开头：{detail}',
    en: 'The address must start with http://: {detail}',
  },
  notLoopback_not_loopback: {
    zh: '页面只能连接本机（127.0.0.1 或 localhost）上的服务：{detail}',
    en: 'The page can only reach servers on this machine (127.0.0.1 or localhost): {detail}',
  },
  unreachable: {
    zh: '连不上 {url}：服务在运行吗？（例如 `npm run serve:docs`）原因：{detail}',
    en: 'Could not reach {url}: is the server running? (e.g. `npm run serve:docs`) Reason: {detail}',
  },
} satisfies Catalog;

/** Why a connection failed: one of the texts above, or the library's own message. */
export type ServerFailure = string | { key: keyof typeof REAL_SERVER_TEXT; values: Record<string, string> };

export function serverFailureOf(error: unknown, url: string): ServerFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof NotLoopback) return { key: `notLoopback_${error.reason}`, values: { detail } };
  // fetch() rejects with a TypeError when nothing answers at the address; the SDK may pass its message on.
  if (error instanceof TypeError || /failed to fetch|fetch failed|networkerror/i.test(detail))
    return { key: 'unreachable', values: { url, detail } };
  return detail;
}
