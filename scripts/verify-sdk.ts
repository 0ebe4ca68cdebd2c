/**
 * npm run verify:sdk — the practice loop through the official Anthropic SDK (a stand-in Messages API behind its
 * fetch, no network) and the docs service over real stdio: each path's HTTP log (status, the SDK's retry count,
 * whether the request carried tool feedback) and its counts. Allow: 5 HTTP, 1 tools/call; deny: 4 and 0.
 */
import { readPracticeFile, withStdioSession } from '../src/mcp/host/stdioSession.ts';
import { SDK_PATHS, verifySdkPath } from '../src/mcp/sdk/verifySdk.ts';

let failed = 0;
for (const path of SDK_PATHS) {
  const row = await withStdioSession({}, (session) => verifySdkPath(path, session, readPracticeFile));
  console.log(`\n${path.id} (external calls ${path.approve ? 'approved' : 'denied'})`);
  console.log(`  ${'HTTP'.padEnd(6)}${'status'.padEnd(8)}${'retry'.padEnd(7)}tool feedback`);
  for (const call of row.http) {
    const fed = call.externalFeedback ? 'yes (an MCP tool result)' : call.toolFeedback ? 'yes' : 'no';
    console.log(`  ${String(call.n).padEnd(6)}${String(call.status).padEnd(8)}${String(call.retry).padEnd(7)}${fed}`);
  }
  console.log(
    `  HTTP calls: ${row.http.length} (want ${path.expected.http}) · model requests: ${row.modelRequests} · ` +
      `tools/call in the server's log: ${row.toolsCalls} (want ${path.expected.toolsCalls}) · ${row.ok ? 'ok' : 'MISMATCH'}`,
  );
  if (!row.ok) failed++;
}
console.log(`\n${SDK_PATHS.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
