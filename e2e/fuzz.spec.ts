/**
 * Hostile and malformed input, generated: links and postMessages. No page
 * error, a visible notice for what was ignored, the page still works, and
 * nothing invalid changes the state.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, watchErrors } from './support.ts';

/** A small seeded generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const SCRIPTY = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '%00',
  '\u202e',
  'x'.repeat(300),
];
const BAD = {
  fn: ['nope', '', 'DISCOVER_TOOLS', 'call_external ', ...SCRIPTY],
  scenario: ['nope', '', '../pages', 'PAGES', ...SCRIPTY],
  bp: ['x', '-5', '0', '99999', '1,x', '27,,30', '1e3', '27;30', ...SCRIPTY],
  step: ['-1', '0', '999999', 'abc', '1.5', '99999999999', ' 3', ...SCRIPTY],
  lang: ['fr', '', 'ZH', 'zh-CN', ...SCRIPTY],
  fixed: ['2', 'yes', ''],
  origins: ['javascript:alert(1)', 'https://course.example/path', 'ftp://x', '*', 'null', ...SCRIPTY],
  frame: ['bad id!', '', 'x'.repeat(40)],
};
const VALID = {
  fn: ['discover_tools', 'assemble_tool_pool', 'call_external'],
  scenario: {
    discover_tools: ['pages', 'limit'],
    assemble_tool_pool: ['one', 'two'],
    call_external: ['success', 'deny'],
  },
};

/** A link with at least one invalid part: something must be ignored, and said so. */
function hostileLink(seed: number): string {
  const { next, pick } = random(seed);
  const params = new URLSearchParams();
  const embed = next() < 0.3;
  if (embed) params.set('embed', '1');
  const fn = pick(VALID.fn) as keyof typeof VALID.scenario;
  params.set('fn', next() < 0.25 ? pick(BAD.fn) : fn);
  if (next() < 0.7) params.set('scenario', next() < 0.5 ? pick(BAD.scenario) : pick(VALID.scenario[fn]));
  if (next() < 0.6) params.set('bp', pick(BAD.bp));
  if (next() < 0.6) params.set('step', pick(BAD.step));
  if (next() < 0.5) params.set('lang', pick(BAD.lang));
  if (next() < 0.3) params.append('step', '2');
  if (next() < 0.3) params.set(pick(['utm_source', 'x<y', 'theme', '__proto__']), pick(SCRIPTY));
  if (embed && next() < 0.6) params.set('origins', pick(BAD.origins));
  if (embed && next() < 0.4) params.set('fixed', pick(BAD.fixed));
  if (embed && next() < 0.4) params.set('frame', pick(BAD.frame));
  // Make sure at least one part is bad.
  params.set('lang', params.get('lang') ?? pick(BAD.lang));
  return `/?${params.toString()}`;
}

/** Links without problems, to the page and to the embed view: where each group of hostile links starts. */
const CLEAN = { page: '/?fn=discover_tools&scenario=pages', embed: (fn: string) => `/?embed=1&fn=${fn}` };
/**
 * In the page: dismiss the notice the last link left (it goes), make the current entry the hostile link with an
 * entry ahead of it, and go Back to it: the page applies the link as a fresh load would, and shows a notice (its
 * own, since the last one was dismissed) with the hostile text as text, never as markup. The history keeps its
 * length: the current entry is replaced, and the entry ahead is dropped by the next push.
 */
async function visitHostile(hostile: string) {
  const noticeShown = () => document.querySelector('[data-testid="page-notice"]')?.checkVisibility() === true;
  // Frames apart until it holds: the test's own limit catches a page that never gets there.
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((next) => requestAnimationFrame(next));
    return done();
  };
  (document.querySelector('[data-testid="page-notice"] .notice-close') as HTMLButtonElement | null)?.click();
  const cleared = await until(() => !noticeShown());
  history.replaceState(null, '', hostile);
  history.pushState(null, '', `${hostile}#ahead`);
  await new Promise((arrived) => {
    addEventListener('popstate', arrived, { once: true });
    history.back();
  });
  const notice = await until(noticeShown);
  const markup = document.querySelectorAll('img[src="x"]').length;
  return { cleared, notice, markup };
}

