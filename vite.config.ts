import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { scenariosPlugin } from './src/scenarios/vitePlugin.ts';
import { tracePlugin } from './src/tracer/vitePlugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [
    scenariosPlugin({ root, dir: 'scenarios' }),
    tracePlugin({
      root,
      runtime: 'src/tracer/runtime.ts',
      files: [
        'src/adapter/checkedTool.ts',
        'src/adapter/resultText.ts',
        'src/adapter/discoverTools.ts',
        'src/adapter/assembleToolPool.ts',
        'src/adapter/callExternal.ts',
        // Control flow the adapter does not use yet, instrumented by the tracer's own tests.
        'src/tracer/testing/controlFlow.ts',
      ],
    }),
    react(),
  ],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/app/testing/setup.ts'],
  },
});
