/** The JS heap after running and stepping through all 21 scenarios, after a garbage collection. */
import type { Bench } from './context.ts';

/** Runs and steps through every scenario, then measures the heap after a garbage collection. */
const RUN_ALL = `async () => {
  const wait = (ms) => new Promise((done) => setTimeout(done, ms));
  for (const fn of ['discover_tools', 'assemble_tool_pool', 'call_external']) {
    const section = document.querySelector('[data-testid="section-' + fn + '"]');
    const picker = section.querySelector('[data-testid="scenario-picker"]');
    for (let i = 0; i < picker.options.length; i++) {
      picker.selectedIndex = i;
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      section.querySelector('[data-testid="debug"]').click();
      while (section.dataset.state !== 'paused') await wait(5);
      const timeline = section.querySelector('[data-testid="timeline"]');
      const last = Number(timeline.max);
      for (let p = 0; p <= last; p++) {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(timeline, String(p));
        timeline.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((done) => requestAnimationFrame(done));
      }
    }
  }
}`;

export async function heapAfterAll(bench: Bench): Promise<number> {
  const context = await bench.browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(bench.base);
  await page.waitForSelector('[data-testid="section-call_external"]');
  await page.evaluate(`(${RUN_ALL})()`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await context.close();
  return usedSize;
}
