/** A mutated file's score from Stryker's JSON report (mutation-testing-report-schema), as Stryker counts it. */
export type MutationReport = {
  files: Record<string, { mutants: { status: string }[] }>;
};

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Per file: detected (killed or timed out) over valid mutants (detected and undetected; errors left out). */
export function scoresOf(report: MutationReport): { file: string; score: number; killed: number; valid: number }[] {
  return Object.entries(report.files).map(([file, { mutants }]) => {
    const killed = mutants.filter((m) => DETECTED.has(m.status)).length;
    const valid = killed + mutants.filter((m) => UNDETECTED.has(m.status)).length;
    return { file, score: valid === 0 ? 100 : (100 * killed) / valid, killed, valid };
  });
}
