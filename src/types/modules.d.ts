/** `file.ts?trace`: the same module, instrumented by the trace plugin (see vite.config.ts). */
declare module '*?trace';

/** The TypeScript preset ships no types; Babel takes it as an opaque preset. */
declare module '@babel/preset-typescript' {
  const preset: import('@babel/core').PluginItem;
  export default preset;
}
