/**
 * The keyboard's focus never falls to `<body>` inside a section: a keyboard or screen reader user would start again
 * from the top of the page. Two ways it fell:
 * - a command button that disables itself while it has the focus (Debug while recording, Step over at the last step);
 * - what had the focus leaves the page under the student's keys: the answer told after a question goes at the next
 *   step, a question's form when it is answered, a passed checkpoint's box when the path moves on.
 * The focus moves instead to the next command of the section's toolbar that can run, once one can (after Debug, Step
 * over; at the end, Step back): the student's F10 goes on from there. Installed with the debugger's code (runs.ts).
 */
const NEXT = ['step-over', 'continue', 'step-back', 'restart', 'debug'].map(
  (id) => `[data-testid="${id}"]:not(:disabled)`,
);

/** What had the focus last, and the section it was in. */
let last: HTMLElement | null = null;
let lastSection: Element | null = null;
/** The toolbar whose focus was lost, until one of its commands can take the focus. */
let lost: Element | null = null;

/**
 * Whether the focus is nowhere a person put it: on the page itself, still on what was just disabled, or on the
 * status line it waits on.
 */
const adrift = (active: Element | null) =>
  active === null ||
  active === document.body ||
  active === last ||
  (active instanceof HTMLElement && active.dataset.testid === 'status');

function settle(): void {
  const active = document.activeElement;
  if (last && adrift(active)) {
    const gone = !last.isConnected;
    const disabled = last instanceof HTMLButtonElement && last.disabled;
    if (gone || disabled) lost = lastSection?.querySelector('.controls') ?? null;
  }
  if (!lost || !adrift(document.activeElement)) return;
  for (const selector of NEXT) {
    const next = lost.querySelector<HTMLButtonElement>(selector);
    if (next) {
      lost = null;
      next.focus({ preventScroll: inView(next) });
      return;
    }
  }
  // None can run yet (Debug is recording): the section's status line says so, and keeps the focus until one can.
  const waiting = lost.closest('.debug-area')?.querySelector<HTMLElement>('[data-testid="status"]');
  if (waiting && document.activeElement !== waiting) {
    const toolbar = lost;
    waiting.focus({ preventScroll: inView(waiting) });
    lost = toolbar;
  }
}

const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight;
};

let installed = false;

export function keepCommandFocus(): void {
  if (installed || typeof MutationObserver === 'undefined') return;
  installed = true;
  document.addEventListener('focusin', (event) => {
    // Waiting on the status line is not a place the student chose: the toolbar still takes it once it can.
    if (event.target instanceof HTMLElement && event.target.dataset.testid === 'status') return;
    // The student (or the page on their behalf) put the focus somewhere: nothing is handed on for what was before.
    last = event.target instanceof HTMLElement ? event.target : null;
    lastSection = last?.closest('.function-section') ?? null;
    lost = null;
  });
  new MutationObserver(settle).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}
