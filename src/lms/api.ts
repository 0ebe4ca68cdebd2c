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
  const said = (call: string, element: string, ok: boolean, code: string) => {
    if ((ok && (code === '0' || code === '')) || warned.has(element)) return;
    warned.add(element);
    warn(`[mcp-playground] the course platform refused ${call} ${element} (error ${code || '?'})`);
  };
  const truthy = (result: unknown) => String(result) === 'true';
  if (found.version === '1.2') {
    const { api } = found;
    return {
      version: '1.2',
      initialize: () => truthy(api.LMSInitialize('')),
      get: (element) => String(api.LMSGetValue(element) ?? ''),
      set: (element, value) => {
        const ok = truthy(api.LMSSetValue(element, value));
        said('LMSSetValue', element.replace(/\.\d+\./g, '.n.'), ok, String(api.LMSGetLastError()));
        return ok;
      },
      commit: () => truthy(api.LMSCommit('')),
      finish: () => truthy(api.LMSFinish('')),
    };
  }
  const { api } = found;
  return {
    version: '2004',
    initialize: () => truthy(api.Initialize('')),
    get: (element) => String(api.GetValue(element) ?? ''),
    set: (element, value) => {
      const ok = truthy(api.SetValue(element, value));
      said('SetValue', element.replace(/\.\d+\./g, '.n.'), ok, String(api.GetLastError()));
      return ok;
    },
    commit: () => truthy(api.Commit('')),
    finish: () => truthy(api.Terminate('')),
  };
}
