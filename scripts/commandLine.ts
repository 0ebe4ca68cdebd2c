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

/** parseArgs, strict, over `args` (the script's own by default), with `--help` added to the options. */
export function commandLine<const T extends ParseArgsConfig>(
  usage: string,
  config: T,
  args: string[] = process.argv.slice(2),
): ReturnType<typeof parseArgs<T>> {
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
