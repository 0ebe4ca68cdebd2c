/**
 * How long a unit test may run before it counts as hung. Tests wait on signals (a state reached, a message heard, a
 * child's own line), never on time: this limit is not a speed the machine must reach, only the point where waiting
 * stops being useful. vite.config.ts gives it to every test and hook, src/app/testing/setup.ts to Testing Library's
 * waits, and `vi.waitFor` takes `UNTIL_SIGNAL` (its own default is one second).
 */
export const HANG_MS = 180_000;

/** A wait that ends when its condition holds; it gives up a little before the test's own limit, to say what it waited on. */
export const UNTIL_SIGNAL = { timeout: HANG_MS - 10_000, interval: 20 };
