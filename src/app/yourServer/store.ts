/** The "Your server" section's state: the address, and the last check's report or why it failed. */
import { create } from 'zustand';
import type { CheckReport } from '../../mcp/check/judge.ts';
import type { RecordedPage } from '../../mcp/check/rules.ts';
import { DOCS_SERVER_URL } from '../../mcp/shared/loopback.ts';
import type { ServerFailure } from '../shared/RealServer/realServer.ts';

export type ServerInfo = { name: string | null; version: string | null; protocolVersion: string | null };

export type YourServerState = {
  url: string;
  status: 'idle' | 'checking' | 'done' | 'failed';
  /** The pages as listed, kept to hand to the debugger as a scenario. */
  pages: RecordedPage[];
  server: ServerInfo | null;
  report: CheckReport | null;
  failure: ServerFailure | null;
};

export const useYourServer = create<YourServerState>()(() => ({
  url: DOCS_SERVER_URL,
  status: 'idle',
  pages: [],
  server: null,
  report: null,
  failure: null,
}));

export const yourServerActions = {
  setUrl(url: string) {
    useYourServer.setState({ url });
  },
  begin() {
    useYourServer.setState({ status: 'checking', pages: [], server: null, report: null, failure: null });
  },
  done(pages: RecordedPage[], server: ServerInfo, report: CheckReport) {
    useYourServer.setState({ status: 'done', pages, server, report });
  },
  fail(failure: YourServerState['failure']) {
    useYourServer.setState({ status: 'failed', failure });
  },
};
