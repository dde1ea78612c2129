import { preloadUiMessages } from '@firsat/core/testing';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultHandlers } from '../src/support';
// The demo store's theme, then the few rules that place islands shown outside a shop page.
import '../../examples/public/style.css';
import '../src/support/shop.css';

// Endpoints are mocked by a service worker (public/mockServiceWorker.js) with handlers that
// answer what the demo store answers; a story adds its own with `parameters.msw.handlers`.

const preview: Preview = {
  // Core's interface texts, as an island's start loads them (stories also render views directly).
  loaders: [mswLoader(), () => preloadUiMessages()],
  parameters: {
    msw: defaultHandlers,
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
