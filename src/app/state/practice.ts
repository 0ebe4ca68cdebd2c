/**
 * The Practice section's state: which server mode, the run's events (model
 * requests, tool calls, approvals, JSON-RPC messages, in the order they
 * happened), the approval the host is waiting for, and the final counts.
 */
import { create } from 'zustand';
import type { PracticeEvent } from '../../mcp/host/session.ts';
import type { ServerMode } from '../../mcp/server/modes.ts';

export type PendingApproval = { server: string; call: unknown; decide: (approved: boolean) => void };

export type PracticeSummary = {
  modelRequests: number;
  toolsCalls: number;
  protocolVersion: string | null;
  answer: string | null;
};

export type PracticeState = {
  mode: Exclude<ServerMode, 'delayed'>;
  status: 'idle' | 'loading' | 'running' | 'done' | 'failed';
  events: PracticeEvent[];
  pending: PendingApproval | null;
  summary: PracticeSummary | null;
  failure: string | null;
};

export const usePractice = create<PracticeState>()(() => ({
  mode: 'normal',
  status: 'idle',
  events: [],
  pending: null,
  summary: null,
  failure: null,
}));
