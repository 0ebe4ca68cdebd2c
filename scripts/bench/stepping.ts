/** Step latency: F10 or F11 through scenarios, each step timed from the key to the DOM update and the next frame. */
import { type Bench, withPage } from './context.ts';

/**
 * F10 (step over) or F11 (step into: every step, helpers' too) through scenarios; each step timed from the key
 * to the DOM update, and to the next frame; with `diagram`, the variables shown as the heap diagram. Page code as a string (tsx
 * would wrap functions in a helper the page lacks).
 */
const STEP_LATENCY = `async (total, diagram, key) => {
  const dom = [], frame = [];
  const sections = ['discover_tools', 'assemble_tool_pool', 'call_external'];
  const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done(performance.now())));
  const wait = (ms) => new Promise((done) => setTimeout(done, ms));
  let round = 0;
  while (dom.length < total) {
    const fn = sections[round % sections.length];
    const section = document.querySelector('[data-testid="section-' + fn + '"]');
    // The keys act on the section in view (useCommandKeys.ts): it is brought there, as a student scrolls to it.
    section.scrollIntoView();
    section.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const picker = section.querySelector('[data-testid="scenario-picker"]');
    // The lesson's scenarios, not the custom entry (it debugs nothing until its data is written).
    const lesson = [...picker.options].filter((option) => option.value !== 'custom');
    picker.value = lesson[Math.floor(round / 3) % lesson.length].value;
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    round++;
    section.querySelector('[data-testid="debug"]').click();
    while (section.dataset.state !== 'paused') await wait(5);
    while (!section.querySelector('[data-testid="view-tree"]')) await wait(5);
    section.querySelector('[data-testid="view-' + (diagram ? 'diagram' : 'tree') + '"]').click();
    if (diagram) while (!section.querySelector('[data-testid="heap-diagram"]')) await wait(5);
    const counter = section.querySelector('[data-testid="step-counter"]');
    while (!section.querySelector('[data-testid="step-back"]').disabled) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', shiftKey: true }));
      await nextFrame();
    }
    while (!section.querySelector('[data-testid="step-' + (key === 'F10' ? 'over' : 'into') + '"]').disabled && dom.length < total) {
      const before = counter.textContent;
      const updated = new Promise((done) => {
        const observer = new MutationObserver(() => {
          if (counter.textContent !== before) { observer.disconnect(); done(performance.now()); }
        });
        observer.observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      const start = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key }));
      const at = await updated;
      const painted = await nextFrame();
      dom.push(at - start);
      frame.push(painted - start);
    }
  }
  return { dom, frame };
}`;

export type Latency = { dom: number[]; frame: number[] };

/** `total` steps; with `diagram`, the variables shown as the heap diagram. */
export const stepping = async (bench: Bench, diagram: boolean, key: 'F10' | 'F11') =>
  (await withPage(bench, (page) =>
    page.evaluate(`(${STEP_LATENCY})(${bench.steps}, ${diagram}, ${JSON.stringify(key)})`),
  )) as Latency;
