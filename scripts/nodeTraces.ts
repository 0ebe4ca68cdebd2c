/**
 * The trace benchmark in Node, loaded through Vite so the adapter is
 * instrumented by the same plugin as in the app and the tests. Shared by
 * npm run bench:trace and npm run bench.
 */
import { createServer } from 'vite';
import type { BenchResult } from '../src/scenarios/bench.ts';

export async function benchmarkNodeTraces(rounds: number): Promise<BenchResult> {
  const server = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { benchmarkTraces } = (await server.ssrLoadModule(
      '/src/scenarios/bench.ts',
    )) as typeof import('../src/scenarios/bench.ts');
    return await benchmarkTraces({ rounds });
  } finally {
    await server.close();
  }
}
