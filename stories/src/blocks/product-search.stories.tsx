import { searchBlockMarkup, searchReplyHtml } from '@firsat/blocks/testing';
import { productSearchProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { attributeTable } from '../support';
import { ExtrasMarkup } from './extras-story';

/** How the mocked `/wopb/product-search` answers. */
type SearchMode = 'results' | 'no-results' | 'server-error' | 'offline';

const PRODUCTS = [
  { slug: 'akilli-saat-pro', name: 'Akıllı Saat Pro', price: '2.499,00' },
  { slug: 'akilli-robot-supurge', name: 'Akıllı Robot Süpürge', price: '8.999,00' },
  { slug: 'kablosuz-kulaklik', name: 'Kablosuz Bluetooth Kulaklık', price: '899,90' },
];

function searchHandlers(mode: SearchMode) {
  return [
    http.post('*/wp-json/wopb/product-search', () => {
      if (mode === 'server-error') return HttpResponse.json({ code: 'internal_error' }, { status: 500 });
      if (mode === 'offline') return HttpResponse.error();
      return HttpResponse.json(
        searchReplyHtml({
          base: '',
          terms: mode === 'results' ? [{ slug: 'elektronik', name: 'Elektronik' }] : [],
          products: mode === 'results' ? PRODUCTS : [],
        }),
      );
    }),
  ];
}

interface Args {
  html: string;
  /** typed into the box once the island has mounted (as the shopper would) */
  typed: string;
}

const typeInto = (text: string) => (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input.wopb-search-input');
  if (!input || !text) return;
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const meta = {
  title: 'Blocks/Product search',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.wopb-product-search-block\` (product-blocks §3) on first interaction. The printed input becomes an ARIA 1.2 combobox; from 3 characters (or with a category chosen) each input POSTs \`/wp-json/wopb/product-search\` with \`{search, category, blockId, blockName, postId, widgetBlockId, wpnonce}\` — no debounce, as the plugin, and the request in flight is aborted. A behaviour (no React): the reply — the plugin's own results HTML — goes into the printed \`.wopb-search-result\` through core's \`insertHtml\`, which becomes the listbox; its results become options (categories, then products; the extra ones show when arrowed to). Arrow keys move the highlight, Enter opens it (or the results page \`?s=…&product_cat=…\`), Escape closes and keeps the text.

${attributeTable(productSearchProps.describe())}`,
      },
    },
  },
  args: { html: searchBlockMarkup({ redirect: '/' }), typed: '' },
  render: (args: Args) => (
    <ExtrasMarkup island="product-search" html={args.html} after={typeInto(args.typed)} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const store = (mode: SearchMode) => ({ msw: { handlers: searchHandlers(mode) } });

export const Idle: Story = { name: 'Idle (the printed block)', parameters: store('results') };

export const Results: Story = {
  name: 'Results: categories and products',
  args: { typed: 'AKI' },
  parameters: store('results'),
};

export const NoResults: Story = {
  name: 'No result (announced once)',
  args: { typed: 'zzz' },
  parameters: store('no-results'),
};

export const ServerError: Story = {
  name: 'Error: server error',
  args: { typed: 'kah' },
  parameters: store('server-error'),
};

export const Offline: Story = {
  name: 'Error: offline',
  args: { typed: 'kah' },
  parameters: store('offline'),
};
