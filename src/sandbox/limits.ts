/** Stops a run that never ends by steps; the page's clock stops one that never ends by time. A leaf both sides of the sandbox read. */
export const EDIT_STEP_LIMIT = 10_000;
