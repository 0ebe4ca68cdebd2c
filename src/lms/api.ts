/**
 * The course platform's SCORM API as a SCO finds it: the ADL walk (the window and its parents, then the opener and
 * its parents; 500 levels at most), SCORM 2004's `API_1484_11` before SCORM 1.2's `API` at each. A window of
 * another origin ends that chain (reading it throws a SecurityError): a page not launched by a platform finds
 * nothing. Both versions behind one small interface of element names of our own.
 */

export type ScormVersion = '1.2' | '2004';

/** The calls of either version, as the platform's object has them. */
type Api12 = {
  LMSInitialize(arg: ''): string;
  LMSFinish(arg: ''): string;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSCommit(arg: ''): string;
  LMSGetLastError(): string;
};
type Api2004 = {
  Initialize(arg: ''): string;
  Terminate(arg: ''): string;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  Commit(arg: ''): string;
  GetLastError(): string;
};

export type FoundApi = { version: '1.2'; api: Api12 } | { version: '2004'; api: Api2004 };

const MAX_LEVELS = 500;

const isApi = (value: unknown, calls: string[]): boolean =>
  (typeof value === 'object' || typeof value === 'function') &&
  value !== null &&
  calls.every((call) => typeof (value as Record<string, unknown>)[call] === 'function');

function lookIn(win: Window): FoundApi | null {
  const scope = win as unknown as Record<string, unknown>;
  const api2004 = scope.API_1484_11;
  if (isApi(api2004, ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate', 'GetLastError']))
    return { version: '2004', api: api2004 as Api2004 };
  const api12 = scope.API;
  if (isApi(api12, ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish', 'LMSGetLastError']))
    return { version: '1.2', api: api12 as Api12 };
  return null;
}

function walk(start: Window | null): FoundApi | null {
  let win = start;
  for (let level = 0; win && level < MAX_LEVELS; level++) {
    try {
      const found = lookIn(win);
      if (found) return found;
      if (win.parent === win) return null;
      win = win.parent;
    } catch {
      // Another origin: nothing of ours up there.
      return null;
    }
  }
  return null;
}

/** The ADL walk from this window: its frame's ancestors first, then the window that opened it. */
export function findApi(self: Window): FoundApi | null {
  const found = walk(self);
  if (found) return found;
  try {
    return walk(self.opener as Window | null);
  } catch {
    return null;
  }
}

/**
 * One session with the platform: the version's calls under one set of names. A refused set is said once per
 * element on the console and the session goes on (Open edX says "0" to everything: nothing may hang on a code).
 */
export type Lms = {
  version: ScormVersion;
  initialize(): boolean;
  get(element: string): string;
  set(element: string, value: string): boolean;
  commit(): boolean;
  finish(): boolean;
};

export function lmsOf(found: FoundApi, warn: (text: string) => void = console.warn): Lms {
  const warned = new Set<string>();
  const sayOnce = (key: string, text: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    warn(`[mcp-playground] ${text}`);
  };
  /** A platform's script that throws is a refusal, said once: the page never stops for it. */
  const guarded = <T>(call: string, run: () => T, otherwise: T): T => {
    try {
      return run();
    } catch (error) {
      sayOnce(`throw:${call}`, `the course platform's ${call} threw: ${String(error)}`);
      return otherwise;
    }
  };
  const truthy = (result: unknown) => String(result) === 'true';
  const names =
    found.version === '1.2'
      ? {
          init: 'LMSInitialize',
          finish: 'LMSFinish',
          get: 'LMSGetValue',
          set: 'LMSSetValue',
          commit: 'LMSCommit',
          error: 'LMSGetLastError',
        }
      : {
          init: 'Initialize',
          finish: 'Terminate',
          get: 'GetValue',
          set: 'SetValue',
          commit: 'Commit',
          error: 'GetLastError',
        };
  const api = found.api as unknown as Record<string, (...args: string[]) => unknown>;
  const call = (name: string, ...args: string[]) => api[name]?.(...args);
  return {
    version: found.version,
    initialize: () => guarded(names.init, () => truthy(call(names.init, '')), false),
    get: (element) => guarded(names.get, () => String(call(names.get, element) ?? ''), ''),
    set: (element, value) =>
      guarded(
        names.set,
        () => {
          const ok = truthy(call(names.set, element, value));
          const code = String(call(names.error) ?? '');
          if (!ok || (code !== '0' && code !== '')) {
            const kind = element.replace(/\.\d+\./g, '.n.');
            sayOnce(`set:${kind}`, `the course platform refused ${names.set} ${kind} (error ${code || '?'})`);
          }
          return ok;
        },
        false,
      ),
    commit: () => guarded(names.commit, () => truthy(call(names.commit, '')), false),
    finish: () => guarded(names.finish, () => truthy(call(names.finish, '')), false),
  };
}
