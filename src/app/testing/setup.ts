/**
 * Vitest setup: component tests render with React Testing Library, whose
 * events only flush React's updates synchronously in an "act environment".
 * Its automatic setup needs Vitest globals, which this project does not use.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor wait for what they look for: their one-second default is a speed, not a hang (testing/hang.ts).
const { configure } = await import('@testing-library/dom');
const { UNTIL_SIGNAL } = await import('../../testing/hang.ts');
configure({ asyncUtilTimeout: UNTIL_SIGNAL.timeout });

// The page's English loads when a page first shows it (i18n/english.ts); tests switch languages at will.
await import('../i18n/english.ts').then((english) => english.loadEnglish());
