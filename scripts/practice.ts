/**
 * npm run practice -- [--decision allow|deny] [--rpc]
 * The lesson's practice over real stdio: a fixed model, this project's docs
 * service as a child process, real reads of practice/policy.txt. External
 * calls are denied unless --decision allow. --rpc also prints each JSON-RPC message.
 */
import { parseArgs } from 'node:util';
import { QUESTION } from '../src/mcp/host/model.ts';
import { runPractice } from '../src/mcp/host/session.ts';
import { readPracticeFile, withStdioSession } from '../src/mcp/host/stdioSession.ts';
import { describeEvent } from '../src/mcp/host/transcript.ts';

const { values } = parseArgs({ options: { decision: { type: 'string', default: 'deny' }, rpc: { type: 'boolean' } } });
if (values.decision !== 'allow' && values.decision !== 'deny') {
  console.error('practice: --decision takes allow or deny');
  process.exit(2);
}
const allow = values.decision === 'allow';
console.log(`user: ${QUESTION}\nhost decision for external calls: ${allow ? 'allow' : 'deny (default)'}`);
const result = await withStdioSession(
  {
    onRpc: values.rpc
      ? (direction, message) => console.log(describeEvent({ kind: 'rpc', direction, message: message as never }))
      : undefined,
  },
  (session) =>
    runPractice(session, {
      approve: () => allow,
      readFile: readPracticeFile,
      onEvent: (event) => console.log(describeEvent(event)),
    }),
);
console.log(`\nprotocol version: ${result.protocolVersion}`);
console.log(`model requests: ${result.modelRequests} · tools/call in the server's log: ${result.toolsCalls}`);
