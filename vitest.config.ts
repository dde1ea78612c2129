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
        test: { name: 'examples', environment: 'node', include: ['examples/**/*.test.ts'] },
      },
    ],
  },
});
