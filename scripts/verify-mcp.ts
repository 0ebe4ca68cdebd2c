/**
 * npm run verify:mcp — the lesson's four paths against the real stdio server:
 * normal / deny / business error / bad catalog give 4 / 3 / 3 / 2 model
 * requests and 1 / 0 / 1 / 0 tools/call in the server's own log.
 */
import { readPracticeFile, withStdioSession } from '../src/mcp/host/stdioSession.ts';
import { verifyPaths } from '../src/mcp/host/verify.ts';

const rows = await verifyPaths((mode, body) => withStdioSession({ mode }, body), readPracticeFile);
console.log(`${'path'.padEnd(16)} ${'model requests'.padEnd(16)} ${'tools/call'.padEnd(12)} result`);
for (const { path, result, ok } of rows) {
  const requests = `${result.modelRequests} (want ${path.expected.modelRequests})`;
  const calls = `${result.toolsCalls} (want ${path.expected.toolsCalls})`;
  console.log(`${path.id.padEnd(16)} ${requests.padEnd(16)} ${calls.padEnd(12)} ${ok ? 'ok' : 'MISMATCH'}`);
}
const failed = rows.filter((row) => !row.ok).length;
console.log(`\n${rows.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
