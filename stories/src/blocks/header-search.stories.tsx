import { headerSearchMarkup, searchBlockMarkup, searchReplyHtml } from '@firsat/blocks/testing';
import { headerSearchProps } from '@firsat/blocks/views';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { attributeTable } from '../support';
import { HeaderMarkup } from './header-story';

const PRODUCTS = [
  { slug: 'akilli-saat-pro', name: 'Akıllı Saat Pro', price: '2.499,00' },
  { slug: 'akilli-robot-supurge', name: 'Akıllı Robot Süpürge', price: '8.999,00' },
];

/** `/wopb/product-search` as the demo store answers it. */
const searchHandlers = [
  http.post('*/wp-json/wopb/product-search', () =>
    HttpResponse.json(searchReplyHtml({ base: '', terms: [], products: PRODUCTS })),
  ),
];

/** The overlay as the demo store prints it: the product search block inside. */
const OVERLAY = headerSearchMarkup({ search: searchBlockMarkup({ blockId: 'baslik-arama', redirect: '/' }) });

interface Args {
  html: string;
  /** Press the toggle once mounted. */
  open: boolean;
  /** Typed into the overlay's search field once open. */
  typed: string;
}

const openAndType =
  ({ open, typed }: Args) =>
  (container: HTMLElement) => {
    if (!open) return;
    container.querySelector<HTMLElement>('.search-toggle')?.click();
    const input = container.querySelector<HTMLInputElement>('.search-overlay input.wopb-search-input');
    if (!input || !typed) return;
    input.focus();
    input.value = typed;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

const meta = {
  title: 'Blocks/Header search (overlay)',
  parameters: {
    docs: {
      description: {
        component: `Takes over \`.site-header-search\`: the search toggle (a link to the overlay, shown as the page's \`:target\` without JavaScript) becomes a button with \`aria-expanded\` that opens the overlay as the kit's modal dialog fading in over 500 ms (SPEC §9; out the same), focus in the search field and trapped, the page behind inert; Escape (after the results, when they are open), a press on the backdrop or the close control close it and focus goes back to the toggle. The product search block inside is the product-search island's: typing shows its results in the overlay.

${attributeTable(headerSearchProps.describe())}`,
      },
    },
    msw: { handlers: searchHandlers },
  },
  args: { html: OVERLAY, open: false, typed: '' },
  render: (args: Args) => (
    <HeaderMarkup islands={['header-search', 'product-search']} html={args.html} after={openAndType(args)} />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { name: 'Closed (the toggle)' };

export const Open: Story = { name: 'Open (focus in the search field)', args: { open: true } };

export const Results: Story = {
  name: 'Open with results (typed "akıllı")',
  args: { open: true, typed: 'akıllı' },
};

export const Broken: Story = {
  name: 'Error: the overlay’s box is missing (the link stays as printed)',
  args: { html: OVERLAY.replace('class="search-overlay-box"', 'class="kutu"') },
};
