/** `file.ts?trace`: the same module, instrumented by the trace plugin (see vite.config.ts). */
declare module '*?trace';

/** The TypeScript preset ships no types; Babel takes it as an opaque preset. */
declare module '@babel/preset-typescript' {
  const preset: import('@babel/core').PluginItem;
  export default preset;
}

/** `file.ts?lines`: the lines of a traced file where the debugger can stop. */
declare module '*?lines' {
  const lines: number[];
  export default lines;
}

/** The lesson scenarios, validated at build time (src/scenarios/vitePlugin.ts). */
declare module 'virtual:lesson-scenarios' {
  const data: import('../scenarios/load.ts').LoadedScenarios;
  export default data;
}

/** Set only for the benchmark's own build (scripts/bench.ts): adds the in-browser trace benchmark hook. */
interface ImportMetaEnv {
  readonly VITE_BENCH?: string;
}
