/**
 * Connects the official SDK client to a server someone else wrote (Node only): launched over stdio like the
 * practice server, or reached over Streamable HTTP. One async scope, as in the host: connect, check the server
 * offers tools, run the body, and on every exit path close the client, which ends a launched child.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ObservedTransport } from '../host/observedTransport.ts';
import { REQUEST_TIMEOUT_MS } from '../host/session.ts';

export type Target = { kind: 'stdio'; command: string; args: string[] } | { kind: 'http'; url: URL };

export type Connected = {
  client: Client;
  serverName: string | undefined;
  serverVersion: string | undefined;
  protocolVersion: string | null;
  /** The MCP request timeout the host uses, for every request of the body. */
  timeout: number;
};

/** A problem reaching the server, not a verdict on its catalog (the CLI exits 2 for it). */
export class ConnectionError extends Error {
  override name = 'ConnectionError';
}

/** The last lines a launched server wrote to stderr: shown when it fails to connect, kept quiet otherwise. */
const STDERR_LINES = 12;

export async function withServer<T>(
  target: Target,
  options: { connectTimeout?: number },
  body: (server: Connected) => Promise<T>,
): Promise<T> {
  const stderr: string[] = [];
  let inner: Transport;
  if (target.kind === 'stdio') {
    const stdio = new StdioClientTransport({ command: target.command, args: target.args, stderr: 'pipe' });
    stdio.stderr?.on('data', (chunk: Buffer) => {
      stderr.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      stderr.splice(0, Math.max(0, stderr.length - STDERR_LINES));
    });
    inner = stdio;
  } else {
    inner = new StreamableHTTPClientTransport(target.url);
  }
  // Watches the version the SDK negotiated; the SDK does all the protocol work.
  const transport = new ObservedTransport(inner);
  const client = new Client({ name: 'check-server', version: '1.0.0' }, { capabilities: {} });
  const where = target.kind === 'stdio' ? [target.command, ...target.args].join(' ') : target.url.href;
  try {
    try {
      await client.connect(transport, { timeout: options.connectTimeout ?? REQUEST_TIMEOUT_MS });
    } catch (error) {
      const told = stderr.length > 0 ? `\nthe server's stderr (last lines):\n  ${stderr.join('\n  ')}` : '';
      const timedOut = /timed out/i.test((error as Error).message);
      // A launched command may spend its first seconds downloading the server (npx -y): say what to do.
      const hint =
        timedOut && target.kind === 'stdio'
          ? `\nno answer to initialize within ${options.connectTimeout ?? REQUEST_TIMEOUT_MS} ms; a command that downloads the server first (npx -y) may need --connect-timeout 60000`
          : '';
      throw new ConnectionError(`could not connect to ${where}: ${(error as Error).message}${hint}${told}`);
    }
    if (!client.getServerCapabilities()?.tools) throw new ConnectionError(`${where} does not offer tools`);
    const info = client.getServerVersion();
    return await body({
      client,
      serverName: info?.name,
      serverVersion: info?.version,
      protocolVersion: transport.protocolVersion,
      timeout: REQUEST_TIMEOUT_MS,
    });
  } finally {
    await client.close().catch(() => undefined);
  }
}
