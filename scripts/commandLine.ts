/**
 * A script's command line as a person meets it: `--help` (or `-h`) prints its usage and exits 0; an option it does not
 * know, or a value it cannot take, is said in one line above the usage (exit 2), never as Node's stack trace.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Says what is wrong with the command line, then how it goes; exits 2. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

/**
 * A reader that stops early (`| head`) closes the pipe under the script: the rest of the output has nowhere to go, and
 * that is not the script's failure. Without this, the next write is Node's EPIPE stack trace.
 */
function endQuietlyOnClosedPipe() {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/**
 * parseArgs, strict, over `args` (the script's own by default), with `--help` added to the options; the output may go
 * to a reader that stops early.
 */
export function commandLine<const T extends ParseArgsConfig>(
  usage: string,
  config: T,
  args: string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<T>> {
  endQuietlyOnClosedPipe();
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      ...config,
      args,
      strict: true,
      options: { ...config.options, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error), usage);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  // The same parse as T's, with `help` besides.
  return parsed as unknown as ReturnType<typeof parseArgs<T>>;
}
