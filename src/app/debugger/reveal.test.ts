// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { revealArea } from './reveal.ts';

/** The page's markup around a paused section's one-screen area: its panels' box scrolled down by `panelsScroll`. */
function pausedSection(attributes: string, panelsScroll: number) {
  document.body.innerHTML = `<main class="playground"><section data-testid="section-call_external" class="function-section" ${attributes}><div class="debug-area"><div class="workspace"><div class="panels"><ul data-testid="variables"></ul></div></div></div></section></main>`;
  const panels = document.querySelector('.panels') as HTMLElement;
  panels.scrollTop = panelsScroll;
  return panels;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a jump lands as an arrival does', () => {
  it("brings the panels' box back to its variables, where a student had scrolled it down (to the guidance's button)", () => {
    const panels = pausedSection('data-state="paused"', 240);
    expect(panels.scrollTop).toBe(240);
    expect(revealArea('call_external')).toBe(true);
    expect(panels.scrollTop).toBe(0);
  });

  it('leaves edit mode and a running section alone: they have no one-screen area', () => {
    for (const attributes of ['data-state="paused" data-editing=""', 'data-state="running"']) {
      const panels = pausedSection(attributes, 240);
      expect(revealArea('call_external')).toBe(false);
      expect(panels.scrollTop).toBe(240);
    }
  });
});
