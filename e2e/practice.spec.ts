/** The Practice section: the real MCP loop in the page gives the command line's counts on the lesson's four paths. */
import { expect, test, watchErrors } from './support.ts';

const PATHS = [
  { id: 'normal', mode: 'normal', decision: 'allow', requests: 4, calls: 1 },
  { id: 'deny', mode: 'normal', decision: 'deny', requests: 3, calls: 0 },
  { id: 'business error', mode: 'business-error', decision: 'allow', requests: 3, calls: 1 },
  { id: 'bad catalog', mode: 'bad-catalog', decision: null, requests: 2, calls: 0 },
] as const;

test('practice, the four paths one after another in one page: 4/3/3/2 model requests and 1/0/1/0 tools/call, as on the command line', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const practice = page.getByTestId('practice');
  for (const path of PATHS) {
    await test.step(path.id, async () => {
      await practice.getByTestId('practice-mode').selectOption(path.mode);
      await practice.getByTestId('practice-start').click();
      if (path.decision) {
        const dialog = page.getByTestId('approval-dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('mcp__docs__search_docs');
        await expect(dialog).toContainText('运行许可');
        await dialog.getByTestId(`approve-${path.decision}`).click();
        await expect(dialog).toBeHidden();
      }
      await expect(practice).toHaveAttribute('data-status', 'done');
      await expect(practice.getByTestId('practice-requests')).toHaveText(String(path.requests));
      await expect(practice.getByTestId('practice-calls')).toHaveText(String(path.calls));
      await expect(practice.getByTestId('practice-protocol')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      const timeline = practice.getByTestId('practice-timeline');
      await expect(timeline.locator('[data-kind="request"]')).toHaveCount(path.requests);
      await expect(timeline.locator('[data-kind="rpc"]').filter({ hasText: 'tools/call' })).toHaveCount(path.calls);
      if (path.id === 'normal') await expect(practice.getByTestId('practice-answer')).toContainText('一致');
      if (path.id === 'deny') await expect(practice.getByTestId('practice-answer')).toContainText('缺少证据');
      if (path.id === 'normal') {
        // Focus returns to what the decision produced (the button that started the run is disabled meanwhile).
        await expect(timeline).toBeFocused();
        // The request and its response in one row; the server receives the real tool name, not the alias.
        const pair = timeline.locator('[data-testid="rpc-pair"][data-method="tools/call"]');
        await expect(pair.getByTestId('rpc-call')).toHaveText('search.docs {"query":"运行许可"}');
        await pair.locator('summary').click();
        await expect(pair.getByTestId('rpc-response')).toContainText('"result"');

        // A call of one's own: an argument the schema does not have is refused locally, no dialog, no tools/call.
        const own = practice.getByTestId('own-call');
        await own.getByTestId('own-arg-query').fill('许可');
        await own.getByTestId('own-extra-key').fill('path');
        await own.getByTestId('own-extra-value').fill('main.py');
        await own.getByTestId('own-run').click();
        await expect(own.getByTestId('own-count')).toHaveAttribute('data-count', '0');
        await expect(own.getByTestId('own-result')).toContainText('"is_error": true');
        await expect(timeline.locator('[data-method="tools/list"]')).not.toHaveCount(0);
        await expect(timeline.locator('[data-method="tools/call"]')).toHaveCount(0);
        // Without it: the host asks, and one tools/call goes out under the real name.
        await own.getByTestId('own-extra-key').fill('');
        await own.getByTestId('own-run').click();
        await page.getByTestId('approval-dialog').getByTestId('approve-allow').click();
        await expect(own.getByTestId('own-count')).toHaveAttribute('data-count', '1');
        await expect(timeline.getByTestId('rpc-call')).toHaveText('search.docs {"query":"许可"}');
      }
    });
  }
  await test.step('through the Anthropic SDK: one 529 resent by the SDK, 5 HTTP calls, still 1 tools/call', async () => {
    await practice.getByTestId('practice-mode').selectOption('normal');
    await practice.getByTestId('practice-model').selectOption('sdk');
    await practice.getByTestId('practice-start').click();
    await page.getByTestId('approval-dialog').getByTestId('approve-allow').click();
    await expect(practice).toHaveAttribute('data-status', 'done');
    await expect(practice.getByTestId('practice-requests')).toHaveText('4');
    await expect(practice.getByTestId('practice-calls')).toHaveText('1');
    await expect(practice.getByTestId('practice-http-calls')).toHaveText('5');
    const calls = practice.getByTestId('http-call');
    await expect(calls.nth(2)).toHaveAttribute('data-status', '529');
    await expect(calls.nth(3)).toHaveAttribute('data-retry', '1');
  });
  expect(errors).toEqual([]);
});

test("on an English page the host's, the model's and the adapter's Chinese each carry their English, the data quoted", async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const practice = page.getByTestId('practice');
  await practice.getByTestId('practice-mode').selectOption('normal');
  await practice.getByTestId('practice-start').click();
  await page.getByTestId('approval-dialog').getByTestId('approve-deny').click();
  await expect(practice).toHaveAttribute('data-status', 'done');
  const timeline = practice.getByTestId('practice-timeline');
  // The host's own text, its values (the count, the names) kept as they came.
  await expect(timeline.locator('[data-kind="tool_result"]').first().getByTestId('said-gloss')).toHaveText(
    /^2 docs tools connected, usable from the next request: read_file、load_docs_tools、mcp__docs__search_docs、mcp__docs__list_topics$/,
  );
  // The adapter's refusal, and the model's answer that quotes it.
  await expect(timeline.locator('[data-kind="tool_result"]').nth(1).getByTestId('said-gloss')).toHaveText(
    'Not run: the host did not approve this external call.',
  );
  await expect(practice.getByTestId('practice-answer').getByTestId('said-gloss')).toHaveText(
    /^Missing evidence: the docs service's run-permission rule was not obtained \(未执行：.*\), so whether it agrees with policy.txt cannot be judged\.$/,
  );
  await expect(timeline.locator('[data-kind="request"]').first()).toContainText(
    'system prompt rebuilt (a new tool list: nothing to reuse)',
  );
  await expect(timeline.locator('[data-kind="approval"]')).toContainText('(server docs)');
});

