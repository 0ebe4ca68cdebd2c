import { describe, expect, it } from 'vitest';
import { findApi } from './api.ts';

const api12 = Object.fromEntries(
  ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish', 'LMSGetLastError'].map((n) => [
    n,
    () => '',
  ]),
);
const api2004 = Object.fromEntries(
  ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate', 'GetLastError'].map((n) => [n, () => '']),
);

/** Windows as the walk sees them: a chain of parents (the top is its own parent), an opener. */
type Win = Record<string, unknown> & { parent?: Win; opener?: Win | null };
function chain(...levels: Win[]): Win {
  for (const [i, level] of levels.entries()) level.parent = levels[i + 1] ?? level;
  return levels[0] as Win;
}
const find = (win: Win) => findApi(win as unknown as Window);

describe('the ADL walk for the SCORM API', () => {
  it("finds it in the window's ancestors, 2004's before 1.2's at the same level", () => {
    expect(find(chain({}, {}, { API: api12 }))).toMatchObject({ version: '1.2' });
    expect(find(chain({}, { API: api12, API_1484_11: api2004 }))).toMatchObject({ version: '2004' });
    // The nearer one wins.
    expect(find(chain({}, { API: api12 }, { API_1484_11: api2004 }))).toMatchObject({ version: '1.2' });
  });

  it('then in the window that opened it, and its ancestors', () => {
    const top = chain({});
    top.opener = chain({}, { API_1484_11: api2004 });
    expect(find(top)).toMatchObject({ version: '2004' });
  });

  it('takes only an object with every call of its version', () => {
    expect(find(chain({ API: { ...api12, LMSFinish: 'not a call' } }))).toBeNull();
    expect(find(chain({ API: 'API' }))).toBeNull();
  });

  it('stops at a window of another origin (reading it throws) and at 500 levels', () => {
    const foreign = {} as Win;
    Object.defineProperty(foreign, 'API_1484_11', {
      get() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    expect(find(chain({}, foreign, { API: api12 }))).toBeNull();
    const deep = chain(...Array.from({ length: 501 }, () => ({}) as Win), { API: api12 });
    expect(find(deep)).toBeNull();
    const within = chain(...Array.from({ length: 499 }, () => ({}) as Win), { API: api12 });
    expect(find(within)).toMatchObject({ version: '1.2' });
  });

  it('an opener of another origin is nothing found, not an error', () => {
    const top = chain({});
    Object.defineProperty(top, 'opener', {
      get() {
        throw new DOMException('Blocked', 'SecurityError');
      },
    });
    expect(find(top)).toBeNull();
  });
});
