import { spawn, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandLine } from './commandLine.ts';

const USAGE = 'usage: npm run demo -- FILE… [--json]';
const CONFIG = { options: { json: { type: 'boolean' } }, allowPositionals: true } as const;

/** Runs the parse with process.exit and the console caught: what it printed, and how it exited. */
function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text));
  vi.spyOn(console, 'error').mockImplementation((text: string) => void err.push(text));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error('exit'), { code });
  });
  try {
    return { parsed: commandLine(USAGE, CONFIG, args), out, err, code: null };
  } catch (error) {
    return { parsed: null, out, err, code: (error as { code?: number }).code ?? 'threw' };
  }
}

afterEach(() => vi.restoreAllMocks());

describe('a command line', () => {
  it('is parsed as parseArgs parses it', () => {
    const { parsed, code } = run(['a.txt', '--json']);
    expect(code).toBeNull();
    expect(parsed?.values.json).toBe(true);
    expect(parsed?.positionals).toEqual(['a.txt']);
  });

  it('--help and -h print the usage and exit 0', () => {
    for (const flag of ['--help', '-h']) expect(run([flag])).toMatchObject({ code: 0, out: [USAGE], err: [] });
  });

  it('an unknown option or a missing value is one line above the usage, exit 2', () => {
    const unknown = run(['--nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toHaveLength(1);
    expect(unknown.err[0]).toMatch(/^Unknown option '--nope'.*\nusage: npm run demo/s);
    const missing = run(['--json=yes']);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toContain(USAGE);
  });

  it('ends quietly when its reader stops early (| head)', async () => {
    const script = `import { commandLine } from './scripts/commandLine.ts';
commandLine('usage', {});
for (let i = 0; i < 200000; i++) console.log('line', i);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('npm run report takes it: a wrong option is no stack trace', () => {
    const wrong = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/report.ts', '--lang', 'fr', 'a.txt'], {
      encoding: 'utf8',
    });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^--lang fr: zh or en\nusage: npm run report -- FILE…/);
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  });
});
