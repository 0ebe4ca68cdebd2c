/** "Your server": a real server on this machine judged by the lesson's rules, its catalog handed to the debugger. */
import { expect, section, test, watchErrors } from './support.ts';

test('your server: the docs service accepted, its bad-catalog mode refused with the rule and the fix, and the catalog debugged', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?lang=en');
  const yours = page.getByTestId('your-server');
  await yours.getByTestId('your-check').click();
  await expect(yours).toHaveAttribute('data-status', 'done');
  await expect(yours.getByTestId('your-verdict')).toHaveAttribute('data-accepted', 'true');
  await expect(yours.getByTestId('your-tool')).toHaveCount(2);
  await expect(yours.getByTestId('your-verdict')).toContainText('mcp__docs__search_docs');

  // The same service, asked for its bad catalog: refused by discoverTools, every broken rule with its fix.
  // The service's modes are offered in the section: one click fills its address and checks it.
  await yours.getByTestId('your-example-bad-catalog').click();
  await expect(yours.getByTestId('your-url')).toHaveValue('http://127.0.0.1:3920/mcp?mode=bad-catalog');
  await expect(yours.getByTestId('your-verdict')).toHaveAttribute('data-code', 'schema_shape_unsupported');
  const history = yours.locator('[data-testid="your-tool"][data-name="search.history"]');
  await expect(history).toHaveAttribute('data-accepted', 'false');
  await expect(history.locator('[data-rule="schema_missing_key"]')).toContainText(
    'Fix: add additionalProperties: false',
  );
  await expect(history.locator('[data-rule="field"]')).toContainText('field year: optional');

  // In Chinese, the same report in the page's language.
  await page.getByTestId('language').click();
  await expect(history.locator('[data-rule="field"]')).toContainText('字段 year：是可选的');

  // The listed pages become a scenario of the student's own, debugged where the adapter refuses them.
  await yours.getByTestId('your-debug-discover').click();
  const discover = section(page, 'discover_tools');
  await expect(discover.getByTestId('scenario-picker')).toHaveValue('custom');
  await expect(discover.getByTestId('step-counter')).toHaveText(/^第 1 \/ \d+ 步$/);
  await discover.getByTestId('last').click();
  await expect(discover.getByTestId('output')).toContainText('schema_shape_unsupported');
  expect(errors).toEqual([]);
});

test.describe('a page whose origin the server refuses', () => {
  // The browser says so on its console (the refused read), as it does for any page the server turns away.
  test.use({ allowedConsoleErrors: [/CORS policy|Failed to load resource/] });
  test('is told the server is running and refuses its origin, with the --allow-origin that lets it in', async ({
    page,
  }) => {
    // The same build from the course port: the docs service allows the playground's own ports only.
    await page.goto('http://127.0.0.1:4174/?lang=en');
    const yours = page.getByTestId('your-server');
    await yours.getByTestId('your-check').click();
    await expect(yours.getByTestId('your-failure')).toContainText(
      'is running but refuses this page’s origin, http://127.0.0.1:4174. Start it with npm run serve:docs -- --allow-origin http://127.0.0.1:4174',
    );
  });
});
