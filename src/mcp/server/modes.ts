/** How the docs service behaves; a module of its own so the page can list the modes without loading the SDK. */
export const SERVER_MODES = ['normal', 'business-error', 'bad-catalog', 'delayed'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];
