/**
 * The docs service over stdio, as the host launches it:
 *   node --import tsx src/mcp/server/stdio.ts [--mode normal|business-error|bad-catalog|delayed|slow]
 *     [--delay-ms 1000] [--log FILE]
 * stdout carries MCP only; the log (one JSON object a line) goes to FILE, diagnostics to stderr.
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsServer, SERVER_MODES, type ServerMode } from './docsServer.ts';

const { values } = parseArgs({
  options: { mode: { type: 'string', default: 'normal' }, 'delay-ms': { type: 'string' }, log: { type: 'string' } },
});
const mode = values.mode as ServerMode;
if (!SERVER_MODES.includes(mode)) {
  console.error(`docs server: unknown --mode ${values.mode} (one of ${SERVER_MODES.join(', ')})`);
  process.exit(2);
}
const logFile = values.log;
const server = createDocsServer({
  mode,
  delayMs: values['delay-ms'] ? Number(values['delay-ms']) : undefined,
  log: (entry) => {
    if (!logFile) return;
    // The log must not fail a request: a write that fails is reported, and the answer still goes out.
    try {
      appendFileSync(logFile, `${JSON.stringify(entry)}\n`);
    } catch (error) {
      console.error(`docs server: the log could not be written: ${(error as Error).message}`);
    }
  },
});
server.onerror = (error) => console.error(`docs server: ${error.message}`);
await server.connect(new StdioServerTransport());