test('a model that calls a docs tool in the same reply that loads the catalog: the host refuses it locally, nothing reaches the server (T17)', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const practice = page.getByTestId('practice');
  await practice.getByTestId('practice-model').selectOption('eager');
  await practice.getByTestId('practice-start').click();
  await expect(practice).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('approval-dialog')).toBeHidden();
  const timeline = practice.getByTestId('practice-timeline');
  // Both calls of the first reply were answered: the catalog loaded, the search refused by the snapshot of that batch.
  const results = timeline.locator('[data-kind="tool_result"]');
  await expect(results).toHaveCount(2);
  await expect(results.nth(1)).toHaveClass(/is-error/);
  await expect(results.nth(1).getByTestId('said-gloss')).toHaveText(
    'The external call could not be confirmed: The tool snapshot of this request has no route with this name.',
  );
  await expect(practice.getByTestId('practice-calls')).toHaveText('0');
  await expect(timeline.locator('[data-kind="rpc"]').filter({ hasText: 'tools/call' })).toHaveCount(0);
  await expect(practice.getByTestId('practice-answer').getByTestId('said-gloss')).toHaveText(
    "The query in the first batch did not run: that batch's tool snapshot did not hold it yet.",
  );
});

test('a slow service: the host stops waiting, the service finishes anyway and says so in its log, nothing is resent (T19)', async ({
  page,
}) => {
  await page.goto('/?lang=en');
  const practice = page.getByTestId('practice');
  await practice.getByTestId('practice-mode').selectOption('delayed');
  await practice.getByTestId('practice-start').click();
  await page.getByTestId('approval-dialog').getByTestId('approve-allow').click();
  await expect(practice).toHaveAttribute('data-status', 'done');
  const timeline = practice.getByTestId('practice-timeline');
  // The model's call gets an error tied to its id: the host could not confirm the call.
  const result = timeline.locator('[data-kind="tool_result"]').nth(1);
  await expect(result).toHaveClass(/is-error/);
  await expect(result).toContainText('[call_2]');
  await expect(result.getByTestId('said-gloss')).toContainText('The external call could not be confirmed:');
  // The service's log, later: the call completed though the client had given up; one tools/call in all.
  await expect(timeline.getByTestId('late-work')).toContainText('tools/call search.docs completed → ok');
  await expect(practice.getByTestId('practice-calls')).toHaveText('1');
  await expect(timeline.locator('[data-kind="rpc"][data-method="tools/call"]')).toHaveCount(1);
});

test.describe('against a real server', () => {
  // The browser logs the refused connection to port 3929, where nothing listens, which the test provokes.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/] });

  test('practice over a real, separate server (serve:docs, Streamable HTTP): the same four paths and counts; addresses it cannot reach are refused clearly', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/?lang=en');
    const practice = page.getByTestId('practice');
    await practice.getByTestId('practice-transport').selectOption('http');
    const url = practice.getByTestId('practice-url');
    await expect(url).toHaveValue('http://127.0.0.1:3920/mcp');
    // Off this machine: refused by the page before any request (its CSP would refuse it anyway).
    await url.fill('http://example.com/mcp');
    await practice.getByTestId('practice-start').click();
    await expect(practice.getByTestId('practice-failure')).toContainText('only reach servers on this machine');
    // Nothing listening there: a clear message, the page goes on.
    await url.fill('http://127.0.0.1:3929/mcp');
    await practice.getByTestId('practice-start').click();
    await expect(practice.getByTestId('practice-failure')).toContainText('is the server running?');
    await url.fill('http://127.0.0.1:3920/mcp');
    for (const path of PATHS) {
      await test.step(path.id, async () => {
        await practice.getByTestId('practice-mode').selectOption(path.mode);
        await practice.getByTestId('practice-start').click();
        if (path.decision) await page.getByTestId('approval-dialog').getByTestId(`approve-${path.decision}`).click();
        await expect(practice).toHaveAttribute('data-status', 'done');
        await expect(practice.getByTestId('practice-requests')).toHaveText(String(path.requests));
        // Counted in the separate server's own log for this session.
        await expect(practice.getByTestId('practice-calls')).toHaveText(String(path.calls));
        const timeline = practice.getByTestId('practice-timeline');
        await expect(timeline.locator('[data-kind="rpc"]').filter({ hasText: 'tools/call' })).toHaveCount(path.calls);
      });
    }
    // Errors the test provoked on purpose: the refused connection to port 3929, where nothing listens.
    expect(errors.filter((error) => !error.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
  });
});
