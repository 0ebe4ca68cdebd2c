/**
 * When a browser test counts as hung. Tests wait on what the page shows or says (an attribute, a text, a message),
 * never on time; these limits are not speeds the machine must reach (two tests share two cores, often beside other
 * jobs), only the points where waiting stops being useful: a test's whole run, and one expectation in it.
 */
export const TEST_HANG_MS = 300_000;
export const EXPECT_HANG_MS = 60_000;
