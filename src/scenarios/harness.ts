/**
 * Turns a scenario into the fakes the lesson's setup builds (fakes.ts: a paginated
 * catalog, a service, a host that approves) and runs the scenario's entry:
 * the one adapter function, its observed value, and what it printed.
 * The adapter module is a parameter so the same harness drives the plain
 * module (Run) and the instrumented one (Debug).
 */
import { assembleToolPool as assemblePlain } from '../adapter/assembleToolPool.ts';
import { AdapterError } from '../adapter/errors.ts';
import { deepCopy } from '../adapter/python.ts';
import type {
  AskUser,
  Invoke,
  ListPage,
  ModelToolCall,
  ServerEntry,
  ToolDefinition,
  ToolPool,
} from '../adapter/types.ts';
import { createFakes, type FakeLogs, type Fakes } from './fakes.ts';
import type { Scenario, ScenarioOf } from './schema.ts';

export {
  createFakes,
  type FakeLogs,
  type FakeName,
  type Fakes,
  logCall,
  NoSuchPage,
  ServiceFailure,
} from './fakes.ts';

/** The three entry functions, from whichever module variant is being run. */
export type EntryFunctions = {
  discoverTools: (listPage: ListPage) => Promise<unknown>;
  assembleToolPool: (builtins: ToolDefinition[], servers: Record<string, ServerEntry>) => ToolPool;
  callExternal: (call: ModelToolCall, pool: ToolPool, askUser: AskUser) => Promise<unknown>;
};

/** How a failure the entry did not turn into a value is observed. */
export type ObservedError = { error: { name: string; code?: string; message: string } };

export type RunResult = { observed: unknown; output: string; logs: FakeLogs };

/**
 * The servers of a scenario, each wired to the fake service through a call
 * of its own, as each MCP server is a client of its own: the heap diagram
 * then shows each route pointing to its own server's call (two servers that
 * shared one function would read as one box).
 */
export function serversOf(scenario: ScenarioOf<'assemble_tool_pool' | 'call_external'>, invoke: Invoke) {
  const servers: Record<string, ServerEntry> = {};
  for (const [name, server] of Object.entries(scenario.input.servers)) {
    // A method, not an arrow: it is named `call` in traces, whatever the minifier does.
    const { call } = {
      call(remote: string, args: Record<string, string>) {
        return invoke(remote, args);
      },
    };
    servers[name] = { tools: deepCopy(server.tools), call };
  }
  return servers;
}

/** Runs the scenario's entry with the given functions, as the lesson's entry does. */
export async function runScenario(
  scenario: Scenario,
  entry: EntryFunctions,
  fakes: Fakes = createFakes(scenario),
): Promise<RunResult> {
  let observed: unknown;
  try {
    observed = await runEntry(scenario, entry, fakes);
  } catch (error) {
    observed = observeError(error);
  }
  return { observed, output: formatObserved(observed), logs: fakes.logs };
}

async function runEntry(scenario: Scenario, entry: EntryFunctions, fakes: Fakes): Promise<unknown> {
  switch (scenario.function) {
    case 'discover_tools':
      return entry.discoverTools(fakes.listPage);
    case 'assemble_tool_pool': {
      const pool = entry.assembleToolPool(deepCopy(scenario.input.builtins), serversOf(scenario, fakes.invoke));
      return observePool(pool);
    }
    case 'call_external': {
      // Setup, not the entry: the pool is built with the plain module, so a
      // trace of callExternal holds only callExternal.
      const pool = assemblePlain(deepCopy(scenario.input.builtins), serversOf(scenario, fakes.invoke));
      return entry.callExternal(deepCopy(scenario.input.call), pool, fakes.askUser);
    }
  }
}

/** A pool is observed as the lesson prints it: the names, and each route's server and original name. */
export function observePool(pool: ToolPool) {
  const routes: Record<string, { server: string; remote: string }> = {};
  for (const [alias, route] of Object.entries(pool.routes)) {
    routes[alias] = { server: route.server, remote: route.remote };
  }
  return { names: pool.definitions.map((item) => item.name), routes };
}

export function observeError(error: unknown): ObservedError {
  if (error instanceof AdapterError) {
    return { error: { name: error.name, code: error.code, message: error.message } };
  }
  if (error instanceof Error) return { error: { name: error.name, message: error.message } };
  return { error: { name: typeof error, message: String(error) } };
}

/**
 * The printed output of an entry: its observed value as indented JSON. A value JSON cannot write (a BigInt, a
 * cycle: an edited entry may return one) prints why instead of failing the run; the page judges the value itself.
 */
export function formatObserved(observed: unknown): string {
  try {
    return `${JSON.stringify(observed, null, 2)}\n`;
  } catch (error) {
    return `(not printable as JSON: ${error instanceof Error ? error.message : 'unknown'})\n`;
  }
}
