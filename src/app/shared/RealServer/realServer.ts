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
    zh: '页面只能连接本机（127.0.0.1 或 localhost）上的服务，不能连接 {detail}。',
    en: 'The page can only reach servers on this machine (127.0.0.1 or localhost), not {detail}.',
  },
  unreachable: {
    zh: '连不上 {url}：服务在运行吗？（例如 `npm run serve:docs`）原因：{detail}',
    en: 'Could not reach {url}: is the server running? (e.g. `npm run serve:docs`) Reason: {detail}',
  },
  originRefused: {
    zh: '{url} 上的服务在运行，但拒绝了这个页面的来源 {origin}。请这样启动它：`npm run serve:docs -- --allow-origin {origin}`',
    en: 'The server at {url} is running but refuses this page’s origin, {origin}. Start it with `npm run serve:docs -- --allow-origin {origin}`',
  },
} satisfies Catalog;

/** Why a connection failed: one of the texts above, or the library's own message. */
export type ServerFailure = string | { key: keyof typeof REAL_SERVER_TEXT; values: Record<string, string> };

export function serverFailureOf(error: unknown, url: string): ServerFailure {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof NotLoopback)
    return { key: `notLoopback_${error.reason}`, values: { detail: error.subject ?? detail } };
  // fetch() rejects with a TypeError when nothing answers at the address; the SDK may pass its message on.
  if (isNetworkFailure(error, detail)) return { key: 'unreachable', values: { url, detail } };
  return detail;
}

const isNetworkFailure = (error: unknown, detail: string) =>
  error instanceof TypeError || /failed to fetch|fetch failed|networkerror/i.test(detail);

/**
 * The same, told apart where the browser cannot say: a request the page may not read fails as a server that is not
 * there does. A `no-cors` request to the address is answered (unreadably) by a server that is running and refuses
 * this page's origin, and fails when nothing listens: the first gets the `--allow-origin` it needs.
 */
export async function diagnosedFailureOf(
  error: unknown,
  url: string,
  probe: (url: string) => Promise<unknown> = (address) => fetch(address, { mode: 'no-cors', cache: 'no-store' }),
  origin: string = globalThis.location?.origin ?? '',
): Promise<ServerFailure> {
  const failure = serverFailureOf(error, url);
  if (typeof failure === 'string' || failure.key !== 'unreachable' || !origin) return failure;
  try {
    await probe(url);
    return { key: 'originRefused', values: { url, origin } };
  } catch {
    return failure;
  }
}
