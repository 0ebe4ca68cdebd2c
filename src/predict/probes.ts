/**
 * The inputs a probe question runs the adapter on (questions/probes.json): the lesson's limits that no lesson
 * scenario reaches, built rather than written out (a page of 24001 bytes would be 24 KB of data). Each is a scenario
 * in the playground's format, run through the same harness as any other; the question is judged by what it raised.
 */
import { jsonByteLength } from '../adapter/python.ts';
import type { Scenario } from '../scenarios/schema.ts';

type Json = Scenario extends { input: { pages?: { page: infer P }[] } } ? P : never;

import type { ProbeQuestion } from './schema.ts';

/** The entry a probe runs, as the code on the page names it. */
export const ENTRY_NAMES = { discover_tools: 'discoverTools', call_external: 'callExternal' } as const;

/** The lesson's docs tool, as the lesson's own pages list it. */
const searchDocs = () => ({
  name: 'search.docs',
  description: '按关键词检索本课自带的运行许可文档',
  inputSchema: {
    type: 'object',
    properties: { query: { type: 'string' } },
    required: ['query'],
    additionalProperties: false,
  },
  annotations: { readOnlyHint: true },
});

/** The first page of `bytes` UTF-8 bytes as Python's json.dumps writes it: one tool and an ASCII filler. */
function pageOfBytes(bytes: number): { tools: unknown[]; _meta: { filler: string } } {
  const page = { tools: [searchDocs()], _meta: { filler: '' } };
  // Each ASCII character of the filler adds one byte.
  page._meta.filler = 'x'.repeat(Math.max(0, bytes - jsonByteLength(page)));
  return page;
}

/** The lesson's call of the docs tool, from a pool of the docs server, approved; the service answers `text`. */
function callAnswered(text: string) {
  return {
    builtins: [],
    servers: { docs: { tools: [searchDocs()] } },
    call: { id: 'call_2', name: 'mcp__docs__search_docs', input: { query: '运行许可' } },
    reply: { result: { content: [{ type: 'text', text }], isError: false } },
    approval: { answer: true, tamper: false },
  };
}

export function probeScenario(probe: ProbeQuestion): Scenario {
  const { build } = probe.scenario;
  const common = {
    function: 'discover_tools' as const,
    id: probe.scenario.id.replaceAll('-', '_'),
    order: 1,
    label: probe.scenario.label,
    hint: probe.scenario.label,
    breakpoint: 'tools.push(tool);',
  };
  switch (build.kind) {
    case 'resultOfLength':
      return {
        ...common,
        function: 'call_external',
        breakpoint: 'const [text, failed] = resultText(reply);',
        input: callAnswered('x'.repeat(build.length)),
      } as Scenario;
    case 'pageOfBytes':
      return { ...common, input: { pages: [{ cursor: null, page: pageOfBytes(build.bytes) as Json }] } };
    case 'pages': {
      // Page n (from 1) lists one tool of its own and names page n + 1, the last none.
      const pages = Array.from({ length: build.count }, (_, index) => ({
        cursor: index === 0 ? null : `p${index + 1}`,
        page: {
          tools: [index === 0 ? searchDocs() : { ...searchDocs(), name: `page${index + 1}.tool` }],
          ...(index < build.count - 1 ? { nextCursor: `p${index + 2}` } : {}),
        },
      }));
      return { ...common, input: { pages } };
    }
    case 'cursorOfLength': {
      const cursor = 'c'.repeat(build.length);
      return {
        ...common,
        input: {
          pages: [
            { cursor: null, page: { tools: [searchDocs()], nextCursor: cursor } },
            { cursor, page: { tools: [] } },
          ],
        },
      };
    }
  }
}

/**
 * What a probe's run shows, as its question observes it: discoverTools' raised error code (null when it returned),
 * or callExternal's envelope's is_error (null when there is no envelope).
 */
export function probeObserved(probe: Pick<ProbeQuestion, 'observe'>, result: { observed: unknown }): unknown {
  if ('isError' in probe.observe) {
    const envelope = result.observed as { type?: unknown; is_error?: unknown } | null;
    return envelope?.type === 'tool_result' && typeof envelope.is_error === 'boolean' ? envelope.is_error : null;
  }
  const observed = result.observed as { error?: { code?: unknown } } | null;
  return typeof observed?.error?.code === 'string' ? observed.error.code : null;
}
