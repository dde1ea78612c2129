import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultHandlers } from '../src/support';
import '../src/support/shop.css';

// Endpoints are mocked by a service worker (public/mockServiceWorker.js) with handlers that
// answer what the demo store answers; a story adds its own with `parameters.msw.handlers`.

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    msw: defaultHandlers,
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
