// Babel reads process.env and process.cwd() as it loads and configures; a worker has neither.
const scope = globalThis as { process?: unknown };
scope.process ??= { env: {}, cwd: () => '/' };
