import { defineConfig } from 'vitest/config';

// One vitest run for the whole repo: browser-side packages in happy-dom, the demo server in node.
export default defineConfig({
  resolve: { conditions: ['source'] },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'packages',
          environment: 'happy-dom',
          setupFiles: ['./vitest.setup.ts'],
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        // Node resolution must also pick the packages' TypeScript sources, so tests never
        // depend on a build having run first.
        ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
        test: {
          name: 'examples',
          environment: 'node',
          include: ['examples/**/*.test.ts', 'scripts/**/*.test.ts', 'packages/embed/test/**/*.test.ts'],
          server: { deps: { inline: [/^@firsat\//] } },
        },
      },
    ],
  },
});
