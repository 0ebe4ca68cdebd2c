/**
 * A command button that disables itself while it has the keyboard's focus (Debug while recording, Step over at the
 * last step) would leave the focus on `<body>`, and a keyboard or screen reader user would start again from the
 * top of the page. The focus moves instead to the next command of the same toolbar that can run, once one can
 * (after Debug, Step over; at the end, Step back). Installed with the debugger's code (runs.ts), for every section.
 */
const NEXT = ['step-over', 'continue', 'step-back', 'restart', 'debug'].map(
  (id) => `[data-testid="${id}"]:not(:disabled)`,
);

let last: HTMLButtonElement | null = null;
/** The toolbar whose focused button was disabled, until one of its commands can take the focus. */
let lost: Element | null = null;

/** Whether the focus is nowhere a person put it: on the page itself, or still on the button just disabled. */
const adrift = (active: Element | null) => active === null || active === document.body || active === last;

function settle(): void {
  if (last?.disabled && adrift(document.activeElement)) lost = last.closest('.controls');
  if (!lost || !adrift(document.activeElement)) return;
  for (const selector of NEXT) {
    const next = lost.querySelector<HTMLButtonElement>(selector);
    if (next) {
      lost = null;
      next.focus();
      return;
    }
  }
}

let installed = false;

export function keepCommandFocus(): void {
  if (installed || typeof MutationObserver === 'undefined') return;
  installed = true;
  document.addEventListener('focusin', (event) => {
    const button =
      event.target instanceof HTMLElement ? event.target.closest<HTMLButtonElement>('.controls button') : null;
    // The student put the focus somewhere: nothing is handed on for a toolbar left before.
    last = button;
    lost = null;
  });
  new MutationObserver(settle).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}
