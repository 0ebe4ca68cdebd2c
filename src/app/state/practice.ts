/**
 * The Practice section's state: which server mode, the run's events (model
 * requests, tool calls, approvals, JSON-RPC messages, in the order they
 * happened), the approval the host is waiting for, and the final counts.
 * Written only through `practiceActions`: components and the loop call them.
 */
import { create } from 'zustand';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import type { HttpCall } from '../../mcp/sdk/messagesApi.ts';
import type { ServerMode } from '../../mcp/server/modes.ts';
import type { ServerFailure } from '../shared/RealServer/realServer.ts';

/** Why a run failed: a message of the library, or a text of the page's (worded when shown). */
export type Failure = ServerFailure;

export type PendingApproval = { server: string; call: unknown; decide: (approved: boolean) => void };

export type PracticeSummary = {
  modelRequests: number;
  toolsCalls: number;
  protocolVersion: string | null;
  answer: string | null;
  /** The docs tools of the pool the run published: what the student may call themself. */
  tools: { name: string; properties: string[] }[];
};

/** A call of the student's own (callOnce): its result envelope, and how many tools/call reached the server. */
export type OwnCall =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; envelope: unknown; toolsCalls: number }
  | { status: 'failed'; failure: Failure };

/** In this page (the SDK's in-memory pair), or a real, separate server over Streamable HTTP. */
export type PracticeTransport = 'memory' | 'http';

/**
 * Model requests straight to the fixed stand-in, or through the Anthropic SDK to a stand-in Messages API
 * (verify:sdk), or to a stand-in that calls a docs tool in the same reply that loads the catalog (T17).
 */
export type PracticeModel = 'fixed' | 'sdk' | 'eager';

/** Where `npm run serve:docs` listens by default. */
export { DOCS_SERVER_URL as DEFAULT_SERVER_URL } from '../../mcp/shared/loopback.ts';

import { DOCS_SERVER_URL } from '../../mcp/shared/loopback.ts';

/** How the host answers the approval: the student decides in a dialog, or a setting (a Practice checkpoint's) does. */
export type PracticeDecision = 'ask' | 'allow' | 'deny';

/** The four verify paths run side by side (T16): their figures, in the lesson's order. */
export type PathsRun =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; rows: { id: string; modelRequests: number; toolsCalls: number }[] }
  | { status: 'failed'; failure: Failure };

export type PracticeState = {
  mode: ServerMode;
  decision: PracticeDecision;
  /** How the run on screen was set up (its model path and the server's mode), for the questions that ask of it. */
  ran: { model: PracticeModel; mode: ServerMode } | null;
  paths: PathsRun;
  transport: PracticeTransport;
  serverUrl: string;
  model: PracticeModel;
  /** The SDK's HTTP calls to the stand-in API, when model is 'sdk'. */
  http: HttpCall[];
  status: 'idle' | 'loading' | 'running' | 'done' | 'failed';
  events: PracticeEvent[];
  pending: PendingApproval | null;
  summary: PracticeSummary | null;
  failure: Failure | null;
  own: OwnCall;
};

export const usePractice = create<PracticeState>()(() => ({
  mode: 'normal',
  decision: 'ask',
  ran: null,
  paths: { status: 'idle' },
  transport: 'memory',
  serverUrl: DOCS_SERVER_URL,
  model: 'fixed',
  http: [],
  status: 'idle',
  events: [],
  pending: null,
  summary: null,
  failure: null,
  own: { status: 'idle' },
}));

/** Whether a run or the student's own call is going on: the controls wait meanwhile. */
export const isBusy = (state: Pick<PracticeState, 'status' | 'own'>) =>
  state.status === 'loading' || state.status === 'running' || state.own.status === 'running';

export const practiceActions = {
  setMode(mode: PracticeState['mode']) {
    usePractice.setState({ mode });
  },
  setTransport(transport: PracticeTransport) {
    usePractice.setState({ transport });
  },
  setServerUrl(serverUrl: string) {
    usePractice.setState({ serverUrl });
  },
  setModel(model: PracticeModel) {
    usePractice.setState({ model });
  },
  setDecision(decision: PracticeDecision) {
    usePractice.setState({ decision });
  },
  /** A Practice checkpoint's run, set up as its question asks (the student still presses Start). */
  setUp(run: { model: PracticeModel; mode: ServerMode; decision: PracticeDecision }) {
    usePractice.setState({ ...run, transport: 'memory' });
  },
  /**
   * A Practice checkpoint opened: what an earlier run showed (its timeline, its counts, the four paths' table) is
   * put away, since it would answer the new questions before they are run (a run going on is left alone).
   */
  clearRun() {
    if (isBusy(usePractice.getState())) return;
    usePractice.setState({
      ran: null,
      status: 'idle',
      events: [],
      http: [],
      summary: null,
      failure: null,
      pending: null,
      paths: { status: 'idle' },
      own: { status: 'idle' },
    });
  },
  setPaths(paths: PathsRun) {
    usePractice.setState({ paths });
  },
  recordHttp(call: HttpCall) {
    usePractice.setState((state) => ({ http: [...state.http, call] }));
  },
  /** A new run: what the last one showed is cleared. */
  begin() {
    usePractice.setState((state) => ({
      ran: { model: state.model, mode: state.mode },
      status: 'loading',
      events: [],
      http: [],
      summary: null,
      failure: null,
      pending: null,
      own: { status: 'idle' },
    }));
  },
  /** The student's own call: the timeline shows its messages alone. */
  ownBegin() {
    usePractice.setState({ own: { status: 'running' }, events: [], pending: null });
  },
  ownDone(envelope: unknown, toolsCalls: number) {
    usePractice.setState({ own: { status: 'done', envelope, toolsCalls } });
  },
  ownFail(failure: Failure) {
    usePractice.setState({ own: { status: 'failed', failure }, pending: null });
  },
  connected() {
    usePractice.setState({ status: 'running' });
  },
  record(event: PracticeEvent) {
    usePractice.setState((state) => ({ events: [...state.events, event] }));
  },
  awaitApproval(pending: PendingApproval) {
    usePractice.setState({ pending });
  },
  approvalDecided() {
    usePractice.setState({ pending: null });
  },
  finish(summary: PracticeSummary) {
    usePractice.setState({ status: 'done', summary });
  },
  fail(failure: Failure) {
    usePractice.setState({ status: 'failed', failure, pending: null });
  },
};
