/**
 * Checking a real server from the page: the SDK client over Streamable HTTP (a loopback address only), the
 * catalog listed as the host lists it, judged by src/mcp/check (the same code as `npm run check-server`); and the
 * listed pages handed to the debugger as a scenario of the student's own.
 */
// Before any zod schema of the SDK is used: no eval probe under the page's CSP.
import '../../mcp/shared/noEval.ts';
import { judgeCatalog, listCatalog, serverKeyOf } from '../../mcp/check/judge.ts';
import { BUILTINS } from '../../mcp/host/host.ts';
import { withHttpSession } from '../../mcp/host/httpSession.ts';
import { listToolsPage } from '../../mcp/host/session.ts';
import { loopbackUrl } from '../../mcp/shared/loopback.ts';
import type { FunctionId } from '../../scenarios/functions.ts';
import { debug } from '../debugger/runs.ts';
import { action } from '../debugger/seams.ts';
import { diagnosedFailureOf } from '../shared/RealServer/realServer.ts';
import { actions, CUSTOM, usePlayground } from '../state/playground.ts';
import { useYourServer, yourServerActions } from './store.ts';
import { YOUR_SERVER_TEXT } from './text.ts';

export async function checkYourServer(): Promise<void> {
  const { url: address, status } = useYourServer.getState();
  if (status === 'checking') return;
  yourServerActions.begin();
  try {
    const url = loopbackUrl(address);
    const checked = await withHttpSession({ url }, async (session) => {
      const pages = await listCatalog((cursor) => listToolsPage(session.client, cursor));
      const info = session.client.getServerVersion();
      const report = await judgeCatalog(pages, serverKeyOf(info?.name));
      return {
        pages,
        report,
        server: {
          name: info?.name ?? null,
          version: info?.version ?? null,
          protocolVersion: session.protocolVersion(),
        },
      };
    });
    yourServerActions.done(checked.pages, checked.server, checked.report);
  } catch (error) {
    yourServerActions.fail(await diagnosedFailureOf(error, address));
  }
}

/** The listed catalog as a scenario of the student's own for `fn`, shown in that section and debugged there. */
export async function debugYourCatalog(
  fn: Extract<FunctionId, 'discover_tools' | 'assemble_tool_pool'>,
): Promise<void> {
  const { pages, report, server, url } = useYourServer.getState();
  if (!report) return;
  const name = server?.name ?? report.server;
  const words = (key: 'yourScenario' | 'yourScenarioHint') => ({
    zh: YOUR_SERVER_TEXT[key].zh.replace('{name}', name).replace('{url}', url),
    en: YOUR_SERVER_TEXT[key].en.replace('{name}', name).replace('{url}', url),
  });
  const input =
    fn === 'discover_tools'
      ? { pages }
      : {
          builtins: BUILTINS,
          servers: {
            [report.server]: { tools: pages.flatMap(({ page }) => (page as { tools?: unknown[] }).tools ?? []) },
          },
        };
  // Every tool passes through this line in both functions: where each refusal (or acceptance) is decided.
  const breakpoint = 'const tool = checkedTool(raw);';
  const scenario = {
    function: fn,
    id: CUSTOM,
    order: 1,
    label: words('yourScenario'),
    hint: words('yourScenarioHint'),
    breakpoint,
    input,
  };
  actions.selectScenario(fn, CUSTOM);
  actions.focus(fn);
  await action('editCustom')?.(fn, `${JSON.stringify(scenario, null, 2)}\n`);
  // Over the limits of a custom scenario (pages, tools, bytes), the data tab shows why and nothing is debugged.
  if (usePlayground.getState().sections[fn].custom?.scenario) await debug(fn);
  document.getElementById(fn)?.scrollIntoView({ block: 'start' });
}
