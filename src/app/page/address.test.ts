// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { queryMoved, queryShown, writeSearch } from './address.ts';

beforeEach(() => {
  history.replaceState(null, '', '/?fn=discover_tools&scenario=pages');
  queryShown();
});

describe('queryMoved: Back or Forward to another query, not a move of the fragment', () => {
  it('a fragment reached with the query the page wrote is no move; another query is, once per event', () => {
    writeSearch('?fn=call_external&scenario=deny');
    expect(location.search).toBe('?fn=call_external&scenario=deny');
    history.pushState(null, '', `${location.search}#lesson-path`);
    const toFragment = new PopStateEvent('popstate');
    expect(queryMoved(toFragment)).toBe(false);
    // Back to an entry of another query: every listener of that one event hears the same answer.
    history.replaceState(null, '', '/?fn=discover_tools&scenario=pages');
    const back = new PopStateEvent('popstate');
    expect(queryMoved(back)).toBe(true);
    expect(queryMoved(back)).toBe(true);
    // The page shows that query now: a fragment move from there is none.
    history.pushState(null, '', `${location.search}#lesson-path`);
    expect(queryMoved(new PopStateEvent('popstate'))).toBe(false);
  });

  it('keeps the fragment when it writes the query', () => {
    history.replaceState(null, '', '/?fn=discover_tools#lesson-path');
    writeSearch('?fn=assemble_tool_pool');
    expect(location.search).toBe('?fn=assemble_tool_pool');
    expect(location.hash).toBe('#lesson-path');
  });
});
