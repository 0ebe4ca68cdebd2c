/** Counting a check's findings, with no runtime imports: the page's report reads it without loading the rules. */
import type { Finding } from './rules.ts';

/** Every finding of a check, catalog and pool first, then each tool's. */
export const allFindings = (report: {
  catalog: readonly Finding[];
  pool: readonly Finding[];
  tools: readonly { findings: readonly Finding[] }[];
}): Finding[] => [...report.catalog, ...report.pool, ...report.tools.flatMap((tool) => tool.findings)];
