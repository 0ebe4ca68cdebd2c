/** Prints a trace as a table: `npm run trace:view -- --help` says how (USAGE below). */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isTraceProblem, parseTrace } from '../src/tracer/parse.ts';
import { traceTable } from '../src/tracer/table.ts';
import { describeProblem } from '../src/validation/say.ts';
import { commandLine } from './commandLine.ts';

const root = resolve(import.meta.dirname, '..');
const USAGE = `usage: npm run trace:view -- <function>/<scenario> | <file.trace.json> [--break 22,30] [--all] [--width N]
  --break   only the stops at these lines of the entry's file, with all locals
  --all     include steps inside helper frames (checkedTool, resultText)
  --width   table width (default: the terminal's, or 160)`;
const { values, positionals } = commandLine(USAGE, {
  allowPositionals: true,
  options: { break: { type: 'string' }, all: { type: 'boolean' }, width: { type: 'string' } },
});

function fail(message: string): never {
  console.error(`trace:view: ${message}`);
  process.exit(2);
}

const target =
  positionals[0] ??
  fail('name a trace: <function>/<scenario> (for example discover_tools/pages) or a .trace.json file');
const path = target.endsWith('.json') ? resolve(target) : resolve(root, 'scenarios', `${target}.trace.json`);
if (!existsSync(path)) fail(`no trace at ${path}`);

const files = ['checkedTool', 'resultText', 'discoverTools', 'assembleToolPool', 'callExternal'].map(
  (name) => `src/adapter/${name}.ts`,
);
const sources = Object.fromEntries(files.map((file) => [file, readFileSync(resolve(root, file), 'utf8')]));
const trace = parseTrace(readFileSync(path, 'utf8'), sources);
if (isTraceProblem(trace)) fail(`${path}: ${trace.reason}: ${describeProblem(trace.problem, 'en')}`);

const breakpoints = values.break?.split(',').map((n) => Number.parseInt(n, 10));
if (breakpoints?.some((n) => !Number.isInteger(n) || n < 1)) fail(`--break takes line numbers, like --break 22,30`);
const width = values.width ? Number.parseInt(values.width, 10) : (process.stdout.columns ?? 160);

console.log(`${trace.function} · ${trace.scenario} · ${trace.steps.length} steps · ${trace.source.file}`);
console.log(traceTable(trace, { sources, breakpoints, allFrames: values.all ?? false, width }));
console.log(`\noutput:\n${trace.output}`);
if (trace.truncated) console.log(`(stopped at the step limit of ${trace.truncated.limit})`);
