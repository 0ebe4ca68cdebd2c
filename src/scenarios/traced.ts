/**
 * The instrumented variant of the adapter: the same files, imported with
 * ?trace so the build's trace plugin instruments them. Loaded on demand,
 * so Run never pays for it.
 */
import type { EntryFunctions } from './harness.ts';

type Adapter = typeof import('../adapter/index.ts');

export async function loadTracedEntries(): Promise<EntryFunctions> {
  const [discover, assemble, call] = await Promise.all([
    import('../adapter/discoverTools.ts?trace') as Promise<Pick<Adapter, 'discoverTools'>>,
    import('../adapter/assembleToolPool.ts?trace') as Promise<Pick<Adapter, 'assembleToolPool'>>,
    import('../adapter/callExternal.ts?trace') as Promise<Pick<Adapter, 'callExternal'>>,
  ]);
  return {
    discoverTools: discover.discoverTools,
    assembleToolPool: assemble.assembleToolPool,
    callExternal: call.callExternal,
  };
}
