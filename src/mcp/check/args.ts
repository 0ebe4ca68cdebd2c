/**
 * check-server's command line: its own options first, then the server's command and that command's own arguments,
 * which are passed through untouched (`-y`, `--port` and the like belong to the server, not to the check).
 */
import type { Locale } from '../../adapter/messages.ts';
import type { Target } from './connect.ts';

export type CheckArgs = { target: Target; json: boolean; lang: Locale; key?: string; connectTimeout?: number };

export const USAGE = `usage: npm run check-server -- [options] <command> [args…]   (a server launched over stdio)
       npm run check-server -- [options] --url <Streamable HTTP URL>
options: --json (the report as JSON)  --lang zh|en (default zh)  --key <pool key> (default: from the server's name)
         --connect-timeout <ms> (default 5000: a first \`npx -y\` that downloads the server may need more)
exit code: 0 the catalog would be accepted, 1 refused, 2 could not connect (or bad options)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseCheckArgs(argv: readonly string[]): CheckArgs {
  let json = false;
  let lang: Locale = 'zh';
  let key: string | undefined;
  let url: string | undefined;
  let connectTimeout: number | undefined;
  let index = 0;
  const value = (option: string) => {
    const next = argv[++index];
    if (next === undefined) throw new UsageError(`${option} needs a value`);
    return next;
  };
  for (; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === '--') {
      index++;
      break;
    }
    if (!arg.startsWith('--')) break;
    if (arg === '--json') json = true;
    else if (arg === '--lang') {
      const given = value(arg);
      if (given !== 'zh' && given !== 'en') throw new UsageError(`--lang takes zh or en, not ${given}`);
      lang = given;
    } else if (arg === '--key') key = value(arg);
    else if (arg === '--url') url = value(arg);
    else if (arg === '--connect-timeout') {
      connectTimeout = Number(value(arg));
      if (!Number.isInteger(connectTimeout) || connectTimeout <= 0)
        throw new UsageError('--connect-timeout takes a positive number of milliseconds');
    } else throw new UsageError(`unknown option ${arg}`);
  }
  const [command, ...args] = argv.slice(index);
  if (url !== undefined && command !== undefined) throw new UsageError('give either --url or a command, not both');
  let target: Target;
  if (url !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new UsageError(`--url ${url} is not a URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new UsageError('--url takes an http(s) URL');
    target = { kind: 'http', url: parsed };
  } else if (command !== undefined) target = { kind: 'stdio', command, args };
  else throw new UsageError('name a server: a command to launch, or --url');
  return { target, json, lang, ...(key === undefined ? {} : { key }), ...(connectTimeout ? { connectTimeout } : {}) };
}
