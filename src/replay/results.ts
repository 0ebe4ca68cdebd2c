/** What a replay says: one check's result, one scenario's (its Run, Debug and trace), the whole report. A leaf the checks share. */
export type CheckResult = { ok: boolean; detail?: string };

export type ScenarioReport = {
  function: string;
  scenario: string;
  run: CheckResult;
  debug: CheckResult;
  trace: CheckResult;
};

export type ReplayReport = {
  url: string;
  ok: boolean;
  scenarios: ScenarioReport[];
  embed: CheckResult;
  /** Every URL the pages asked for, once each, in order. */
  requested: string[];
  foreignRequests: string[];
  cspViolations: string[];
  pageErrors: string[];
  durationMs: number;
};
