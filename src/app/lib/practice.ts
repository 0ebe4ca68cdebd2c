/**
 * The practice loop in the page: the same host and docs server as the
 * command line, connected through the SDK's in-memory transport. The SDK
 * and the server load only when a student starts a run.
 */
import policy from '../../../practice/policy.txt?raw';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import { usePractice } from '../state/practice.ts';

/** The practice folder as the page has it: just policy.txt, bundled. */
async function readFile(path: string): Promise<string> {
  if (path !== 'policy.txt') throw new Error(`read_file 只能读取练习文件夹里的文件，拒绝：${path}`);
  return policy;
}

const record = (event: PracticeEvent) => usePractice.setState((state) => ({ events: [...state.events, event] }));

/** The host's approval: the run waits until the student answers the dialog. */
function approve(server: string, call: unknown): Promise<boolean> {
  return new Promise((done) => {
    usePractice.setState({
      pending: {
        server,
        call,
        decide: (approved) => {
          usePractice.setState({ pending: null });
          done(approved);
        },
      },
    });
  });
}

export async function startPractice(): Promise<void> {
  const { mode, status } = usePractice.getState();
  if (status === 'loading' || status === 'running') return;
  usePractice.setState({ status: 'loading', events: [], summary: null, failure: null, pending: null });
  try {
    const [{ withMemorySession }, { runPractice }] = await Promise.all([
      import('../../mcp/host/memorySession.ts'),
      import('../../mcp/host/session.ts'),
    ]);
    usePractice.setState({ status: 'running' });
    const result = await withMemorySession(
      { mode, onRpc: (direction, message) => record({ kind: 'rpc', direction, message: message as never }) },
      (session) => runPractice(session, { approve, readFile, onEvent: record }),
    );
    usePractice.setState({
      status: 'done',
      summary: {
        modelRequests: result.modelRequests,
        toolsCalls: result.toolsCalls,
        protocolVersion: result.protocolVersion,
        answer: result.answer,
      },
    });
  } catch (error) {
    usePractice.setState({
      status: 'failed',
      failure: error instanceof Error ? error.message : String(error),
      pending: null,
    });
  }
}