const paramsOf = (link: string) => new URLSearchParams(link.slice(link.indexOf('?')));
const isEmbed = (link: string) => paramsOf(link).get('embed') === '1';
/** The section a link shows: its fn when that is valid, else the first. */
const sectionOf = (link: string) => VALID.fn.find((fn) => fn === paramsOf(link).get('fn')) ?? 'discover_tools';
/** The clean link a group of hostile links starts from: the same view and section, so only the link's state changes. */
const cleanFor = (link: string) => (isEmbed(link) ? CLEAN.embed(sectionOf(link)) : CLEAN.page);

test('200 hostile links: no page error, a notice for what was ignored, and the page still works', async ({
  context,
  page,
}) => {
  const links = Array.from({ length: 200 }, (_, i) => ({ seed: i + 1, link: hostileLink(i + 1) }));

  // Every link as Back reaches it (same-document navigations restore the link's state, the page's or the embed
  // view's, as a fresh load of it would). Links are taken in groups by the clean link they start from: the page's,
  // then the embed view's for each section, so from one link to the next only the link's state changes.
  const errors = watchErrors(page);
  const notice = page.getByTestId('page-notice');
  const inOrder = [...links].sort((a, b) => cleanFor(a.link).localeCompare(cleanFor(b.link)) || a.seed - b.seed);
  let from = '';
  for (const { seed, link } of inOrder) {
    const clean = cleanFor(link);
    if (clean !== from) {
      // A new group starts from a fresh load of its clean link.
      from = clean;
      await page.goto(clean);
      await expect(notice).toHaveCount(0);
    }
    // One round trip per link: the navigation and the waits run in the page, Back as the browser does it.
    const seen = await page.evaluate(visitHostile, link);
    expect(seen, `seed ${seed}: ${link}`).toEqual({ cleared: true, notice: true, markup: 0 });
    expect(errors, `seed ${seed}: ${link}`).toEqual([]);
  }

  // And every 100th as a fresh load, the way a click on it arrives: the same links, through the page's start-up
  // (one to the page and one to the embed view, as the seeds fall).
  const tab = await context.newPage();
  const tabErrors = watchErrors(tab);
  for (const { seed, link } of links.filter(({ seed }) => seed % 100 === 0)) {
    await tab.goto(link, { waitUntil: 'domcontentloaded' });
    await expect(tab.getByTestId('page-notice'), `seed ${seed}: ${link}`).toBeVisible();
    expect(await tab.locator('img[src="x"]').count(), `seed ${seed}`).toBe(0);
    expect(tabErrors, `seed ${seed}: ${link}`).toEqual([]);
  }
  await tab.close();

  await page.goto('/');
  const section = page.getByTestId('section-discover_tools');
  await section.getByTestId('scenario-picker').selectOption('limit');
  await expect(section.getByTestId('output')).toContainText('catalog_too_many_pages');
  await section.getByTestId('debug').click();
  await expect(section).toHaveAttribute('data-state', 'paused');
  expect(errors).toEqual([]);
});

/** Junk a page might post: wrong shapes, wrong types, unknown commands, bad lines, hostile strings. */
function junk(seed: number): unknown {
  const { next, pick } = random(seed * 7919);
  const command = (extra: Record<string, unknown>) => ({ type: 'mcp-playground:command', ...extra });
  const options: (() => unknown)[] = [
    () => pick([null, undefined, 0, -1, Number.NaN, true, '', 'debug', pick(SCRIPTY)]),
    () => [1, 2, { type: 'mcp-playground:command', command: 'debug' }],
    () => ({ type: pick(['mcp-playground:commands', 'MCP-PLAYGROUND:COMMAND', '', 42]), command: 'debug' }),
    () => command({ command: pick(['explode', '', 'DEBUG', 'run ', '__proto__', 'constructor', pick(SCRIPTY)]) }),
    () => command({ command: pick([42, null, ['debug'], { name: 'debug' }]) }),
    () =>
      command({
        command: 'set-breakpoints',
        lines: pick([[-1], [0], [1.5], ['27'], [Number.NaN], Array(100).fill(27), 'all', null, [1e9]]),
      }),
    () =>
      command({ command: 'select-scenario', scenario: pick([42, null, 'x'.repeat(100), ['deny'], { id: 'deny' }]) }),
    () => command({ command: 'select-scenario', scenario: pick(['nope', '../deny', pick(SCRIPTY)]) }),
    () => ({
      type: 'mcp-playground:hello',
      extra: new Date(0),
      map: new Map([[1, 2]]),
      nested: { deep: { deeper: [next()] } },
    }),
    () => command({ command: pick(['step', 'debug', 'run']), extra: pick(SCRIPTY) }),
    () => ({ type: 'mcp-playground:hello', command: 'debug' }),
  ];
  return pick(options)();
}

