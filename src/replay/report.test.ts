import { expect, it } from 'vitest';
import type { ReplayReport } from './replay.ts';
import { formatReport } from './report.ts';

const ok = { ok: true };
const report = (changes: Partial<ReplayReport> = {}): ReplayReport => ({
  url: 'http://127.0.0.1:1/courses/mcp/',
  ok: true,
  scenarios: [
    { function: 'discover_tools', scenario: 'pages', run: ok, debug: ok, trace: ok },
    { function: 'call_external', scenario: 'deny', run: ok, debug: ok, trace: ok },
  ],
  embed: { ok: true, detail: 'ready, height 900 px' },
  requested: [],
  foreignRequests: [],
  cspViolations: [],
  pageErrors: [],
  durationMs: 1234,
  ...changes,
});

it('a passing replay: a row per scenario and the page-wide checks, all passed', () => {
  const text = formatReport(report());
  expect(text).toContain('discover_tools/pages  ok    ok    ok');
  expect(text).toContain('embed view (hello → ready, height)  ok  ready, height 900 px');
  expect(text.trimEnd().split('\n').at(-1)).toBe('replay: 6 passed, 0 failed (1.2 s)');
});

it('a failing replay names the first difference of each scenario and what else went wrong', () => {
  const text = formatReport(
    report({
      ok: false,
      scenarios: [
        {
          function: 'call_external',
          scenario: 'deny',
          run: ok,
          debug: ok,
          trace: { ok: false, detail: 'step 6 of 12 (callExternal:13): stack[0].line differs from the golden' },
        },
      ],
      foreignRequests: ['https://cdn.example/x.js'],
    }),
  );
  expect(text).toContain('call_external/deny  ok    ok    FAIL   step 6 of 12 (callExternal:13)');
  expect(text).toContain('requests to another origin          1\n    https://cdn.example/x.js');
  expect(text.trimEnd().split('\n').at(-1)).toBe('replay: 3 passed, 2 failed (1.2 s)');
});
