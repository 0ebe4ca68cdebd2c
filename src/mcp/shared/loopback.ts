/**
 * The page reaches real MCP servers only on this machine: the CSP's connect-src allows loopback origins and nothing
 * else (docs/embed.md says what a host adds to allow more). An address is checked here first, so a student gets
 * a clear message instead of a CSP refusal in the console.
 */

export const LOOPBACK_HOSTNAMES = ['127.0.0.1', 'localhost'];

/** Where `npm run serve:docs` listens by default: the address Practice and Your server start from. */
export const DOCS_SERVER_PORT = 3920;
export const DOCS_SERVER_URL = `http://127.0.0.1:${DOCS_SERVER_PORT}/mcp`;

export type NotLoopbackReason = 'not_address' | 'not_http' | 'not_loopback';

export class NotLoopback extends Error {
  override name = 'NotLoopback';
  constructor(
    readonly reason: NotLoopbackReason,
    detail: string,
    /** What was refused (the address, or its host), for a sentence in the page's own language. */
    readonly subject?: string,
  ) {
    super(detail);
  }
}

/** The address as a URL, if it is http(s) on a loopback host; otherwise a NotLoopback saying why. */
export function loopbackUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new NotLoopback('not_address', `not an address: ${text}`, text);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new NotLoopback('not_http', `not http(s): ${url.href}`, url.href);
  if (!LOOPBACK_HOSTNAMES.includes(url.hostname))
    throw new NotLoopback(
      'not_loopback',
      `only 127.0.0.1 or localhost can be reached from this page, not ${url.hostname}`,
      url.hostname,
    );
  return url;
}
