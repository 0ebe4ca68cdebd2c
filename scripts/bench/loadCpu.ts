/**
 * What one page load costs the browser's processes in CPU time, by Chromium's own count (SystemInfo.getProcessInfo):
 * a fresh context, the playground loaded at 1440 px, then left alone 2.5 s for what it does by itself. The service
 * worker is blocked (its first install caches the whole build: another figure). Either nobody reaches for the code,
 * or the pointer comes over it once the page is live, and the figure starts its 2.5 s once the editor is in.
 */
import type { Bench } from './context.ts';

export type LoadCpu = { renderer: number; browser: number; gpu: number; other: number };

/** Each live process's CPU-seconds so far, by its id, with its kind. */
async function processCpu(bench: Bench): Promise<Map<number, { type: string; cpu: number }>> {
  const session = await bench.browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number; cpuTime: number }[];
    };
    return new Map(processInfo.map((p) => [p.id, { type: p.type, cpu: p.cpuTime }]));
  } finally {
    await session.detach();
  }
}

export async function loadCpu(bench: Bench, reach: boolean): Promise<LoadCpu> {
  const context = await bench.browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const before = await processCpu(bench);
    await page.goto(bench.base);
    await page.locator('#root:not([inert])').waitFor({ timeout: 60_000 });
    if (reach) {
      const code = '[data-testid="section-discover_tools"] [data-testid="code-view"]';
      await page.hover(code);
      await page.waitForSelector(`${code}[data-engine="monaco"]`, { timeout: 60_000 });
    }
    await page.waitForTimeout(2500);
    const after = await processCpu(bench);
    const spent: LoadCpu = { renderer: 0, browser: 0, gpu: 0, other: 0 };
    for (const [id, now] of after) {
      const kind = now.type === 'renderer' || now.type === 'browser' ? now.type : now.type === 'GPU' ? 'gpu' : 'other';
      spent[kind] += now.cpu - (before.get(id)?.cpu ?? 0);
    }
    return spent;
  } finally {
    await context.close();
  }
}
