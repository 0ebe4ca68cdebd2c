/** The replay report as a table for a terminal: one row per scenario, then the page-wide checks. Pure. */
import type { CheckResult, ReplayReport } from './results.ts';

const mark = (check: CheckResult) => (check.ok ? 'ok' : 'FAIL');

export function formatReport(report: ReplayReport): string {
  const width = Math.max(8, ...report.scenarios.map((s) => `${s.function}/${s.scenario}`.length));
  const lines = [`replay of ${report.url}`, '', `${'scenario'.padEnd(width)}  run   debug trace  first difference`];
  for (const s of report.scenarios) {
    const failed = [s.run, s.debug, s.trace].find((c) => !c.ok);
    lines.push(
      `${`${s.function}/${s.scenario}`.padEnd(width)}  ${mark(s.run).padEnd(5)} ${mark(s.debug).padEnd(5)} ${mark(s.trace).padEnd(5)}  ${failed?.detail ?? ''}`.trimEnd(),
    );
  }
  const list = (items: string[]) => (items.length === 0 ? 'none' : `${items.length}\n    ${items.join('\n    ')}`);
  lines.push(
    '',
    `embed view (hello → ready, height)  ${mark(report.embed)}${report.embed.detail ? `  ${report.embed.detail}` : ''}`,
    `requests to another origin          ${list(report.foreignRequests)}`,
    `CSP violations                      ${list(report.cspViolations)}`,
    `page errors                         ${list(report.pageErrors)}`,
    '',
  );
  const passed = report.scenarios.filter((s) => s.run.ok && s.debug.ok && s.trace.ok).length;
  const checks = [
    report.embed.ok,
    !report.foreignRequests.length,
    !report.cspViolations.length,
    !report.pageErrors.length,
  ];
  const ok = passed + checks.filter(Boolean).length;
  const failed = report.scenarios.length - passed + checks.filter((c) => !c).length;
  lines.push(`replay: ${ok} passed, ${failed} failed (${(report.durationMs / 1000).toFixed(1)} s)`);
  return `${lines.join('\n')}\n`;
}
