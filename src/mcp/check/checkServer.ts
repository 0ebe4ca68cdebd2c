/**
 * `npm run check-server`: list a real server's catalog with the SDK client, as the practice host lists it, and
 * judge it by the lesson's rules (Node only: it launches or reaches the server).
 */

import { listToolsPage } from '../host/session.ts';
import { type Connected, ConnectionError, type Target, withServer } from './connect.ts';
import { type CheckReport, isServerKey, judgeCatalog, listCatalog, serverKeyOf } from './judge.ts';

export type ServerCheck = {
  target: string;
  server: { name: string | null; version: string | null; protocolVersion: string | null };
  report: CheckReport;
};

export async function checkServer(
  target: Target,
  options: { key?: string; connectTimeout?: number } = {},
): Promise<ServerCheck> {
  if (options.key !== undefined && !isServerKey(options.key)) {
    throw new RangeError(`--key ${options.key}: a pool key is ^[a-z][a-z0-9-]{0,15}$`);
  }
  return withServer(target, options, async (connected: Connected) => {
    const { client, timeout } = connected;
    // The host's own request: tools/list with the cursor, nothing more, under the host's timeout.
    const pages = await listCatalog((cursor) =>
      listToolsPage(client, cursor, timeout).catch((error: Error) => {
        // A timeout, an MCP error, or an answer the SDK finds invalid MCP: no catalog to judge.
        throw new ConnectionError(`tools/list${cursor === null ? '' : ` (cursor ${cursor})`} failed: ${error.message}`);
      }),
    );
    const key = options.key ?? serverKeyOf(connected.serverName);
    return {
      target: target.kind === 'stdio' ? [target.command, ...target.args].join(' ') : target.url.href,
      server: {
        name: connected.serverName ?? null,
        version: connected.serverVersion ?? null,
        protocolVersion: connected.protocolVersion,
      },
      report: await judgeCatalog(pages, key),
    };
  });
}
