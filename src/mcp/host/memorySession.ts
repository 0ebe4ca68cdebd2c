/**
 * The same docs service and host, connected inside one process (the browser,
 * or a test) through the SDK's InMemoryTransport.
 */
// First, before the SDK defines its schemas.
import '../shared/noEval.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createDocsServer, type ServerLogEntry, type ServerMode } from '../server/docsServer.ts';
import { ObservedTransport, type RpcDirection } from './observedTransport.ts';
import { type DocsSession, REQUEST_TIMEOUT_MS } from './session.ts';

export async function withMemorySession<T>(
  options: { mode?: ServerMode; delayMs?: number; onRpc?: (direction: RpcDirection, message: unknown) => void },
  body: (session: DocsSession) => Promise<T>,
): Promise<T> {
  const log: ServerLogEntry[] = [];
  const server = createDocsServer({ mode: options.mode, delayMs: options.delayMs, log: (entry) => log.push(entry) });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const transport = new ObservedTransport(clientSide, options.onRpc);
  const client = new Client({ name: 'practice-host', version: '1.0.0' }, { capabilities: {} });
  await server.connect(serverSide);
  try {
    await client.connect(transport, { timeout: REQUEST_TIMEOUT_MS });
    if (!client.getServerCapabilities()?.tools) throw new Error('the docs service does not offer tools');
    return await body({ client, protocolVersion: () => transport.protocolVersion, serverLog: async () => [...log] });
  } finally {
    await client.close();
    await server.close();
  }
}
