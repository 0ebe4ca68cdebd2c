/**
 * Vitest setup: component tests render with React Testing Library, whose
 * events only flush React's updates synchronously in an "act environment".
 * Its automatic setup needs Vitest globals, which this project does not use.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
