/** What a judgement says above the editor when it gave no rows to read: why nothing ran, or that the clock stopped. */
import { useTextOf } from '../i18n/useText.ts';
import { FILE_LIMITS } from '../shared/files.ts';
import type { Verdict } from './editing.ts';
import { JUDGEMENT_LIMITS, RUN_LIMIT_MS } from './runner.ts';
import { EDIT_TEXT, PROBLEM_REASON_TEXT } from './text.ts';

/** A problem in the page's words when its reason is known (UnexpectedToken with what was expected, …); else as said. */
function problemMessage(
  problem: Extract<Verdict, { kind: 'problem' }>,
  tr: (key: keyof typeof PROBLEM_REASON_TEXT, values: Record<string, string>) => string,
): string {
  const reason = problem.reason;
  if (!reason) return problem.message;
  const key = reason.code === 'UnexpectedToken' && reason.details.expected ? 'UnexpectedTokenExpected' : reason.code;
  return Object.hasOwn(PROBLEM_REASON_TEXT, key)
    ? tr(key as keyof typeof PROBLEM_REASON_TEXT, reason.details)
    : problem.message;
}

/** Why a judgement gave no verdict on the code, with the limit it went past. */
function voidText(
  why: Extract<Verdict, { kind: 'void' }>['why'],
  te: (key: keyof typeof EDIT_TEXT, values?: Record<string, string | number>) => string,
): string {
  switch (why) {
    case 'calls':
      return te('void_calls', { limit: JUDGEMENT_LIMITS.calls.toLocaleString('en') });
    case 'data':
      return te('void_data', { limit: JUDGEMENT_LIMITS.nodes.toLocaleString('en') });
    case 'trace':
      return te('void_trace', { limit: `${FILE_LIMITS.trace / 1024 / 1024} MiB` });
    default:
      return te(`void_${why}`);
  }
}

/** Why nothing ran (a parse problem, a run stopped), or that the clock stopped the runs; or nothing. */
export function VerdictLine({ verdict, judging }: { verdict: Verdict | null; judging: boolean }) {
  const te = useTextOf(EDIT_TEXT);
  const tr = useTextOf(PROBLEM_REASON_TEXT);
  if (!verdict || (verdict.kind === 'rows' && verdict.stoppedAfterMs === null)) return null;
  return (
    <p
      className="edit-problem"
      role="alert"
      data-testid="edit-problem"
      data-kind={verdict.kind === 'rows' ? 'stopped' : verdict.kind}
      aria-busy={judging}
    >
      {verdictText(verdict, te, tr)}
    </p>
  );
}

function verdictText(
  verdict: Verdict,
  te: ReturnType<typeof useTextOf<typeof EDIT_TEXT>>,
  tr: ReturnType<typeof useTextOf<typeof PROBLEM_REASON_TEXT>>,
): string {
  switch (verdict.kind) {
    case 'rows':
      return te('stopped', { ms: verdict.stoppedAfterMs ?? RUN_LIMIT_MS });
    case 'problem':
      return verdict.line === null
        ? te('problemNoPlace', { message: problemMessage(verdict, tr) })
        : te('problem', { line: verdict.line, column: verdict.column ?? 1, message: problemMessage(verdict, tr) });
    case 'stopped':
      return te('stopped', { ms: verdict.ms });
    case 'compileStopped':
      return te('compileStopped', { ms: verdict.ms });
    case 'void':
      return voidText(verdict.why, te);
    case 'offline':
      return te('offline');
    default:
      return te(verdict.kind, { message: verdict.message });
  }
}
