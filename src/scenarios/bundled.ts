/**
 * The lesson's scenarios as shipped under scenarios/, bundled at build time
 * (Vite and Vitest read the glob). Problems are kept, not thrown, so one
 * bad file is reported without taking the page down.
 */
import { type LoadedScenarios, loadScenarios } from './load.ts';

const files = import.meta.glob<unknown>(['../../scenarios/*/*.json', '!../../scenarios/*/*.trace.json'], {
  eager: true,
  import: 'default',
});

export const bundled: LoadedScenarios = loadScenarios(
  Object.fromEntries(Object.entries(files).map(([path, data]) => [path.replace('../../', ''), data])),
);
