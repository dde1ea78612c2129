import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Stories import the packages' TypeScript sources (the "source" export condition), so they
  // need no build first and always show the current code.
  viteFinal: (base) =>
    mergeConfig(base, {
      resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
      oxc: { jsx: { runtime: 'automatic' } },
    }),
};

export default config;