async function frameState(page: Page, id: string) {
  const frame = page.frameLocator(`#${id}`);
  const section = frame.getByTestId('section-call_external');
  return {
    state: await section.getAttribute('data-state'),
    counter: await section.getByTestId('step-counter').textContent(),
    output: await section.getByTestId('output').textContent(),
    breakpoints: await section.locator('.bp-glyph, .bp-dot').count(),
  };
}

test('200 malformed postMessages from an allowed and a disallowed origin: no error, nothing changes', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(
    `http://127.0.0.1:4174/example-course.html?playground=${encodeURIComponent('http://127.0.0.1:4173/')}`,
  );
  await expect(page.locator('#call')).toHaveAttribute('data-ready', 'true');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.id = 'stranger';
    frame.src = src;
    document.body.append(frame);
  }, 'http://127.0.0.1:4173/?embed=1&fn=call_external&scenario=success&origins=https://course.example&frame=stranger');
  await expect(page.frameLocator('#stranger').getByTestId('output')).toHaveAttribute('data-mode', 'run');
  // The allowed frame is paused mid-run, so any accepted step or command would show.
  await page.locator('#debug').click();
  await expect(page.frameLocator('#call').getByTestId('section-call_external')).toHaveAttribute('data-state', 'paused');
  const before = { call: await frameState(page, 'call'), stranger: await frameState(page, 'stranger') };

  // 200 generated messages, half to the frame that allows this page, half to one that does not.
  const messages = Array.from({ length: 200 }, (_, i) => junk(i + 1));
  await page.evaluate((items: unknown[]) => {
    items.forEach((item, index) => {
      const frame = document.getElementById(index % 2 === 0 ? 'call' : 'stranger') as HTMLIFrameElement;
      frame.contentWindow?.postMessage(item, '*');
    });
  }, messages);
  // Valid commands from this page to the stranger are refused too.
  await page.evaluate(() => {
    const frame = document.getElementById('stranger') as HTMLIFrameElement;
    for (const command of ['debug', 'step', 'run'])
      frame.contentWindow?.postMessage({ type: 'mcp-playground:command', command }, '*');
  });
  // Barriers, not a wait: the stranger has refused all 103 (its count on <html>); the allowed frame answers a hello
  // sent after its 100, and a window's messages arrive in order, so it has handled every one before it.
  await expect(page.frameLocator('#stranger').locator('html')).toHaveAttribute('data-ignored-messages', '103');
  await page.evaluate(
    () =>
      new Promise<void>((answered) => {
        const frame = document.getElementById('call') as HTMLIFrameElement;
        const onMessage = (event: MessageEvent) => {
          if (event.source !== frame.contentWindow || event.data?.event !== 'ready') return;
          removeEventListener('message', onMessage);
          answered();
        };
        addEventListener('message', onMessage);
        frame.contentWindow?.postMessage({ type: 'mcp-playground:hello' }, '*');
      }),
  );
  expect({ call: await frameState(page, 'call'), stranger: await frameState(page, 'stranger') }).toEqual(before);
  // The allowed frame still takes a valid command afterwards.
  await page.locator('#step').click();
  await expect(page.locator('#log')).toContainText('step');
  expect(errors).toEqual([]);
});

