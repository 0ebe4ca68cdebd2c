/**
 * The practice loop in the page: the same host and docs server as the
 * command line, connected through the SDK's in-memory transport. The SDK
 * and the server load only when a student starts a run.
 */
import policy from '../../../practice/policy.txt?raw';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import { practiceActions, usePractice } from './store.ts';

/** The practice folder as the page has it: just policy.txt, bundled. */
async function readFile(path: string): Promise<string> {
  if (path !== 'policy.txt') throw new Error(`read_file 只能读取练习文件夹里的文件，拒绝：${path}`);
  return policy;
}

const record = (event: PracticeEvent) => practiceActions.record(event);

/** The host's approval: the run waits until the student answers the dialog. */
function approve(server: string, call: unknown): Promise<boolean> {
  return new Promise((done) => {
    practiceActions.awaitApproval({
      server,
      call,
      decide: (approved) => {
        practiceActions.approvalDecided();
        done(approved);
      },
    });
  });
}

export async function startPractice(): Promise<void> {
  const { mode, status } = usePractice.getState();
  if (status === 'loading' || status === 'running') return;
  practiceActions.begin();
  try {
    const [{ withMemorySession }, { runPractice }] = await Promise.all([
      import('../../mcp/host/memorySession.ts'),
      import('../../mcp/host/session.ts'),
    ]);
    practiceActions.connected();
    const result = await withMemorySession(
      { mode, onRpc: (direction, message) => record({ kind: 'rpc', direction, message: message as never }) },
      (session) => runPractice(session, { approve, readFile, onEvent: record }),
    );
    practiceActions.finish({
      modelRequests: result.modelRequests,
      toolsCalls: result.toolsCalls,
      protocolVersion: result.protocolVersion,
      answer: result.answer,
      tools: result.pool.definitions
        .filter((definition) => definition.name.startsWith('mcp__'))
        .map((definition) => ({
          name: definition.name,
          properties: Object.keys((definition.input_schema as { properties?: object }).properties ?? {}),
        })),
    });
  } catch (error) {
    practiceActions.fail(error instanceof Error ? error.message : String(error));
  }
}

/**
 * A call of the student's own: a fresh session with the same service behaviour, the catalog read and the pool
 * assembled by the adapter, then callExternal with the student's arguments and the same approval dialog.
 */
export async function callOwnTool(name: string, input: Record<string, string>): Promise<void> {
  const { mode, own } = usePractice.getState();
  if (own.status === 'running') return;
  practiceActions.ownBegin();
  try {
    const [{ withMemorySession }, { callOnce }] = await Promise.all([
      import('../../mcp/host/memorySession.ts'),
      import('../../mcp/host/callOnce.ts'),
    ]);
    const approveAndRecord = async (server: string, call: unknown) => {
      const approved = await approve(server, call);
      record({ kind: 'approval', n: 0, server, tool: (call as { name?: unknown }).name, approved });
      return approved;
    };
    const result = await withMemorySession(
      { mode, onRpc: (direction, message) => record({ kind: 'rpc', direction, message: message as never }) },
      (session) => callOnce(session, { id: 'own_1', name, input }, approveAndRecord),
    );
    practiceActions.ownDone(result.envelope, result.toolsCalls);
  } catch (error) {
    practiceActions.ownFail(error instanceof Error ? error.message : String(error));
  }
}
