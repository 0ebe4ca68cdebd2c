/** How the docs service behaves; a module of its own so the page can list the modes without loading the SDK. */
/**
 * delayed and slow: tools/call takes a second. In delayed the host waits 0.1 s for it (the lesson's timeout
 * experiment); in slow the host waits as it waits for any request (the SDK's read timeout, 5 s).
 */
export const SERVER_MODES = ['normal', 'business-error', 'bad-catalog', 'delayed', 'slow'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];