// biome-ignore lint/suspicious/noExplicitAny: a trace file as parsed JSON, which the hostile cases change freely.
type TraceJson = any;

/** A golden trace, changed: the file an outside fuzz run would hand the importer. */
function goldenTrace(change: (trace: TraceJson) => void): string {
  const trace = JSON.parse(
    readFileSync(new URL('../scenarios/call_external/success.trace.json', import.meta.url), 'utf8'),
  );
  change(trace);
  return JSON.stringify(trace);
}

/** Heap objects named as none of the trace's own are (a file of version 4 names its objects). */
const free = (i: number) => `fuzz~${i}`;

type HostileCase = {
  name: string;
  /** Untimed set-up: what the student had before the hostile step (a file picked, but not yet handed over). */
  prepare?: (page: Page) => Promise<void>;
  /** What to do in the call_external section of a fresh page. */
  act: (page: Page) => Promise<void>;
  /** What the page shows once it has dealt with it. */
  settled: (page: Page) => Promise<void>;
};

/**
 * A trace file made in the page and kept for `dropFile` (a file the student picked): building 15 MB of text is the
 * test's work, not the page's, so it happens before the clock starts. `output` replaces the trace's output with
 * that many characters.
 */
const pickTrace = (text: string, output?: number) => async (page: Page) => {
  await page.evaluate(
    ([text, output]) => {
      const trace = JSON.parse(text as string);
      if (typeof output === 'number') trace.output = 'x'.repeat(output);
      (globalThis as { picked?: File }).picked = new File([JSON.stringify(trace)], 'hostile.trace.json', {
        type: 'application/json',
      });
    },
    [text, output ?? null] as const,
  );
};

