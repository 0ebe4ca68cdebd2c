/**
 * The practice loop in the page: the same host and docs server as the
 * command line, connected through the SDK's in-memory transport. The SDK
 * and the server load only when a student starts a run.
 */
import policy from '../../../practice/policy.txt?raw';
import type { RpcDirection } from '../../mcp/host/observedTransport.ts';
import type { DocsSession, PracticeEvent } from '../../mcp/host/session.ts';
import { loopbackUrl } from '../../mcp/shared/loopback.ts';
import { diagnosedFailureOf } from '../shared/RealServer/realServer.ts';
import { type Failure, practiceActions, usePractice } from '../state/practice.ts';

/** The practice folder as the page has it: just policy.txt, bundled. */
async function readFile(path: string): Promise<string> {
  if (path !== 'policy.txt') throw new Error(`read_file 只能读取练习文件夹里的文件，拒绝：${path}`);
  return policy;
}

const record = (event: PracticeEvent) => practiceActions.record(event);

/** The host's approval: as the decision is set, or (the default) once the student answers the dialog. */
function approve(server: string, call: unknown): Promise<boolean> {
  const { decision } = usePractice.getState();
  if (decision !== 'ask') return Promise.resolve(decision === 'allow');
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

const onRpc = (direction: RpcDirection, message: unknown) =>
  record({ kind: 'rpc', direction, message: message as never });

/**
 * A session with the service the student chose: in this page, or the real server at their address (which must be
 * a loopback one: the page's CSP lets it reach nothing else). The mode travels in the address (serve:docs reads it).
 */
async function openSession<T>(body: (session: DocsSession) => Promise<T>): Promise<T> {
  const { mode, transport, serverUrl } = usePractice.getState();
  if (transport === 'memory') {
    const { withMemorySession } = await import('../../mcp/host/memorySession.ts');
    return withMemorySession({ mode, onRpc }, body);
  }
  const url = loopbackUrl(serverUrl);
  url.searchParams.set('mode', mode);
  const { withHttpSession } = await import('../../mcp/host/httpSession.ts');
  return withHttpSession({ url, onRpc }, body);
}

/** A failure in the page's words where it is known: an address the page may not reach, a server not running. */
async function failureOf(error: unknown): Promise<Failure> {
  const { transport, serverUrl } = usePractice.getState();
  if (transport === 'http') return diagnosedFailureOf(error, serverUrl);
  return error instanceof Error ? error.message : String(error);
}

/**
 * After a call the host gave up on, the service's own log: it finished the work anyway. Read until the call
 * completes there (the service takes its time on purpose) or `within` ms have gone.
 */
async function reportLateWork(session: DocsSession, within: number): Promise<void> {
  const until = Date.now() + within;
  while (Date.now() < until) {
    const done = (await session.serverLog()).find(
      (entry) => entry.event === 'completed' && entry.method === 'tools/call',
    );
    if (done) {
      record({
        kind: 'late_work',
        tool: done.tool ?? '?',
        outcome: done.outcome ?? '?',
        clientCancelled: done.clientCancelled === true,
      });
      return;
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

export async function startPractice(): Promise<void> {
  const { status } = usePractice.getState();
  if (status === 'loading' || status === 'running') return;
  practiceActions.begin();
  try {
    const { runPractice, eagerModel, CLIENT_WAIT_MS, SERVICE_DELAY_MS } = await import('../../mcp/host/session.ts');
    // Through the Anthropic SDK: its own chunk, loaded only when chosen; every HTTP call it makes is shown.
    const chosen = usePractice.getState().model;
    const model =
      chosen === 'sdk'
        ? (await import('../../mcp/sdk/anthropicModel.ts')).standInSdkModel(practiceActions.recordHttp).model
        : chosen === 'eager'
          ? eagerModel
          : undefined;
    const delayed = usePractice.getState().mode === 'delayed';
    const result = await openSession(async (session) => {
      practiceActions.connected();
      const ran = await runPractice(session, {
        approve,
        readFile,
        onEvent: record,
        model,
        // The lesson's timeout experiment: the host waits 0.1 s for a service that takes 1 s.
        callTimeoutMs: delayed ? CLIENT_WAIT_MS : undefined,
      });
      // Until the service says so (its own log), not for a time of ours: a busy machine may take longer than its second.
      if (delayed) await reportLateWork(session, SERVICE_DELAY_MS + 15_000);
      return ran;
    });
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
    practiceActions.fail(await failureOf(error));
  }
}

/**
 * The lesson's four verify paths, run side by side in this page (approved, denied, the service's business error, a
 * bad catalog), each in a session of its own: the model requests and the tools/call each makes (T16).
 */
export async function runPaths(): Promise<void> {
  if (usePractice.getState().paths.status === 'running') return;
  practiceActions.setPaths({ status: 'running' });
  try {
    const [{ withMemorySession }, { VERIFY_PATHS }, { runPractice }] = await Promise.all([
      import('../../mcp/host/memorySession.ts'),
      import('../../mcp/host/verify.ts'),
      import('../../mcp/host/session.ts'),
    ]);
    const rows = [];
    for (const path of VERIFY_PATHS) {
      const result = await withMemorySession({ mode: path.mode }, (session) =>
        runPractice(session, { approve: () => path.approve, readFile }),
      );
      rows.push({ id: path.id, modelRequests: result.modelRequests, toolsCalls: result.toolsCalls });
    }
    practiceActions.setPaths({ status: 'done', rows });
  } catch (error) {
    practiceActions.setPaths({ status: 'failed', failure: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * A call of the student's own: a fresh session with the same service behaviour, the catalog read and the pool
 * assembled by the adapter, then callExternal with the student's arguments and the same approval dialog.
 */
export async function callOwnTool(name: string, input: Record<string, string>): Promise<void> {
  const { own } = usePractice.getState();
  if (own.status === 'running') return;
  practiceActions.ownBegin();
  try {
    const { callOnce } = await import('../../mcp/host/callOnce.ts');
    const approveAndRecord = async (server: string, call: unknown) => {
      const approved = await approve(server, call);
      record({ kind: 'approval', n: 0, server, tool: (call as { name?: unknown }).name, approved });
      return approved;
    };
    const result = await openSession((session) => callOnce(session, { id: 'own_1', name, input }, approveAndRecord));
    practiceActions.ownDone(result.envelope, result.toolsCalls);
  } catch (error) {
    practiceActions.ownFail(await failureOf(error));
  }
}
