/**
 * Zopfli in a process of its own (zip.ts runs it): its WebAssembly build installs process-wide handlers that end
 * the process on any unhandled rejection, which a test runner's worker must not inherit. Reads a list of
 * { input, output } files, deflates each input into its output.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import zopfli from '@gfx/zopfli';

const jobs = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as { input: string; output: string }[];
for (const job of jobs) {
  // Written whole, then named: another packager (a second test worker) may read the cache meanwhile.
  const partial = `${job.output}.${process.pid}.partial`;
  writeFileSync(partial, await zopfli.deflateAsync(readFileSync(job.input), { numiterations: 1 }));
  renameSync(partial, job.output);
}
