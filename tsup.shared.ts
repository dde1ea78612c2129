import { defineConfig, type Options } from 'tsup';

/** The one tsup setup every library package shares: ESM, types, code-split islands. */
export function libraryConfig(entry: string[], overrides: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    splitting: true,
    treeshake: true,
    sourcemap: true,
    clean: true,
    dts: { compilerOptions: { ignoreDeprecations: '6.0', composite: false } },
    esbuildOptions(options) {
      options.conditions = ['source'];
      options.jsx = 'automatic';
    },
    ...overrides,
  });
}
