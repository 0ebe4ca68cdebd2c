/**
 * npm run check-server -- [--json] [--lang zh|en] [--key K] <command> [args…] | --url <URL>
 * Judges any real MCP server's catalog by the lesson's rules (src/mcp/check/). Exit 0 accepted, 1 refused,
 * 2 connection problems or bad options.
 */
import { parseCheckArgs, USAGE, UsageError } from '../src/mcp/check/args.ts';
import { checkServer } from '../src/mcp/check/checkServer.ts';
import { formatCheck } from '../src/mcp/check/format.ts';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.length === 0) {
    console.log(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  let parsed: ReturnType<typeof parseCheckArgs>;
  try {
    parsed = parseCheckArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`check-server: ${error.message}\n${USAGE}`);
    return 2;
  }
  try {
    const check = await checkServer(parsed.target, parsed);
    console.log(parsed.json ? JSON.stringify(check, null, 2) : formatCheck(check, parsed.lang));
    return check.report.adapter.accepted ? 0 : 1;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (parsed.json) console.log(JSON.stringify({ error: text }, null, 2));
    console.error(`check-server: ${text}`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