/** Hands the picked file to the section's trace import, as the input's change event does. */
const dropFile = async (page: Page) => {
  await page.evaluate(() => {
    const input = document.querySelector(
      '[data-testid="section-call_external"] [data-testid="import-trace-file"]',
    ) as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add((globalThis as { picked?: File }).picked as File);
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
};

/** A case that imports this trace text: picked untimed, handed over timed. */
const importTrace = (text: string, output?: number) => ({ prepare: pickTrace(text, output), act: dropFile });

const refused = (page: Page) => expect(page.getByTestId('section-call_external').getByTestId('notice')).toBeVisible();
const replayed = (page: Page) =>
  expect(page.getByTestId('section-call_external').getByTestId('imported-banner')).toBeVisible();

const HOSTILE: HostileCase[] = [
  {
    // 11 KB of link (a server takes 16 KB of request line), inflating to 8 MiB: the page stops at 64 KiB.
    name: 'a share link that is a deflate bomb (inflating to 8 MiB of zeros)',
    act: async (page) => {
      const bomb = deflateRawSync(Buffer.alloc(8 * 1024 * 1024), { level: 9 }).toString('base64url');
      // Reached as Back or Forward reaches a link: the page applies it as a fresh load would, without reloading.
      await page.evaluate((link) => {
        history.pushState(null, '', link);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/?fn=call_external&scenario=custom&custom=${bomb}`);
    },
    settled: refused,
  },
  {
    name: 'a trace whose heap is a DAG of 40 lists each holding the next twice (2^40 paths)',
    ...importTrace(
      goldenTrace((trace) => {
        const step = trace.steps[0];
        for (let i = 0; i < 40; i++) step.heap[free(i)] = ['LIST', ['REF', free(i + 1)], ['REF', free(i + 1)]];
        step.heap[free(40)] = ['LIST'];
        step.stack[0].locals.dag = ['REF', free(0)];
      }),
    ),
    settled: async (page) => {
      await replayed(page);
      await expect(page.getByTestId('section-call_external').getByTestId('var-value-dag')).toContainText('…#');
    },
  },
  {
    name: 'a trace whose heap chains 10,000 lists deep',
    ...importTrace(
      goldenTrace((trace) => {
        const step = trace.steps[0];
        for (let i = 0; i < 10_000; i++) step.heap[free(i)] = ['LIST', ['REF', free(i + 1)]];
        step.heap[free(10_000)] = ['LIST'];
        step.stack[0].locals.chain = ['REF', free(0)];
      }),
    ),
    settled: async (page) => {
      await replayed(page);
      await expect(page.getByTestId('section-call_external').getByTestId('var-value-chain')).toContainText('…#');
    },
  },
  {
    name: 'a trace with 15 MB of output, scrubbed to its last step',
    prepare: async (page) => {
      // Off the last replay first, so the banner that says this one is replayed is this one's.
      const view = page.getByTestId('section-call_external');
      await view.getByTestId('scenario-picker').selectOption('deny');
      await expect(view.getByTestId('imported-banner')).toHaveCount(0);
      await pickTrace(
        goldenTrace(() => undefined),
        15_000_000,
      )(page);
    },
    act: async (page) => {
      const view = page.getByTestId('section-call_external');
      await dropFile(page);
      await replayed(page);
      const timeline = view.getByTestId('timeline');
      await timeline.fill((await timeline.getAttribute('max')) ?? '0');
    },
    settled: (page) => expect(page.getByTestId('section-call_external').getByTestId('output-clipped')).toBeVisible(),
  },
  ...[
    ['a frame in a file named __proto__', (t: TraceJson) => (t.steps[1].stack[0].file = '__proto__')],
    ['a frame lineDelta "5"', (t: TraceJson) => (t.steps[1].stack[0].lineDelta = '5')],
    ['null locals', (t: TraceJson) => (t.steps[1].stack[0].locals = null)],
    ['a null heap', (t: TraceJson) => (t.steps[1].heap = null)],
    ['an unknown step event', (t: TraceJson) => (t.steps[1].event = 'jump')],
  ].map(([name, change]) => ({
    name: `a trace with ${name}`,
    ...importTrace(goldenTrace(change as (t: TraceJson) => void)),
    settled: refused,
  })),
  {
    name: 'custom scenario data nested 10,000 deep',
    act: (page) =>
      page
        .getByTestId('section-call_external')
        .getByTestId('upload-scenario-file')
        .setInputFiles({
          name: 'deep.json',
          mimeType: 'application/json',
          buffer: Buffer.from(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
        }),
    settled: async (page) => {
      const view = page.getByTestId('section-call_external');
      await expect(view.getByTestId('custom-problems')).toContainText('64');
      // Kept from Monaco's JSON service, which would overflow its stack on it (an error on the console).
      await expect(view.getByTestId('custom-monaco')).toHaveAttribute('data-language', 'plaintext');
    },
  },
];

test('seeded hostile files and links: each settles (its time recorded), grows the page by under 200 MB, no page error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const cdp = await page.context().newCDPSession(page);
  const heapUsed = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  };
  await cdp.send('Performance.enable');
  // One page for all the cases, as a student would meet them one after another.
  await page.goto('/?fn=call_external&scenario=success&lang=en');
  const view = page.getByTestId('section-call_external');
  await expect(view.getByTestId('output')).toHaveAttribute('data-mode', 'run');
  // Each case's growth is what its heap holds after a forced GC, against the last case's.
  let before = await heapUsed();
  for (const hostile of HOSTILE) {
    await test.step(hostile.name, async () => {
      // The last case's notice goes first, so the next one's notice is its own.
      const close = view.getByTestId('notice').locator('.notice-close');
      if (await close.isVisible()) await close.click();
      await expect(view.getByTestId('notice')).toHaveCount(0);
      await hostile.prepare?.(page);
      const started = Date.now();
      await hostile.act(page);
      await hostile.settled(page);
      // Settled means the page answers again: a frame is drawn.
      await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
      const took = Date.now() - started;
      const after = await heapUsed();
      const grew = after - before;
      before = after;
      test.info().annotations.push({
        type: 'hostile',
        description: `${hostile.name}: ${took} ms, ${(grew / 2 ** 20).toFixed(1)} MiB`,
      });
      expect(grew, `${hostile.name}: grew by ${(grew / 2 ** 20).toFixed(1)} MiB`).toBeLessThan(200 * 2 ** 20);
      expect(errors, hostile.name).toEqual([]);
    });
  }
});
