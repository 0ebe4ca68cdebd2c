/**
 * The docs service over Streamable HTTP, on loopback:
 *   npm run serve:docs -- [--port 3920] [--mode normal|business-error|bad-catalog|delayed|slow] [--delay-ms 1000]
 *     [--allow-origin http://host:port]…
 * Prints the MCP URL; each session's request log is at GET <url>/log (header mcp-session-id). Ctrl-C stops it.
 * A session may ask for another mode in its address (…/mcp?mode=bad-catalog): the page's Practice section does,
 * so one running service answers all four of its paths.
 */
import { parseArgs } from 'node:util';
import { DOCS_SERVER_PORT } from '../shared/loopback.ts';
import { createDocsServer, SERVER_MODES, type ServerLogEntry, type ServerMode } from './docsServer.ts';
import { PLAYGROUND_ORIGINS, serveHttp } from './http.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(DOCS_SERVER_PORT) },
    mode: { type: 'string', default: 'normal' },
    'delay-ms': { type: 'string' },
    'allow-origin': { type: 'string', multiple: true },
  },
});
const mode = values.mode as ServerMode;
const port = Number(values.port);
if (!SERVER_MODES.includes(mode) || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve:docs: --mode is one of ${SERVER_MODES.join(', ')}; --port is 0–65535`);
  process.exit(2);
}
const allowedOrigins = [...PLAYGROUND_ORIGINS, ...(values['allow-origin'] ?? [])];
const running = await serveHttp<ServerLogEntry>({
  port,
  allowedOrigins,
  onRefusedOrigin: (origin) =>
    console.log(`refused a page from ${origin}: to allow it, start with --allow-origin ${origin}`),
  create: (url) => {
    const log: ServerLogEntry[] = [];
    const asked = url.searchParams.get('mode') as ServerMode | null;
    const server = createDocsServer({
      mode: asked !== null && SERVER_MODES.includes(asked) ? asked : mode,
      delayMs: values['delay-ms'] ? Number(values['delay-ms']) : undefined,
      log: (entry) => log.push(entry),
    });
    return { server, log: () => [...log] };
  },
}).catch((error: Error) => {
  console.error(`serve:docs: could not listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(2);
});
console.log(`docs service (${mode}) at ${running.url.href}`);
console.log(`origins allowed: ${allowedOrigins.join(' ')}`);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
